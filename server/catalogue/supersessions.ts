import { sql } from 'kysely'
import { SUPERSESSION_MAX_STEPS } from '../../common/supersession'
import type { Db } from '../db/connect'

// Resolution of replaced part numbers, in the database. The edge in effect for an old number is
// its latest one whose effective day (Jakarta) has come; a chain is followed from edge to edge
// up to SUPERSESSION_MAX_STEPS, never through a number twice (the feed refuses cycles, but a
// hand-written row must not make a query loop).

/** The active part that now answers for a number, when the number has been replaced. */
export interface CurrentPart {
  id: number
  sto_id: string
  name: string
  /** the list price, as a new estimate line takes it */
  price: number
  image_url: string | null
  /** replacements walked from the number asked for */
  steps: number
}

/**
 * The current part of each number that has been replaced: the newest number along its chain
 * that is an active part (a feed may name a successor the price list does not carry yet).
 * Numbers not replaced, or replaced by nothing sold here, are absent from the answer.
 */
export async function currentPartsOf(db: Db, partNos: string[], today: string): Promise<Map<string, CurrentPart>> {
  const unique = [...new Set(partNos.filter((p) => p !== ''))]
  if (unique.length === 0) return new Map()
  const { rows } = await sql<CurrentPart & { start: string }>`
    with recursive walk(start, part_no, steps, path) as (
      select s, s collate "C", 0, array[s collate "C"] from unnest(${unique}::text[]) as u(s)
      union all
      select w.start, e.new_part_no, w.steps + 1, w.path || e.new_part_no
      from walk w
      cross join lateral (
        select ps.new_part_no from part_supersessions ps
        where ps.old_part_no = w.part_no and ps.effective_date <= ${today}::date
        order by ps.effective_date desc, ps.id desc
        limit 1
      ) e
      where w.steps < ${SUPERSESSION_MAX_STEPS} and not (e.new_part_no = any(w.path))
    )
    select distinct on (w.start) w.start, p.id, p.sto_id, p.name, p.price, p.image_url, w.steps
    from walk w join products p on p.sto_id = w.part_no and p.is_active
    where w.steps > 0
    order by w.start, w.steps desc`.execute(db)
  return new Map(
    rows.map((r) => [
      r.start,
      { id: r.id, sto_id: r.sto_id, name: r.name, price: Number(r.price), image_url: r.image_url, steps: r.steps },
    ]),
  )
}

/**
 * The older numbers each part replaces, nearest first (its direct predecessors, then theirs),
 * through the edges in effect today.
 */
export async function olderNumbersOf(db: Db, partNos: string[], today: string): Promise<Map<string, string[]>> {
  const unique = [...new Set(partNos)]
  if (unique.length === 0) return new Map()
  const { rows } = await sql<{ target: string; part_no: string }>`
    with recursive back(target, part_no, steps, path) as (
      select t, t collate "C", 0, array[t collate "C"] from unnest(${unique}::text[]) as u(t)
      union all
      select b.target, ps.old_part_no, b.steps + 1, b.path || ps.old_part_no
      from back b
      join part_supersessions ps on ps.new_part_no = b.part_no and ps.effective_date <= ${today}::date
      where b.steps < ${SUPERSESSION_MAX_STEPS} and not (ps.old_part_no = any(b.path))
        -- only the edge in effect for that old number: a later edge may have sent it elsewhere
        and ps.id = (
          select x.id from part_supersessions x
          where x.old_part_no = ps.old_part_no and x.effective_date <= ${today}::date
          order by x.effective_date desc, x.id desc
          limit 1
        )
    )
    select target, part_no from back where steps > 0
    group by target, part_no
    order by target, min(steps), part_no`.execute(db)
  const older = new Map<string, string[]>()
  for (const r of rows) older.set(r.target, [...(older.get(r.target) ?? []), r.part_no])
  return older
}

/** Replaced numbers matching a part-number LIKE pattern (upper case, escaped), at most `limit`. */
export async function replacedNumbersLike(db: Db, pattern: string, today: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('part_supersessions')
    .select('old_part_no')
    .distinct()
    .where(sql<boolean>`old_part_no like ${pattern} escape '\\'`)
    .where(sql<boolean>`effective_date <= ${today}::date`)
    .orderBy('old_part_no')
    .limit(limit)
    .execute()
  return rows.map((r) => r.old_part_no)
}

/** Each part's lineage: the numbers it replaces and, if it was replaced, its current part. */
export interface Lineage {
  supersedes: string[]
  superseded_by: string | null
}

export async function lineageOf(db: Db, partNos: string[], today: string): Promise<Map<string, Lineage>> {
  const [older, current] = await Promise.all([olderNumbersOf(db, partNos, today), currentPartsOf(db, partNos, today)])
  return new Map(partNos.map((p) => [p, { supersedes: older.get(p) ?? [], superseded_by: current.get(p)?.sto_id ?? null }]))
}
