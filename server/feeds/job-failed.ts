import type { JobCounts } from './queries'

/** Why a job refused its file, in Indonesian, with what was counted before: nothing was written. */
export class JobFailed extends Error {
  constructor(
    message: string,
    readonly counts: Partial<JobCounts> = {},
  ) {
    super(message)
  }
}
