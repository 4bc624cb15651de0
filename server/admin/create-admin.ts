import { checkFirstName, checkLastName, checkNewPassword, checkNewUsername } from '../../common/account-rules'
import { hashPassword, type ScryptParams } from '../auth'
import type { Db } from '../db/connect'

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
  const exists = await db.selectFrom('users').select('id').where('username', '=', username.value).executeTakeFirst()
  if (exists) return taken()
  const hash = await hashPassword(password.value, scrypt)
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({
        username: username.value,
        password_hash: hash,
        roles: ['admin'],
        store_id: null,
        branch_id: null,
        first_name: first.value,
        last_name: last.value,
        email: null,
        mobile: null,
        address: null,
        landline: null,
        description: null,
        ibs_salesman_code: null,
        avatar_id: null,
        locked_until: null,
        password_changed_at: at,
        created_by: null,
        created_at: at,
      })
      // two commands at once for one name: the unique index decides, the loser is told
      .onConflict((oc) => oc.column('username').doNothing())
      .returning(['id', 'username'])
      .executeTakeFirst()
    if (!row) return taken()
    await trx
      .insertInto('account_events')
      .values({
        user_id: row.id,
        store_id: null,
        actor_id: null,
        action: 'created',
        detail: JSON.stringify({ via: 'command line', roles: ['admin'] }),
        created_at: at,
      })
      .execute()
    return { ok: true, id: row.id, username: row.username }
  })
}
