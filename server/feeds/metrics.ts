import type { Db } from '../db/connect'
import { failuresSinceSuccess, lastLoads } from './queries'

export interface FeedMetrics {
  /** the last successful load of each kind (branch ''), and of each branch's stock */
  lastSuccess: Array<{ kind: string; branch: string; seconds: number }>
  /** per kind: failed jobs since its last success, and jobs waiting */
  jobs: Array<{ kind: string; failed: number; queued: number }>
}

/** What the operator's alerts read (docs/operations.md): how old each feed is, and failures. */
export async function feedMetrics(db: Db): Promise<FeedMetrics> {
  const { kinds, branches } = await lastLoads(db)
  const seconds = (d: Date) => Math.floor(new Date(d).getTime() / 1000)
  return {
    lastSuccess: [
      ...kinds.map((k) => ({ kind: k.kind, branch: '', seconds: seconds(k.loaded_at) })),
      ...branches.map((b) => ({ kind: 'stock', branch: b.code, seconds: seconds(b.loaded_at) })),
    ],
    jobs: await failuresSinceSuccess(db),
  }
}
