import { jakartaDayEnd, jakartaDayStart } from '../common/jakarta-time'
import { REPORT_LIMIT } from '../common/reports'
import { orderTableFigures } from '../server/reports/figure-source'
import { openBareServer, serveBare } from './bare-server'
import { REPORT_CASES, type ReportBenchPlaces, rangeOf } from './reports-cases'

// The bare baseline of the reports bench, in its own process like the portal: Fastify and pg
// counting each case's figures by plain SQL over the order tables (the statements the
// reports ran before the summaries, and still the summaries' reference), nothing else: no
// session, no reuse, no presenting.
const places = JSON.parse(process.argv[2]) as ReportBenchPlaces
const { app, database } = await openBareServer()
const figures = orderTableFigures(database.db)

REPORT_CASES.forEach((c, index) => {
  app.get(`/bare/${index}`, async () => {
    const range = rangeOf(c)
    const period = { range, window: { start: jakartaDayStart(range.from), end: jakartaDayEnd(range.to) } }
    const scope = c.who === 'staff' ? { branchId: places.branchId } : { storeId: places.storeId }
    const store = { branchId: places.branchId, storeId: places.storeId }
    const [totals, perDay, parts, fulfilment, age, extra] = await Promise.all([
      figures.statusTotals(scope, period),
      figures.ordersPerDay(scope, period),
      figures.partLists(scope, period, REPORT_LIMIT),
      figures.fulfilment(scope, period),
      figures.openByAge(scope, range.to),
      c.extra === 'stores'
        ? Promise.all([figures.storeSummaries(scope, period), figures.fulfilmentUnits(scope, period)])
        : c.extra === 'store'
          ? Promise.all([figures.statusTotals(store, period), figures.storeUsers(store, period)])
          : undefined,
    ])
    return { totals, perDay, parts, fulfilment, age, extra }
  })
})
await serveBare(app, database)
