import { type RawBuilder, sql } from 'kysely'
import type { UserSort } from '#common/management.ts'
import { containsPattern } from '#common/search.ts'
import type { Db } from '../db/connect'
import type { NewUser } from './tables'

// Every statement of the user side of management, executor first. A user belongs to a branch
// when he is its staff (users.branch_id) or a buyer of one of its stores; every read and lock
// below is narrowed so in SQL, so another branch's user is simply not found.

/** The accounts the branch's staff manage: one index range (users.account_branch_id, 0003). */
export function inBranch(branchId: number) {
  return sql<boolean>`(u.account_branch_id = ${branchId})`
}

const isStaff = sql<boolean>`('seller' = any(u.roles))`
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g
const fullName = sql<string>`(u.first_name || ' ' || u.last_name)`
/**
 * Username, name and mobile joined by a unit separator (users.search_text, generated, with a
 * trigram index): the global search is one indexed ILIKE per user instead of three, and each
 * column filter is narrowed by the same index before its own column is checked.
 */
const ownFields = sql<string>`u.search_text` // lowercased by the database

/** ISO text written by the database, to the millisecond, as the other lists answer it. */
const createdAtIso = sql<string>`to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

function usersWithStores(db: Db) {
  return db.selectFrom('users as u').leftJoin('stores as s', 's.id', 'u.store_id')
}

const LIST_COLUMNS = [
  'u.id',
  'u.username',
  'u.first_name',
  'u.last_name',
  'u.roles',
  'u.mobile',
  's.name as store_name',
  's.ibs_cust_code as store_code',
  createdAtIso.as('created_at'),
  'u.is_salesman',
  'u.ibs_salesman_code',
  'u.is_active',
] as const

function selectListItem(db: Db) {
  return usersWithStores(db).select(LIST_COLUMNS)
}

export type UserListRow = Awaited<ReturnType<ReturnType<typeof selectListItem>['execute']>>[number]

// ---- the user list -------------------------------------------------------------------------

export interface UserListFilter {
  search?: string
  username?: string
  name?: string
  store?: string
  mobile?: string
  storeId?: number
}

export interface UserListOrder {
  sort: UserSort
  dir: 'asc' | 'desc'
  /** staff after buyers, whatever the sort (role_bottom=staff) */
  staffLast: boolean
}

/** Where the previous page ended: the staff flag (when staff go last), the sort key as text, the id. */
export interface UserListPosition {
  staff?: boolean
  key: string
  id: number
}

interface SortKey {
  /** what ORDER BY uses */
  order: RawBuilder<unknown>
  /** that value, read back from the page, as the text the cursor keeps */
  text: (value: RawBuilder<unknown>) => RawBuilder<string>
  /** the cursor's text back as a value comparable with `order` */
  value: (text: string) => RawBuilder<unknown>
}

const textKey = (expr: RawBuilder<string>): SortKey => ({
  order: expr,
  text: (value) => sql<string>`${value}`,
  value: (text) => sql`${text}::text`,
})

/** Empty rather than null, so a keyset comparison never meets a null. */
export const SORT_KEYS: Record<UserSort, SortKey> = {
  username: textKey(sql<string>`u.username`),
  name: textKey(sql<string>`lower(${fullName})`),
  role: textKey(sql<string>`(case when 'seller' = any(u.roles) then 'staff' else 'user' end)`),
  // kept on the user (migration 0006) so this sort reads an index in order
  store: textKey(sql<string>`u.store_name`),
  mobile: textKey(sql<string>`coalesce(u.mobile, '')`),
  // microseconds in the cursor: created_at is stored so, and a rounded key would skip or repeat rows
  created_at: {
    order: sql`u.created_at`,
    text: (value) => sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    value: (text) => sql`${text}::timestamptz`,
  },
}

/** A case-insensitive contains-match on text the database keeps lowercased. */
function containsLower(expr: RawBuilder<unknown>, text: string) {
  return sql<boolean>`${expr} like ${containsPattern(text.toLowerCase())} escape '\\'`
}

/**
 * Users of the branch's stores whose name or code contains `text`. Names and codes are stored
 * uppercased, so a plain LIKE on the uppercased text does. The stores are found first (a couple
 * of thousand rows), so every part of a search is a condition on users alone.
 */
function inStoresMatching(branchId: number, text: string) {
  const pattern = containsPattern(text.toUpperCase())
  // IN over an uncorrelated subquery is a hashed lookup per user; `= any(array(…))` was a scan
  // of the array per user, 138 ms when a search matched all 2,000 codes of a branch
  return sql<boolean>`u.store_id in (
    select st.id from stores st
    where st.branch_id = ${branchId} and (st.name like ${pattern} escape '\\' or st.ibs_cust_code like ${pattern} escape '\\'))`
}

/** The list's filters as one condition (null when there are none), texts matched literally. */
function filterCondition(branchId: number, filter: UserListFilter): RawBuilder<boolean> | null {
  const all: RawBuilder<boolean>[] = []
  const any = (parts: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(parts, sql` or `)})`
  if (filter.storeId !== undefined) all.push(sql<boolean>`u.store_id = ${filter.storeId}`)
  // each column filter is narrowed by the indexed search text first, then checked on its column
  if (filter.username) all.push(containsLower(ownFields, filter.username), containsLower(sql`u.username`, filter.username))
  if (filter.name) all.push(containsLower(ownFields, filter.name), containsLower(sql`lower(${fullName})`, filter.name))
  if (filter.mobile) all.push(containsLower(ownFields, filter.mobile), containsLower(sql`u.mobile`, filter.mobile))
  if (filter.store) all.push(inStoresMatching(branchId, filter.store))
  if (filter.search) {
    // the unit separator cannot be in the text (control characters are refused at the door, and
    // dropped here again), so no match spans two fields
    const text = filter.search.replace(CONTROL, '')
    if (text) all.push(any([containsLower(ownFields, text), inStoresMatching(branchId, text)]))
  }
  return all.length === 0 ? null : sql<boolean>`(${sql.join(all, sql` and `)})`
}

