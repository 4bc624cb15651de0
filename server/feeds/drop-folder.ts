import fs from 'node:fs'
import path from 'node:path'
import type { FeedKind } from '#common/feeds.ts'
import type { Db } from '../db/connect'
import { claimFolderFile, dropStaleClaims, finishedFolderFiles, markMoved, setClaimJob } from './folder-queries'
import type { FeedService } from './service'

// The drop folder (FEED_DIR): the dealer's systems put catalogue-*.csv, stock-*.csv,
// supersessions-*.csv and harga-*.csv there, head office sinonim-*.csv, written completely
// (written under another name, then renamed). Every instance with the folder looks at it; a file
// is taken once it has kept its size and time for a whole look and is SETTLE_MS old (a file still
// being written changes, a temporary name never matches), and exactly one instance takes it: the
// claim is a row whose name, size and time are unique. Its job runs like an upload's; when the job
// ends the file moves to done/ or failed/ with the job id in its name (docs/operations.md).

const NAME = /^(catalogue|stock|supersessions|harga|sinonim)-[^/\\]*\.csv$/i
export const SETTLE_MS = 10_000

export interface DropFolderDeps {
  dir: string
  db: Db
  feeds: FeedService
  now: () => number
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void }
  settleMs?: number
}

export function kindOfName(name: string): FeedKind | null {
  const match = NAME.exec(name)
  return match ? (match[1].toLowerCase() as FeedKind) : null
}

/** 'stock-20261125.csv' and job 42 → 'stock-20261125.job-42.csv' */
export function movedName(name: string, jobId: number): string {
  const dot = name.toLowerCase().lastIndexOf('.csv')
  return `${name.slice(0, dot)}.job-${jobId}${name.slice(dot)}`
}

export function createDropFolder(deps: DropFolderDeps) {
  const seen = new Map<string, string>()
  const settleMs = deps.settleMs ?? SETTLE_MS

  async function take(name: string, kind: FeedKind, stat: fs.Stats): Promise<void> {
    const claim = await claimFolderFile(deps.db, name, stat.size, Math.trunc(stat.mtimeMs))
    if (claim === null) return // another instance has it, or it was loaded before
    try {
      const job = await deps.feeds.queueLocalFile(kind, 'folder', path.join(deps.dir, name), stat)
      await setClaimJob(deps.db, claim, job.id)
      deps.log.info({ file: name, jobId: job.id }, 'feed file taken from the drop folder')
    } catch (error) {
      deps.log.warn({ err: error, file: name }, 'feed file could not be taken; trying again later')
    }
  }

  /** One look at the folder: takes each settled file (answers how many were new claims). */
  async function scan(): Promise<void> {
    const entries = await fs.promises.readdir(deps.dir, { withFileTypes: true })
    const present = new Set<string>()
    for (const entry of entries) {
      const kind = entry.isFile() ? kindOfName(entry.name) : null
      if (!kind) continue
      present.add(entry.name)
      const stat = await fs.promises.stat(path.join(deps.dir, entry.name)).catch(() => null)
      if (!stat) continue
      const look = `${stat.size}:${stat.mtimeMs}`
      const before = seen.get(entry.name)
      seen.set(entry.name, look)
      if (before !== look || deps.now() - stat.mtimeMs < settleMs) continue
      await take(entry.name, kind, stat)
    }
    for (const name of seen.keys()) if (!present.has(name)) seen.delete(name)
  }

  /** Moves the files of ended jobs to done/ or failed/; a file another instance moved is skipped. */
  async function moveFinished(): Promise<void> {
    for (const sub of ['done', 'failed']) await fs.promises.mkdir(path.join(deps.dir, sub), { recursive: true })
    for (const file of await finishedFolderFiles(deps.db)) {
      const sub = file.state === 'selesai' ? 'done' : 'failed'
      const target = path.join(sub, movedName(file.file_name, file.job_id))
      try {
        await fs.promises.rename(path.join(deps.dir, file.file_name), path.join(deps.dir, target))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      }
      await markMoved(deps.db, file.id, target)
    }
    await dropStaleClaims(deps.db, new Date(deps.now() - 10 * 60_000))
  }

  return { scan, moveFinished }
}

export type DropFolder = ReturnType<typeof createDropFolder>
