// Every cached answer of the feeds starts with 'feeds': an upload or a retry refreshes the history
// and the last loads.
export const feedKeys = {
  all: ['feeds'] as const,
  jobs: ['feeds', 'jobs'] as const,
  job: (id: number) => ['feeds', 'job', id] as const,
  freshness: ['feeds', 'freshness'] as const,
}

/** How often a screen asks again while a job it shows has not ended. */
export const LIVE_POLL_MS = 1_500
