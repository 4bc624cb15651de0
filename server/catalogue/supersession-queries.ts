import { type Insertable, type RawBuilder, sql } from 'kysely'
import { SUPERSESSION_MAX_STEPS } from '#common/supersession.ts'
import type { Db } from '../db/connect'
import type { PartSupersessionsTable } from './tables'

// The supersessions' SQL: resolution of replaced part numbers, and the feed's reads and writes. The edge in effect for an old number is
// its latest one whose effective day (Jakarta) has come; a chain is followed from edge to edge
// up to SUPERSESSION_MAX_STEPS, never through a number twice (the feed refuses cycles, but a
// hand-written row must not make a query loop). The walks are SQL fragments, so a catalogue
// search resolves the numbers it lists inside its own statement (search-queries.ts).

const MAX_STEPS = sql.lit(SUPERSESSION_MAX_STEPS)

/** The rest of a select from the edge in effect for `oldNo` on `day`, as `x`. */
function edgeInEffect(oldNo: RawBuilder<unknown>, day: string) {
  return sql`from part_supersessions x
    where x.old_part_no = ${oldNo} and x.effective_date <= ${day}::date
    order by x.effective_date desc, x.id desc
    limit 1`
}

/**
 * The body of `walk(start, part_no, steps, path)`: from each number `s` of the from-item
 * `starts` (named `u(s)`) along the edges in effect on `day`.
 */
export function forwardWalk(starts: RawBuilder<unknown>, day: string) {
  return sql`select s, s collate "C", 0, array[s collate "C"] from ${starts} as u(s)
    union all
    select w.start, e.new_part_no, w.steps + 1, w.path || e.new_part_no
    from walk w
    cross join lateral (select x.new_part_no ${edgeInEffect(sql`w.part_no`, day)}) e
    where w.steps < ${MAX_STEPS} and not (e.new_part_no = any(w.path))`
}

/**
 * The body of `back(target, part_no, steps, path)`: from each number of `starts` back to the
 * numbers it replaces, through only the edge in effect for each old number (a later edge may
 * have sent an old number elsewhere).
 */
function backwardWalk(starts: RawBuilder<unknown>, day: string) {
  return sql`select s, s collate "C", 0, array[s collate "C"] from ${starts} as u(s)
    union all
    select b.target, ps.old_part_no, b.steps + 1, b.path || ps.old_part_no
    from back b
    join part_supersessions ps on ps.new_part_no = b.part_no and ps.effective_date <= ${day}::date
    where b.steps < ${MAX_STEPS} and not (ps.old_part_no = any(b.path))
      and ps.id = (select x.id ${edgeInEffect(sql`ps.old_part_no`, day)})`
}

/**
 * The current part of each start of a `walk`: the newest number along its chain that is an
 * active part (a feed may name a successor the price list does not carry yet).
 */
export const CURRENT_OF_WALK = sql`select distinct on (w.start) w.start, p.id, p.sto_id, p.name, p.image_url, w.steps
  from walk w join products p on p.sto_id = w.part_no and p.is_active
  where w.steps > 0
  order by w.start, w.steps desc`

/**
 * Two columns for the part number `partNo` of an outer query: `superseded_by`, its current part
 * when it has been replaced, and `supersedes`, the older numbers it replaces, nearest first. Most
 * parts have neither: an index probe each way decides whether a walk is needed at all.
 */
export function lineageColumns(partNo: RawBuilder<unknown>, day: string) {
  const start = sql`(values (${partNo}))`
  return sql`case when exists (
        select 1 from part_supersessions x where x.old_part_no = ${partNo} and x.effective_date <= ${day}::date
      ) then (
        with recursive walk(start, part_no, steps, path) as (${forwardWalk(start, day)})
        select c.sto_id from (${CURRENT_OF_WALK}) c
      ) end as superseded_by,
    case when exists (
        select 1 from part_supersessions x where x.new_part_no = ${partNo} and x.effective_date <= ${day}::date
      ) then (
        with recursive back(target, part_no, steps, path) as (${backwardWalk(start, day)})
        select array_agg(o.part_no order by o.steps, o.part_no)
        from (select part_no, min(steps) as steps from back where steps > 0 group by part_no) o
      ) end as supersedes`
}

