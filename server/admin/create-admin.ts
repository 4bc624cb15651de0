import { checkFirstName, checkLastName, checkNewPassword, checkNewUsername } from '#common/account-rules.ts'
import { hashPassword, type ScryptParams } from '../auth'
import type { Db } from '../db/connect'
import { insertAdmin, recordAdminCreated, usernameTaken } from './create-admin-queries'

// The first head-office account of a new dealer, made from the command line: the only way in to
// an empty portal, so there is no default password anywhere. The product's account rules apply.

export interface NewAdmin {
  username: string
  firstName?: string
  lastName?: string
  password: string
  confirmation: string
}

export type CreateAdminResult = { ok: true; id: number; username: string } | { ok: false; message: string }

/** Checks every field, then writes the account and its audit row in one transaction. */
export async function createAdmin(db: Db, input: NewAdmin, scrypt: ScryptParams, at: Date): Promise<CreateAdminResult> {
  const username = checkNewUsername(input.username)
  if (!username.ok) return { ok: false, message: `Username: ${username.message}` }
  const first = checkFirstName(input.firstName ?? 'Admin')
  if (!first.ok) return { ok: false, message: `Nama depan: ${first.message}` }
  const last = input.lastName ? checkLastName(input.lastName) : ({ ok: true, value: 'Pusat' } as const)
  if (!last.ok) return { ok: false, message: `Nama belakang: ${last.message}` }
  const password = checkNewPassword(input.password, input.confirmation)
  if (!password.ok) return { ok: false, message: `Password: ${password.message}` }

  const taken = () => ({ ok: false, message: `Username ${username.value.toUpperCase()} sudah terpakai.` }) as const
  if (await usernameTaken(db, username.value)) return taken()
  const hash = await hashPassword(password.value, scrypt)
  return db.transaction().execute(async (trx) => {
    const row = await insertAdmin(trx, { username: username.value, hash, first: first.value, last: last.value }, at)
    if (!row) return taken()
    await recordAdminCreated(trx, row.id, at)
    return { ok: true, id: row.id, username: row.username }
  })
}
