import { sql } from 'kysely'
import type { Db } from '../db/connect'

// The drop folder's claims (feed_folder_files): which instance took which file, and whether the
// file has been moved to done/ or failed/ since its job ended.

/**
 * Claims a file seen in the folder: the id when this call took it, null when another instance
 * holds it. The same name, size and time again after the earlier one was moved away (a file sent
 * twice) is a new arrival: the old claim is taken over, by one instance only (the row is locked).
 */
export async function claimFolderFile(db: Db, fileName: string, byteSize: number, mtimeMs: number): Promise<number | null> {
  const row = await sql<{ id: number }>`
    insert into feed_folder_files (file_name, byte_size, mtime_ms) values (${fileName}, ${byteSize}, ${mtimeMs})
    on conflict (file_name, byte_size, mtime_ms) do update
      set claimed_at = now(), job_id = null, moved_to = null
      where feed_folder_files.moved_to is not null
    returning id
  `.execute(db)
  return row.rows[0]?.id ?? null
}

export async function setClaimJob(db: Db, claimId: number, jobId: number): Promise<void> {
  await db.updateTable('feed_folder_files').set({ job_id: jobId }).where('id', '=', claimId).execute()
}

/** Claimed files whose job has ended and that are still in the folder. */
export async function finishedFolderFiles(db: Db) {
  return db
    .selectFrom('feed_folder_files as f')
    .innerJoin('feed_jobs as j', 'j.id', 'f.job_id')
    .select(['f.id', 'f.file_name', 'j.id as job_id', 'j.state'])
    .where('f.moved_to', 'is', null)
    .where('j.state', 'in', ['selesai', 'gagal'])
    .orderBy('f.id')
    .execute()
}

export async function markMoved(db: Db, claimId: number, movedTo: string): Promise<void> {
  await db.updateTable('feed_folder_files').set({ moved_to: movedTo }).where('id', '=', claimId).execute()
}

/** Claims that never became a job (the instance stopped while reading the file): taken again. */
export async function dropStaleClaims(db: Db, claimedBefore: Date): Promise<void> {
  await db.deleteFrom('feed_folder_files').where('job_id', 'is', null).where('claimed_at', '<', claimedBefore).execute()
}
