import { FREQUENT_DAYS } from '../common/cart'
import { orderedParts } from '../server/cart/frequent'
import { openBareServer, serveBare } from './bare-server'

// The bare baseline of the frequent-parts bench: the same statement over orders and order_items
// for one store, nothing else (no session, no supersession walk, no presenting).
const storeId = Number(process.argv[2])
const { app, database } = await openBareServer()

app.get('/bare/frequent', async () => orderedParts(database.db, storeId, new Date(Date.now() - FREQUENT_DAYS * 86_400_000)))
await serveBare(app, database)
