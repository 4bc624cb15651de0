import { sql } from 'kysely'
import type { Db } from '../server/db/connect'

// One large dealer branch for the accounts benchmark: 2,000 workshops and 20,000 people (ten per
// store and a few hundred staff), written by PostgreSQL itself (generate_series), so it takes
// seconds. Idempotent: a second run finds the branch full and adds nothing.

export const BENCH_BRANCH = 'BENCH1'
export const BENCH_STAFF = 'bench.staff'

const WORDS = ['MAJU', 'JAYA', 'SUMBER', 'MOTOR', 'SINAR', 'ABADI', 'BERKAH', 'MULIA', 'SENTOSA', 'RAYA', 'TEKNIK', 'SAKTI']
const NAMES = ['Budi', 'Agus', 'Rina', 'Sari', 'Dewi', 'Andi', 'Joko', 'Tono', 'Yudi', 'Wati', 'Eko', 'Putri', 'Hadi', 'Nur']

export async function ensureAccountsBranch(db: Db, target: { stores: number; users: number }): Promise<number> {
  const template = await db
    .selectFrom('users')
    .select('password_hash')
    .where('username', '=', 'demo.seller')
    .executeTakeFirstOrThrow()
  await sql`insert into branches (code, name) values (${BENCH_BRANCH}, 'DIPO Bench') on conflict (code) do nothing`.execute(db)
  const branch = await db.selectFrom('branches').select('id').where('code', '=', BENCH_BRANCH).executeTakeFirstOrThrow()
  const words = sql.val(WORDS)
  const names = sql.val(NAMES)
  await sql`
    insert into stores (branch_id, ibs_cust_code, name, description, created_at)
    select ${branch.id}, 'BN' || lpad(i::text, 6, '0'),
           'BENGKEL ' || (${words}::text[])[1 + i % 12] || ' ' || (${words}::text[])[1 + (i / 12) % 12] || ' ' || i,
           case when i % 3 = 0 then 'Pelanggan cabang bench' end,
           now() - (i % 900) * interval '1 day'
    from generate_series(1, ${target.stores}) as i
    on conflict (ibs_cust_code) do nothing`.execute(db)
  const staffCount = Math.round(target.users / 100)
  const buyers = target.users - staffCount
  await sql`
    insert into users (username, password_hash, roles, store_id, branch_id, first_name, last_name, mobile, is_salesman, ibs_salesman_code, created_at)
    select 'bn.user' || i, ${template.password_hash}, array['user'],
           (select id from stores where ibs_cust_code = 'BN' || lpad((1 + i % ${target.stores})::text, 6, '0')),
           null,
           (${names}::text[])[1 + i % 14], (${names}::text[])[1 + (i / 14) % 14],
           '0812' || lpad((i * 7919 % 100000000)::text, 8, '0'), false, null,
           now() - (i % 1000) * interval '1 day' - (i % 86400) * interval '1 second'
    from generate_series(1, ${buyers}) as i
    on conflict (username) do nothing`.execute(db)
  await sql`
    insert into users (username, password_hash, roles, store_id, branch_id, first_name, last_name, mobile, is_salesman, ibs_salesman_code, created_at)
    select case when i = 1 then ${BENCH_STAFF} else 'bn.staff' || i end, ${template.password_hash}, array['seller'], null, ${branch.id},
           (${names}::text[])[1 + i % 14], 'Staf', '0813' || lpad(i::text, 8, '0'), i % 4 = 0,
           case when i % 4 = 0 then 'S' || lpad(i::text, 4, '0') end, now() - i * interval '1 day'
    from generate_series(1, ${staffCount}) as i
    on conflict (username) do nothing`.execute(db)
  await sql`analyze users`.execute(db)
  await sql`analyze stores`.execute(db)
  return branch.id
}
