import type { Db } from '../db/connect'

// The SQL of `npm run admin:create` (create-admin.ts): the first head-office account and its audit row.

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst()
  return row !== undefined
}

/** The account, or undefined when another command took the name first. */
export async function insertAdmin(
  trx: Db,
  account: { username: string; hash: string; first: string; last: string },
  at: Date,
): Promise<{ id: number; username: string } | undefined> {
  return (
    trx
      .insertInto('users')
      .values({
        username: account.username,
        password_hash: account.hash,
        roles: ['admin'],
        first_name: account.first,
        last_name: account.last,
        password_changed_at: at,
        created_at: at,
      })
      // two commands at once for one name: the unique index decides, the loser is told
      .onConflict((oc) => oc.column('username').doNothing())
      .returning(['id', 'username'])
      .executeTakeFirst()
  )
}

/** The audit row of an account made outside the portal (no actor, no branch). */
export async function recordAdminCreated(trx: Db, userId: number, at: Date): Promise<void> {
  await trx
    .insertInto('account_events')
    .values({
      user_id: userId,
      actor_id: null,
      action: 'created',
      detail: JSON.stringify({ via: 'command line', roles: ['admin'] }),
      created_at: at,
    })
    .execute()
}
