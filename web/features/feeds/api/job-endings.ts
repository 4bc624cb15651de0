// A job this screen saw waiting or running that has now ended changed the last loads: 'Muatan
// terakhir yang berhasil' is asked again then, not only at the next visit. Called by the job and
// the history queries with the jobs they held before and the jobs they just read.
import type { QueryClient } from '@tanstack/react-query'
import type { FeedJob } from '#common/feeds.ts'
import { isRunning } from '../logic/job-filters'
import { feedKeys } from './keys'

function endedSince(before: readonly FeedJob[], now: readonly FeedJob[]): boolean {
  const wasRunning = new Set(before.filter(isRunning).map((job) => job.id))
  return now.some((job) => wasRunning.has(job.id) && !isRunning(job))
}

/** `alsoHistory`: a job followed on its own also ended in the history's rows. */
export function refreshAfterEndings(
  client: QueryClient,
  before: readonly FeedJob[],
  now: readonly FeedJob[],
  { alsoHistory = false } = {},
): void {
  if (!endedSince(before, now)) return
  void client.invalidateQueries({ queryKey: feedKeys.freshness })
  if (alsoHistory) void client.invalidateQueries({ queryKey: feedKeys.jobs })
}