/** Rows strictly after `after` in the list's order: the lexicographic comparison, written out. */
function afterPosition(order: UserListOrder, after: UserListPosition) {
  const sortKey = SORT_KEYS[order.sort]
  const op = sql.raw(order.dir === 'asc' ? '>' : '<')
  const key = sortKey.value(after.key)
  let condition = sql<boolean>`(${sortKey.order} ${op} ${key} or (${sortKey.order} = ${key} and u.id ${op} ${after.id}))`
  if (order.staffLast) {
    const staff = sql`${after.staff ?? false}::boolean`
    condition = sql<boolean>`(${isStaff} > ${staff} or (${isStaff} = ${staff} and ${condition}))`
  }
  return condition
}

/**
 * One page of the branch's users. The page is chosen first from the bare rows (a branch has
 * some 20,000 users to sort); only its rows are then formatted: to_char over every candidate
 * was most of the call's time.
 */
export function listUsersQuery(
  db: Db,
  branchId: number,
  filter: UserListFilter,
  order: UserListOrder,
  after: UserListPosition | null,
  limit: number,
) {
  const sortKey = SORT_KEYS[order.sort]
  let page = usersWithStores(db)
    .select([sql<number>`u.id`.as('id'), isStaff.as('is_staff'), sortKey.order.as('sort_value')])
    .where(inBranch(branchId))
  const filtered = filterCondition(branchId, filter)
  if (filtered) page = page.where(filtered)
  if (after) page = page.where(afterPosition(order, after))
  if (order.staffLast) page = page.orderBy(isStaff, 'asc')
  page = page.orderBy(sortKey.order, order.dir).orderBy('u.id', order.dir).limit(limit)

  const sortValue = sql.ref('p.sort_value')
  let query = db
    .selectFrom(page.as('p'))
    .innerJoin('users as u', 'u.id', 'p.id')
    .leftJoin('stores as s', 's.id', 'u.store_id')
    .select(LIST_COLUMNS)
    .select(['p.is_staff', sortKey.text(sortValue).as('sort_key')])
  if (order.staffLast) query = query.orderBy('p.is_staff', 'asc')
  return query.orderBy(sortValue, order.dir).orderBy('p.id', order.dir)
}

// ---- one user ------------------------------------------------------------------------------

export async function findUser(db: Db, branchId: number, id: number) {
  return selectListItem(db)
    .select(['u.email', 'u.address', 'u.landline', 'u.description', 'u.avatar_id'])
    .where('u.id', '=', id)
    .where(inBranch(branchId))
    .executeTakeFirst()
}

/** The users of one store for its detail, staff last, newest first. */
export async function storeUsers(db: Db, storeId: number, limit: number) {
  return selectListItem(db)
    .where('u.store_id', '=', storeId)
    .orderBy(isStaff, 'asc')
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(limit)
    .execute()
}

/**
 * An account the branch's staff may act on: of their branch, and not of head office. An account
 * also holding the admin role is head office's to manage: staff resetting its password would
 * take over head office.
 */
const manageable = (branchId: number) => sql<boolean>`(${inBranch(branchId)} and not ('admin' = any(u.roles)))`

/** Whether staff of the branch may act on the account; another branch's or head office's is not. */
export async function isManageable(db: Db, branchId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.id', '=', id)
    .where(manageable(branchId))
    .executeTakeFirst()
  return row !== undefined
}

/** Locks the user row for an action; another branch's user, or head office's, is not found. */
export async function lockUser(trx: Db, branchId: number, id: number) {
  return trx
    .selectFrom('users as u')
    .select(['u.id', 'u.is_active'])
    .where('u.id', '=', id)
    .where(manageable(branchId))
    .forUpdate()
    .executeTakeFirst()
}

export async function usernameExists(db: Db, username: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst()
  return row !== undefined
}

export async function insertUser(trx: Db, values: NewUser) {
  return trx.insertInto('users').values(values).returning(['id', 'username']).executeTakeFirstOrThrow()
}

/**
 * A new password set by staff or head office: failed attempts and a lock are forgiven with it;
 * `mustChange` says whether the person must replace it at his next sign-in.
 */
export async function storeResetPassword(trx: Db, id: number, hash: string, at: Date, mustChange: boolean): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      password_hash: hash,
      password_changed_at: at,
      failed_login_count: 0,
      locked_until: null,
      must_change_password: mustChange,
    })
    .where('id', '=', id)
    .execute()
}

export async function setActive(trx: Db, id: number, active: boolean): Promise<void> {
  await trx.updateTable('users').set({ is_active: active }).where('id', '=', id).execute()
}

// ---- the history ---------------------------------------------------------------------------

export const ACCOUNT_EVENTS_SHOWN = 50

/** A user's history, newest first, with who did it. */
export async function userEvents(db: Db, userId: number) {
  return db
    .selectFrom('account_events as e')
    .leftJoin('users as a', 'a.id', 'e.actor_id')
    .select(['e.action', 'e.created_at', 'a.username as actor'])
    .where('e.user_id', '=', userId)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(ACCOUNT_EVENTS_SHOWN)
    .execute()
}