/** The active part that now answers for a number, when the number has been replaced. */
export interface CurrentPart {
  id: number
  sto_id: string
  name: string
  image_url: string | null
  /** replacements walked from the number asked for */
  steps: number
}

/**
 * The current part of each number that has been replaced. Numbers not replaced, or replaced by
 * nothing sold here, are absent from the answer.
 */
export async function currentPartsOf(db: Db, partNos: string[], today: string): Promise<Map<string, CurrentPart>> {
  const unique = [...new Set(partNos.filter((p) => p !== ''))]
  if (unique.length === 0) return new Map()
  const { rows } = await sql<CurrentPart & { start: string }>`
    with recursive walk(start, part_no, steps, path) as (${forwardWalk(sql`unnest(${unique}::text[])`, today)})
    ${CURRENT_OF_WALK}`.execute(db)
  return new Map(rows.map((r) => [r.start, { id: r.id, sto_id: r.sto_id, name: r.name, image_url: r.image_url, steps: r.steps }]))
}

/** Each part's lineage: the numbers it replaces and, if it was replaced, its current part. */
export interface Lineage {
  supersedes: string[]
  superseded_by: string | null
}

export async function lineageOf(db: Db, partNos: string[], today: string): Promise<Map<string, Lineage>> {
  const unique = [...new Set(partNos)]
  if (unique.length === 0) return new Map()
  const { rows } = await sql<{ part_no: string; supersedes: string[] | null; superseded_by: string | null }>`
    select u.s as part_no, ${lineageColumns(sql`u.s`, today)}
    from unnest(${unique}::text[]) as u(s)`.execute(db)
  return new Map(rows.map((r) => [r.part_no, { supersedes: r.supersedes ?? [], superseded_by: r.superseded_by }]))
}

/**
 * The CTE body of `matched_old(old_part_no)`: replaced numbers (in effect on `day`) matching a
 * part-number LIKE pattern (upper case, escaped), the first `limit` of them.
 */
export function replacedNumbersLikeCte(pattern: string, day: string, limit: number) {
  return sql`select distinct old_part_no from part_supersessions
    where old_part_no like ${pattern} escape '\\' and effective_date <= ${day}::date
    order by old_part_no
    limit ${sql.lit(limit)}`
}

export async function replacedNumbersLike(db: Db, pattern: string, today: string, limit: number): Promise<string[]> {
  const { rows } = await sql<{ old_part_no: string }>`${replacedNumbersLikeCte(pattern, today, limit)}`.execute(db)
  return rows.map((r) => r.old_part_no)
}

/** An edge as stored: the effective day as yyyy-mm-dd text. */
export type StoredEdge = { old_part_no: string; new_part_no: string; effective_date: string }

/** Every edge loaded so far, whatever its day (a feed is checked against all of them). */
export async function loadedEdges(db: Db): Promise<StoredEdge[]> {
  return db
    .selectFrom('part_supersessions')
    .select(['old_part_no', 'new_part_no', sql<string>`effective_date::text`.as('effective_date')])
    .execute()
}

/** Keeps other feed writers out until the transaction ends; searches still read. */
export async function lockSupersessions(trx: Db): Promise<void> {
  await sql`lock table part_supersessions in share row exclusive mode`.execute(trx)
}

/** Adds edges; one already loaded (same old number and day) is left as it is. */
export async function insertSupersessions(trx: Db, edges: Insertable<PartSupersessionsTable>[]): Promise<void> {
  await trx
    .insertInto('part_supersessions')
    .values(edges)
    .onConflict((oc) => oc.doNothing())
    .execute()
}

/** NOTIFY on `channel`, delivered to every instance when the transaction commits. */
export async function announce(trx: Db, channel: string): Promise<void> {
  await sql`select pg_notify(${channel}, '')`.execute(trx)
}

/** Every edge with its day, for the per-instance index of numbers (supersession-numbers.ts). */
export async function edgeDays(db: Db): Promise<Array<{ old_part_no: string; new_part_no: string; day: string }>> {
  const { rows } = await sql<{ old_part_no: string; new_part_no: string; day: string }>`
    select old_part_no, new_part_no, effective_date::text as day from part_supersessions`.execute(db)
  return rows
}
