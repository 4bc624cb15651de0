import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '../db/connect'
import type { RequestScope } from './queries'

// A request's photos: uploaded one by one before the request is sent (loose, the uploader's own),
// then named by it; read back only by the request's store and branch.

/** Loose photos older than this are a form given up: a new upload clears them. */
const LOOSE_KEPT_MS = 60 * 60 * 1000

/** Stores a re-encoded photo as the buyer's loose one, if he holds fewer than `max`; null when he holds too many. */
export async function saveLoosePhoto(
  db: Db,
  photo: { by: number; contentType: string; bytes: Buffer; at: Date },
  max: number,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    // one upload of his at a time counts: two at once cannot both pass the limit
    await sql`select pg_advisory_xact_lock(hashtext('part_request_photos'), ${photo.by})`.execute(trx)
    await trx
      .deleteFrom('part_request_photos')
      .where('uploaded_by', '=', photo.by)
      .where('request_id', 'is', null)
      .where('created_at', '<', new Date(photo.at.getTime() - LOOSE_KEPT_MS))
      .execute()
    const { n } = await trx
      .selectFrom('part_request_photos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('uploaded_by', '=', photo.by)
      .where('request_id', 'is', null)
      .executeTakeFirstOrThrow()
    if (Number(n) >= max) return null
    const id = randomBytes(16).toString('base64url')
    await trx
      .insertInto('part_request_photos')
      .values({ id, uploaded_by: photo.by, content_type: photo.contentType, bytes: photo.bytes, created_at: photo.at })
      .execute()
    return id
  })
}

/** Names the buyer's loose photos as the request's, in his order; answers how many it could (others' or used ones are not). */
export async function attachPhotos(trx: Db, requestId: number, by: number, ids: string[]): Promise<number> {
  let attached = 0
  for (const [position, id] of ids.entries()) {
    const result = await trx
      .updateTable('part_request_photos')
      .set({ request_id: requestId, position })
      .where('id', '=', id)
      .where('uploaded_by', '=', by)
      .where('request_id', 'is', null)
      .executeTakeFirst()
    attached += Number(result.numUpdatedRows)
  }
  return attached
}

export async function photoIdsOf(db: Db, requestId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('part_request_photos')
    .select('id')
    .where('request_id', '=', requestId)
    .orderBy('position')
    .execute()
  return rows.map((r) => r.id)
}

/** A photo's bytes if its request is in the viewer's scope. */
export async function photoInScope(db: Db, scope: RequestScope, id: string) {
  const { rows } = await sql<{ content_type: string; bytes: Buffer }>`
    select p.content_type, p.bytes
    from part_request_photos p join part_requests r on r.id = p.request_id
    where p.id = ${id} and ${scope.kind === 'store' ? sql`r.store_id = ${scope.storeId}` : sql`r.branch_id = ${scope.branchId}`}
  `.execute(db)
  return rows[0]
}
