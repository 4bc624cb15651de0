import { type Insertable, sql } from 'kysely'
import {
  OPEN_STATES,
  PART_REQUEST_LIST_LIMIT,
  type PartRequestFilter,
  type PartRequestState,
} from '#common/part-request-rules.ts'
import { containsPattern } from '#common/search.ts'
import type { Db } from '../db/connect'
import type { PartRequestsTable } from './tables'

// The statements of 'Tanya Part': every read and write names the viewer's scope (his store, or
// his branch), so another place's request is as absent as one that never was.

export type RequestScope = { kind: 'store'; storeId: number } | { kind: 'branch'; branchId: number }

const scopeSql = (scope: RequestScope) =>
  scope.kind === 'store' ? sql`r.store_id = ${scope.storeId}` : sql`r.branch_id = ${scope.branchId}`

const stateSql = (filter: PartRequestFilter) => {
  if (filter === 'semua') return sql`true`
  if (filter === 'terbuka') return sql`r.state = any(${[...OPEN_STATES]}::text[])`
  return sql`r.state = ${filter}`
}

export interface SummaryRow {
  id: string
  state: PartRequestState
  vehicle_model: string
  vehicle_year: number
  need: string
  qty: number
  toko: string
  kode_toko: string
  created_at: Date
  updated_at: Date
  photo_count: number
}

const summaryColumns = sql`r.id, r.state, r.vehicle_model, r.vehicle_year, r.need, r.qty, s.name as toko,
  s.ibs_cust_code as kode_toko, r.created_at, r.updated_at,
  (select count(*)::int from part_request_photos p where p.request_id = r.id) as photo_count`

/** One page of the viewer's requests, newest first, and how many there are in all. */
export async function listRequests(
  db: Db,
  scope: RequestScope,
  filter: { state: PartRequestFilter; store?: string; page: number },
): Promise<{ rows: SummaryRow[]; total: number }> {
  const store = filter.store
    ? sql`and (s.name ilike ${containsPattern(filter.store)} or s.ibs_cust_code ilike ${containsPattern(filter.store)})`
    : sql``
  const where = sql`${scopeSql(scope)} and ${stateSql(filter.state)} ${store}`
  const offset = (filter.page - 1) * PART_REQUEST_LIST_LIMIT
  const [rows, count] = await Promise.all([
    sql<SummaryRow>`
      select ${summaryColumns}
      from part_requests r join stores s on s.id = r.store_id
      where ${where}
      order by r.created_at desc, r.id desc
      limit ${PART_REQUEST_LIST_LIMIT} offset ${offset}
    `.execute(db),
    sql<{ n: number }>`select count(*)::int as n from part_requests r join stores s on s.id = r.store_id where ${where}`.execute(
      db,
    ),
  ])
  return { rows: rows.rows, total: count.rows[0].n }
}

/** What waits for the viewer: staff, the branch's Baru; buyers, the store's Dijawab. */
export async function waitingCount(db: Db, scope: RequestScope): Promise<number> {
  const state = scope.kind === 'branch' ? 'baru' : 'dijawab'
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from part_requests r where ${scopeSql(scope)} and r.state = ${state}
  `.execute(db)
  return rows[0].n
}

export interface RequestRow extends SummaryRow {
  store_id: number
  branch_id: number
  vin: string | null
  version: number
}

/** One request of the viewer's scope; with `lock`, its row is held until the transaction ends. */
export async function requestInScope(db: Db, scope: RequestScope, id: number, lock = false): Promise<RequestRow | undefined> {
  const { rows } = await sql<RequestRow>`
    select ${summaryColumns}, r.store_id, r.branch_id, r.vin, r.version
    from part_requests r join stores s on s.id = r.store_id
    where r.id = ${id} and ${scopeSql(scope)}
    ${lock ? sql`for update of r` : sql``}
  `.execute(db)
  return rows[0]
}

/** The request a buyer sent with this form key, if one was (a second press of 'Kirim ke Cabang'). */
export async function requestOfKey(db: Db, userId: number, clientKey: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('part_requests')
    .select('id')
    .where('created_by', '=', userId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst()
  return row ? Number(row.id) : undefined
}

/** A new request; undefined when this buyer's form key is taken (the same press, twice). */
export async function insertRequest(trx: Db, values: Insertable<PartRequestsTable>): Promise<number | undefined> {
  const row = await trx
    .insertInto('part_requests')
    .values(values)
    .onConflict((oc) => oc.columns(['created_by', 'client_key']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return row ? Number(row.id) : undefined
}

/** The request's new state; its version grows by one. */
export async function moveRequest(
  trx: Db,
  id: number,
  change: { state: PartRequestState; at: Date; answered?: boolean; closed?: boolean },
): Promise<void> {
  await trx
    .updateTable('part_requests')
    .set((eb) => ({
      state: change.state,
      version: eb('version', '+', 1),
      updated_at: change.at,
      ...(change.answered
        ? { first_answered_at: eb.fn.coalesce('first_answered_at', sql<Date>`${change.at}::timestamptz`) }
        : {}),
      ...(change.closed ? { closed_at: change.at } : {}),
    }))
    .where('id', '=', id)
    .execute()
}

export async function insertMessage(
  trx: Db,
  message: { request_id: number; author_id: number; side: 'user' | 'seller'; body: string; created_at: Date },
): Promise<number> {
  const row = await trx.insertInto('part_request_messages').values(message).returning('id').executeTakeFirstOrThrow()
  return Number(row.id)
}

export async function insertLines(
  trx: Db,
  lines: { request_id: number; message_id: number; product_id: number; qty: number; note: string | null }[],
): Promise<void> {
  if (lines.length > 0) await trx.insertInto('part_request_lines').values(lines).execute()
}

export interface MessageRow {
  id: string
  side: 'user' | 'seller'
  author: string | null
  body: string
  created_at: Date
}

export async function messagesOf(db: Db, requestId: number): Promise<MessageRow[]> {
  const { rows } = await sql<MessageRow>`
    select m.id, m.side, nullif(trim(u.first_name || ' ' || u.last_name), '') as author, m.body, m.created_at
    from part_request_messages m left join users u on u.id = m.author_id
    where m.request_id = ${requestId}
    order by m.id
  `.execute(db)
  return rows
}

export interface LineRow {
  message_id: string
  product_id: number
  part_no: string
  name: string
  unit: string
  qty: number
  note: string | null
}

export async function linesOf(db: Db, requestId: number): Promise<LineRow[]> {
  const { rows } = await sql<LineRow>`
    select l.message_id, l.product_id, p.sto_id as part_no, p.name, p.unit, l.qty, l.note
    from part_request_lines l join products p on p.id = l.product_id
    where l.request_id = ${requestId}
    order by l.id
  `.execute(db)
  return rows
}

/** The lines of the branch's latest answer that named parts: what 'Tambah ke Keranjang' adds. */
export async function latestAnswerLines(db: Db, requestId: number): Promise<{ part_no: string; qty: number }[]> {
  const { rows } = await sql<{ part_no: string; qty: number }>`
    select p.sto_id as part_no, l.qty
    from part_request_lines l join products p on p.id = l.product_id
    where l.message_id = (select max(message_id) from part_request_lines where request_id = ${requestId})
    order by l.id
  `.execute(db)
  return rows
}
