import {
  ACCOUNT_TEXT,
  type Checked,
  checkEmail,
  checkFirstName,
  checkLastName,
  checkMobile,
  PHOTO_TYPES,
} from '#common/account-rules.ts'
import type { Profile, ProfileBasicRequest } from '#common/profile.ts'
import type { Db } from '../db/connect'
import { AppError } from '../http/app-error'
import type { SessionContext } from '../http/session-context'
import type { Clock } from '../lib/clock'
import { toAvatar } from '../lib/images'
import { presentProfile } from './presenter'
import * as q from './queries'

// One's own profile (product.md §2.14, §5.5). Every operation works on the session's account
// and no other, and answers the whole profile as stored, so the screen shows what was kept.

const LOCKED_TEXT = {
  email: 'Email sudah diisi dan tidak bisa diubah.',
  mobile: 'Nomor HP sudah diisi dan tidak bisa diubah.',
} as const
const NO_PHOTO_TEXT = 'Pilih foto terlebih dahulu.'

/** A field that breaks its rule: 422 FIELD_INVALID, the rule's own sentence, and which field. */
function take<T>(field: string, checked: Checked<T>): T {
  if (!checked.ok) throw new AppError(422, 'FIELD_INVALID', checked.message, { field })
  return checked.value
}

/** What the avatar route serves; the type is only ever one of the photo types we re-encode to. */
export interface StoredAvatar {
  contentType: string
  bytes: Buffer
}

export interface ProfileDeps {
  db: Db
  clock: Clock
  /** Drops this instance's cached session of a user, so /auth/me shows a new name at once. */
  forgetCachedSession?: (userId: number) => void
}

export function createProfileService(deps: ProfileDeps) {
  const { db, clock } = deps

  async function me(session: SessionContext): Promise<Profile> {
    const row = await q.findProfile(db, session.user.id)
    // the account is gone under a live session: the session is as good as ended
    if (!row) throw new AppError(401, 'UNAUTHENTICATED', 'Sesi berakhir. Masuk kembali.')
    return presentProfile(row, session.role)
  }

  /** Email and mobile are set once, while unset; the check and the write are one statement. */
  async function setOnce(session: SessionContext, field: 'email' | 'mobile', value: string): Promise<Profile> {
    if (!(await q.setOnce(db, session.user.id, field, value))) {
      throw new AppError(409, 'PROFILE_FIELD_LOCKED', LOCKED_TEXT[field], { field })
    }
    return me(session)
  }

  const setEmail = (session: SessionContext, raw: string) => setOnce(session, 'email', take('email', checkEmail(raw)))

  const setMobile = (session: SessionContext, raw: string) =>
    setOnce(session, 'mobile', take('mobile', checkMobile(raw, ACCOUNT_TEXT.profileMobile)))

  async function setBasic(session: SessionContext, input: ProfileBasicRequest): Promise<Profile> {
    const first = take('first_name', checkFirstName(input.first_name))
    const last = take('last_name', checkLastName(input.last_name))
    await q.setNames(db, session.user.id, first, last)
    deps.forgetCachedSession?.(session.user.id)
    return me(session)
  }

  /**
   * A new picture: checked and re-encoded first (CPU, outside any transaction, so no row lock is
   * held while sharp works), then stored and the old one deleted in one transaction.
   */
  async function setPhoto(session: SessionContext, file: { bytes: Buffer } | undefined): Promise<Profile> {
    // a browser sends an empty part when no file was chosen
    if (!file || file.bytes.length === 0) throw new AppError(422, 'FIELD_INVALID', NO_PHOTO_TEXT, { field: 'file' })
    const avatar = await toAvatar(file.bytes, ACCOUNT_TEXT.profilePhotoSize)
    const at = clock.now()
    await db.transaction().execute((trx) => q.saveAvatar(trx, session.user.id, avatar, at))
    return me(session)
  }

  async function avatar(id: string): Promise<StoredAvatar | null> {
    const row = await q.findAvatar(db, id)
    if (!row) return null
    // never echo a stored type we would not have written: anything else is plain bytes
    const known = (PHOTO_TYPES as readonly string[]).includes(row.content_type)
    const bytes = Buffer.isBuffer(row.bytes)
      ? row.bytes
      : Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength)
    return { contentType: known ? row.content_type : 'application/octet-stream', bytes }
  }

  const avatarExists = (id: string) => q.avatarExists(db, id)

  return { me, setEmail, setMobile, setBasic, setPhoto, avatar, avatarExists }
}

export type ProfileService = ReturnType<typeof createProfileService>
