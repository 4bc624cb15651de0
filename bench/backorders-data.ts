import { sql } from 'kysely'
import pg from 'pg'
import { loadConfig } from '../server/config'
import type { Db } from '../server/db/connect'
import { printTable } from './lib'

// The back-order lines a dealer has after two years (docs/product.md §13.1), written over the
// generated orders: every Diproses order's Kosong, Indent, Inactive and Sebagian lines leave what
// their export left (estimate minus confirmed, the rule of server/backorders/remainders.ts),
// opened when the order was exported (its updated_at). Lines of the last 60 days are open (a
// twelfth of them Stok Tersedia); older ones were mostly ordered again (into the store's next
// order) or given up, and a few were forgotten and are still waiting ('Lama'). The state of a line
// is drawn from a hash of its order line, so every run writes the same lines.

const OPEN_DAYS = 60
const REASON = 'Part sudah didapat dari tempat lain'

const HISTORY_SQL = `
  with left_over as (
    select i.id as order_item_id, i.order_id, o.branch_id, o.store_id, i.product_id, i.part_no, i.part_name,
      i.qty_estimasi - coalesce(i.qty_confirmed, 0) as qty, r.code as ready_code,
      case when r.code = 'indent' then i.eta end as eta, o.updated_at as created_at, o.created_by,
      mod(abs(hashint8(i.id)::int8), 1000) as dice,
      o.updated_at > now() - make_interval(days => $1) as recent
    from orders o
      join order_items i on i.order_id = o.id
      join ready_statuses r on r.id = i.ready_status_id
    where o.status = 4 and r.code in ('kosong', 'indent', 'inactive', 'sebagian')
      and i.qty_estimasi > coalesce(i.qty_confirmed, 0)
  ), drawn as (
    select l.*, case
        when l.recent then case when l.dice < 80 then 'stok_tersedia' else 'menunggu' end
        when l.dice < 15 then 'menunggu'
        when l.dice < 570 then 'dipesan_ulang'
        else 'dibatalkan'
      end as wanted
    from left_over l
  ), placed as (
    -- ordered again: into the store's next order after the line was opened (none: given up)
    select d.*, nx.id as next_id, nx.created_at as next_at, nx.created_by as next_by
    from drawn d left join lateral (
      select o2.id, o2.created_at, o2.created_by from orders o2
      where d.wanted = 'dipesan_ulang' and o2.store_id = d.store_id and o2.created_at > d.created_at
      order by o2.created_at, o2.id limit 1
    ) nx on true
  )
  insert into backorder_lines (order_id, order_item_id, branch_id, store_id, product_id, part_no, part_name, qty,
    ready_code, eta, state, available_qty, available_at, reorder_id, cancel_reason, closed_by, closed_at, created_at)
  select p.order_id, p.order_item_id, p.branch_id, p.store_id, p.product_id, p.part_no, p.part_name, p.qty,
    p.ready_code, p.eta, s.state,
    case when s.state = 'stok_tersedia' then 1 + p.dice % 6 end,
    case when s.state = 'stok_tersedia' then greatest(p.created_at, now() - (p.dice % 72) * interval '1 hour') end,
    case when s.state = 'dipesan_ulang' then p.next_id end,
    case when s.state = 'dibatalkan' and p.dice % 4 = 0 then $2 end,
    case s.state when 'dipesan_ulang' then p.next_by when 'dibatalkan' then p.created_by end,
    case s.state when 'dipesan_ulang' then p.next_at
      when 'dibatalkan' then least(now(), p.created_at + (1 + p.dice % 20) * interval '1 day') end,
    p.created_at
  from placed p
    cross join lateral (
      select case when p.wanted = 'dipesan_ulang' and p.next_id is null then 'dibatalkan' else p.wanted end as state
    ) s
  on conflict (order_item_id) do nothing`

/**
 * Writes the history once, on a connection of its own (no statement timeout), and analyses the
 * table for the planner. Lines of orders older than 90 days exist only if written here (an export
 * writes lines of the order it exports, and back-orders did not exist back then): that is the mark.
 */
