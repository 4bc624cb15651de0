import { FREQUENT_DAYS } from '../common/cart'
import { orderedParts } from '../server/cart/frequent'
import { openBareServer, serveBare } from './bare-server'

// The bare baseline of the frequent-parts bench: the same statement over orders and order_items
// for a store of the list it was given, nothing else (no session, no supersession walk, no reuse).
const storeIds = JSON.parse(process.argv[2]) as number[]
const { app, database } = await openBareServer()

app.get<{ Params: { i: string } }>('/bare/frequent/:i', async (request) =>
  orderedParts(
    database.db,
    storeIds[Number(request.params.i) % storeIds.length],
    new Date(Date.now() - FREQUENT_DAYS * 86_400_000),
  ),
)
await serveBare(app, database)
