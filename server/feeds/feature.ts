import { FEED_MAX_BYTES } from '#common/feeds.ts'
import { defineFeature } from '../lib/feature'
import { feedMetrics } from './metrics'
import { FEED_JOBS_CHANNEL } from './queries'
import { feedRoutes } from './routes'
import { createFeedService } from './service'
import type {} from './tables' // its tables' types, merged into Database
import { startFeedWorker } from './worker'

// The nightly feeds: head office's uploads, the drop folder, and the worker every instance runs
// (off unless configured: tests run jobs themselves). A job queued anywhere is announced, and every
// instance's worker looks at once; the first to lock it runs it.
export const feedsFeature = defineFeature({
  name: 'feeds',
  needs: [],
  gives: [],
  channels: [FEED_JOBS_CHANNEL],
  tables: ['feed_files', 'feed_file_chunks', 'feed_jobs', 'feed_job_rejects', 'feed_folder_files', 'branch_stock_loads'],
  build({ db, database, clock, config, log, channels }) {
    const maxBytes = config.feedMaxBytes ?? FEED_MAX_BYTES
    const feeds = createFeedService({ db, clock, maxBytes, stockStaleHours: config.stockStaleHours })
    const worker = config.feedWorker
      ? startFeedWorker({
          database,
          feeds,
          clock,
          maxRejectPercent: config.feedMaxRejectPercent ?? 1,
          dir: config.feedDir,
          log,
        })
      : null
    if (worker) channels.listen(FEED_JOBS_CHANNEL, worker.kick)
    return {
      gives: {},
      routes: (app) => feedRoutes(app, { feeds, maxBytes }),
      metrics: { feeds: () => feedMetrics(db) },
      close: worker ? () => worker.close() : undefined,
    }
  },
})
