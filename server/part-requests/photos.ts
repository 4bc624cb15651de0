import { LOOSE_PHOTOS_MAX, PART_REQUEST_TEXT as T } from '#common/part-requests.ts'
import type { Db } from '../db/connect'
import { AppError } from '../http/app-error'
import type { PlaceSession, StoreSession } from '../http/guards'
import type { Clock } from '../lib/clock'
import { toEvidencePhoto } from '../lib/images'
import * as pq from './photo-queries'
import { scopeOf } from './service'

// A request's photos: a buyer uploads each before he sends the request (checked and re-encoded
// like the profile's, kept whole as a WebP), the request names them; its store and branch read them.

export function createPartRequestPhotos(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps

  async function upload(session: StoreSession, file: { bytes: Buffer } | undefined): Promise<{ id: string }> {
    if (!file) throw new AppError(422, 'FIELD_INVALID', 'Pilih foto yang akan diunggah.', { field: 'photo' })
    const photo = await toEvidencePhoto(file.bytes, T.photoSize)
    const id = await pq.saveLoosePhoto(
      db,
      { by: session.user.id, contentType: photo.contentType, bytes: photo.bytes, at: clock.now() },
      LOOSE_PHOTOS_MAX,
    )
    if (!id) throw new AppError(422, 'FIELD_INVALID', T.photosFull, { field: 'photo' })
    return { id }
  }

  function read(session: PlaceSession, id: string) {
    return pq.photoInScope(db, scopeOf(session), id)
  }

  return { upload, read }
}

export type PartRequestPhotos = ReturnType<typeof createPartRequestPhotos>