export async function ensureBackorderHistory(databaseUrl = loadConfig().databaseUrl): Promise<{ written: number; ms: number }> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const mark = await client.query(`
      select 1 from backorder_lines bl join orders o on o.id = bl.order_id
      where o.updated_at < now() - interval '90 days' limit 1`)
    if (mark.rows.length > 0) return { written: 0, ms: 0 }
    const started = Date.now()
    const result = await client.query(HISTORY_SQL, [OPEN_DAYS, REASON])
    await client.query('vacuum analyze backorder_lines')
    return { written: result.rowCount ?? 0, ms: Date.now() - started }
  } finally {
    await client.end()
  }
}

export interface BackorderPlaces {
  branchId: number
  branchCode: string
  /** a seller of that branch (staff only: one with two roles would first choose one), demo.user's password */
  staff: string
  storeId: number
  storeCode: string
  /** the store's first buyer */
  buyer: string
}

/** The branch with the most open lines that has staff, and the store of it with the most open lines that has a buyer. */
export async function busiestPlaces(db: Db): Promise<BackorderPlaces> {
  const branch = await db
    .selectFrom('backorder_lines as bl')
    .innerJoin('branches as b', 'b.id', 'bl.branch_id')
    .innerJoin('users as u', (join) => join.onRef('u.branch_id', '=', 'bl.branch_id').on('u.is_active', '=', true))
    .select(['b.id', 'b.code'])
    .select((eb) => eb.fn.min('u.username').as('staff'))
    .where('bl.state', 'in', ['menunggu', 'stok_tersedia'])
    .where(sql<boolean>`u.roles = array['seller']`)
    .groupBy(['b.id', 'b.code'])
    .orderBy((eb) => eb.fn.count('bl.id').distinct(), 'desc')
    .executeTakeFirst()
  if (!branch) throw new Error('no open back-order line in a branch with staff: is the dataset seeded (npm run db:seed)?')
  const store = await db
    .selectFrom('backorder_lines as bl')
    .innerJoin('stores as s', 's.id', 'bl.store_id')
    .select(['s.id', 's.ibs_cust_code'])
    .select((eb) =>
      eb
        .selectFrom('users as u')
        .select('u.username')
        .whereRef('u.store_id', '=', 's.id')
        .where('u.is_active', '=', true)
        .where(sql<boolean>`u.roles = array['user']`)
        .orderBy('u.id')
        .limit(1)
        .as('buyer'),
    )
    .where('bl.branch_id', '=', branch.id)
    .where('bl.state', 'in', ['menunggu', 'stok_tersedia'])
    .groupBy(['s.id', 's.ibs_cust_code'])
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .limit(20)
    .execute()
  const busy = store.find((s) => s.buyer)
  if (!busy?.buyer) throw new Error(`no store of branch ${branch.code} with open lines has a buyer`)
  return {
    branchId: branch.id,
    branchCode: branch.code,
    staff: branch.staff as string,
    storeId: busy.id,
    storeCode: busy.ibs_cust_code,
    buyer: busy.buyer,
  }
}

/** Lines per state: all of them, the branch's and the store's. */
export async function printLineCounts(db: Db, places: BackorderPlaces): Promise<void> {
  const rows = await db
    .selectFrom('backorder_lines')
    .select(['state'])
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      eb.fn.count<number>('id').filterWhere('branch_id', '=', places.branchId).as('branch'),
      eb.fn.count<number>('id').filterWhere('store_id', '=', places.storeId).as('store'),
    ])
    .groupBy('state')
    .orderBy('state')
    .execute()
  const total = (key: 'all' | 'branch' | 'store') => rows.reduce((sum, r) => sum + Number(r[key]), 0)
  printTable(
    'Back-order lines by state',
    ['state', 'all', `branch ${places.branchCode}`, `store ${places.storeCode}`],
    [
      ...rows.map((r) => [r.state, Number(r.all), Number(r.branch), Number(r.store)]),
      ['total', total('all'), total('branch'), total('store')],
    ],
  )
}
