import { defineFeature } from '../lib/feature'
import { NO_REUSE } from '../lib/reuse-cache'
import { createReportFreshness } from './freshness'
import { reportRoutes } from './routes'
import { createReportService, type ReportService } from './service'
import type {} from './tables' // its tables' types, merged into Database

declare module '../lib/feature' {
  interface Services {
    /** the figures; head office's report is the same service's forHeadOffice */
    reports: ReportService
  }
}

export const reportsFeature = defineFeature({
  name: 'reports',
  needs: ['orderEvents'],
  gives: ['reports'],
  tables: [
    'report_branch_days',
    'report_store_days',
    'report_part_days',
    'report_part_months',
    'report_part_years',
    'report_status_deltas',
    'report_part_deltas',
    'report_fold_marks',
    'report_order_fulfilment',
    'report_fulfilment_branch_days',
    'report_fulfilment_store_days',
  ],
  build({ db, clock, config, channels }, { orderEvents }) {
    // an order made or moved makes the kept figures of its branch and store old: on this instance
    // right after the commit (the person who acted reads his own write), on every instance by the
    // announcement; notices missed while not listening may have changed anything
    const freshness = createReportFreshness()
    orderEvents.afterCommit('reports', freshness.orderWritten)
    orderEvents.announced('reports', freshness.orderWritten)
    channels.onResume(freshness.changedEverything)
    const reports = createReportService({ db, clock, cache: config.reportReuse === false ? NO_REUSE : undefined, freshness })
    return { gives: { reports }, routes: (app) => reportRoutes(app, { reports }) }
  },
})
