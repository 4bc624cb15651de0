import { sql } from 'kysely'
import type { Db } from '#server/db/connect.ts'
import { announcePricesChanged } from '#server/pricing/index.ts'
import type { FeedLoad, LoadContext } from './loader'
import { type PriceLine, readPriceLine } from './price-lines'
import { cellsInFileOrder, createStage, stageTable } from './stage-queries'

// The customers' own prices ('Harga Pelanggan', docs/product.md §10.10): each line an agreement
// of one store (toko, by its IBS code) or one price group (grup) on one part or one part group.
// Lines are staged as read (price-lines.ts checks each alone); the codes, parts and groups are
// then found for the whole file at once in SQL, and lines of one target whose validity overlaps
// are found in one sort. All or nothing: a price list is only right when all of it is, and a
// partial one would end the agreements of its refused lines. The file is the whole list of every
// (scope, code) it names: that code's agreements missing from it are removed, the others compared
// with the table (one hash join) and only the new or different written. A change is announced
// (announcePricesChanged) in the job's transaction, for every instance to price again.

const CELLS = {
  scope: 's.scope',
  code: 's.code',
  part_no: "coalesce(s.part_no, '')",
  part_group: "coalesce(s.part_group, '')",
  discount_percent: "coalesce(trim_scale(s.discount_bp / 100.0)::text, '')",
  net_price: "coalesce(s.net_price::text, '')",
  valid_from: "coalesce(s.valid_from::text, '')",
  valid_to: "coalesce(s.valid_to::text, '')",
}

// An agreement's key, as the unique index of migration 0015 has it: the table's columns compared
// with the staged line's key columns, on the same expressions (a hash join, and the upsert's target)
const AGREEMENT_KEY = sql.raw(
  "scope, coalesce(store_id, 0), coalesce(price_group, ''), coalesce(product_id, 0), coalesce(part_group, ''), coalesce(valid_from, '-infinity'::date)",
)
const sameAgreement = (a: string, c: string) =>
  sql.raw(
    `${a}.scope = ${c}.scope and coalesce(${a}.store_id, 0) = ${c}.k_store and coalesce(${a}.price_group, '') = ${c}.k_group` +
      ` and coalesce(${a}.product_id, 0) = ${c}.k_product and coalesce(${a}.part_group, '') = ${c}.k_part_group` +
      ` and coalesce(${a}.valid_from, '-infinity'::date) = ${c}.k_from`,
  )

/** Finds each line's store, price group, part and part group, and each line whose validity overlaps another's. */
async function findProblems(db: Db, staged: ReturnType<typeof stageTable>, checked: typeof staged, overlap: typeof staged) {
  // groups exist while a store or a part carries them: one distinct list each, hash-joined
  await sql`
    create temp table ${checked} as
    select s.*, st.id as store_id, case when s.scope = 'grup' then s.code end as price_group, p.id as product_id,
      (s.scope = 'toko' and st.id is null) as unknown_store,
      (s.scope = 'grup' and g.price_group is null) as unknown_group,
      (s.part_no is not null and p.id is null) as unknown_part,
      (s.part_group is not null and pg.part_group is null) as unknown_part_group,
      coalesce(st.id, 0) as k_store, case when s.scope = 'grup' then s.code else '' end as k_group,
      coalesce(p.id, 0) as k_product, coalesce(s.part_group, '') as k_part_group,
      coalesce(s.valid_from, '-infinity'::date) as k_from
    from ${staged} s
    left join stores st on s.scope = 'toko' and st.ibs_cust_code = s.code
    left join (select distinct price_group from stores where price_group is not null) g on s.scope = 'grup' and g.price_group = s.code
    left join products p on p.sto_id = s.part_no
    left join (select distinct part_group from products where part_group is not null) pg on pg.part_group = s.part_group
  `.execute(db)
  // Lines of one target sorted by their first day: a line overlaps another when an earlier one
  // ends on or after its first day (the latest end before it tells), or the next one starts on
  // or before its last day. One sort, whatever the file: never a pair of lines at a time. The
  // other line named is that next one, or the earlier one with the latest end (its day and line
  // packed in one text, so that one max() finds both).
  await sql`
    create temp table ${overlap} as
    select line, case when next_start <= stop then next_line else right(prev_best, 10)::int end as other_line
    from (
      select line, start, stop, lead(start) over w as next_start, lead(line) over w as next_line,
        max(to_char(stop, 'YYYYMMDD') || lpad(line::text, 10, '0')) over (w rows between unbounded preceding and 1 preceding) as prev_best
      from (
        select line, scope, code, coalesce(part_no, '') as part_no, coalesce(part_group, '') as part_group,
          coalesce(valid_from, date '0001-01-01') as start, coalesce(valid_to, date '9999-12-31') as stop
        from ${staged}
      ) k
      window w as (partition by scope, code, part_no, part_group order by start, line)
    ) o
    where next_start <= stop or left(prev_best, 8) >= to_char(start, 'YYYYMMDD')
  `.execute(db)
}

export async function priceLoader(ctx: LoadContext): Promise<FeedLoad<PriceLine>> {
  const { db, jobId } = ctx
  const staged = stageTable(jobId, 'prices')
  const checked = stageTable(jobId, 'prices_checked')
  const overlap = stageTable(jobId, 'prices_overlap')
  const stage = await createStage<PriceLine>(db, staged, [
    { name: 'scope', type: 'text' },
    { name: 'code', type: 'text' },
    { name: 'part_no', type: 'text', nullable: true },
    { name: 'part_group', type: 'text', nullable: true },
    { name: 'discount_bp', type: 'integer', nullable: true },
    { name: 'net_price', type: 'bigint', nullable: true },
    { name: 'valid_from', type: 'date', nullable: true },
    { name: 'valid_to', type: 'date', nullable: true },
  ])
  return {
    strict: true,
    read: readPriceLine,
    stage,

    async checkAll(keep) {
      await findProblems(db, staged, checked, overlap)
      const bad = sql`(s.unknown_store or s.unknown_group or s.unknown_part or s.unknown_part_group or o.line is not null)`
      const counted = await sql<{ n: number }>`
        select count(*)::int as n from ${checked} s left join ${overlap} o on o.line = s.line where ${bad}
      `.execute(db)
      if (counted.rows[0].n === 0) return 0
      await sql`
        insert into feed_job_rejects (job_id, line, reason, cells)
        select ${jobId}, s.line, left(concat_ws('; ',
            case when s.unknown_store then format('toko tidak dikenal: "%s"', s.code) end,
            case when s.unknown_group then format('grup harga tidak dikenal: "%s"', s.code) end,
            case when s.unknown_part then format('part tidak ditemukan: "%s"', s.part_no) end,
            case when s.unknown_part_group then format('grup part tidak dikenal: "%s"', s.part_group) end,
            case when o.line is not null then
              format('masa berlaku tumpang tindih untuk code dan part yang sama (juga di baris %s)', o.other_line) end), 1000),
          ${cellsInFileOrder(ctx.header, CELLS)}
        from ${checked} s left join ${overlap} o on o.line = s.line
        where ${bad}
        order by s.line limit ${keep}
      `.execute(db)
      // the kind is strict: one refused line and the job writes nothing, so none is removed here
      return counted.rows[0].n
    },

    async write(trx) {
      // the codes the file names keep only the agreements it lists
      const removed = await trx.executeQuery(
        sql`
          delete from price_agreements a
          using (select distinct scope, k_store, k_group from ${checked}) f
          where a.scope = f.scope and coalesce(a.store_id, 0) = f.k_store and coalesce(a.price_group, '') = f.k_group
            and not exists (select 1 from ${checked} c where ${sameAgreement('a', 'c')})
        `.compile(trx),
      )
      // the compare: lines whose agreement is missing or differs; the upsert's own condition stays
      const result = await sql<{ added: number; changed: number }>`
        with written as (
          insert into price_agreements
            (scope, store_id, price_group, product_id, part_group, discount_bp, net_price, valid_from, valid_to, job_id, updated_at)
          select c.scope, c.store_id, c.price_group, c.product_id, c.part_group, c.discount_bp, c.net_price,
            c.valid_from, c.valid_to, ${jobId}::int, now()
          from ${checked} c left join price_agreements a on ${sameAgreement('a', 'c')}
          where a.id is null or (a.discount_bp, a.net_price, a.valid_to) is distinct from (c.discount_bp, c.net_price, c.valid_to)
          on conflict (${AGREEMENT_KEY}) do update
            set discount_bp = excluded.discount_bp, net_price = excluded.net_price, valid_to = excluded.valid_to,
              job_id = excluded.job_id, updated_at = excluded.updated_at
            where (price_agreements.discount_bp, price_agreements.net_price, price_agreements.valid_to)
              is distinct from (excluded.discount_bp, excluded.net_price, excluded.valid_to)
          returning (xmax = 0) as inserted
        )
        select count(*) filter (where inserted)::int as added, count(*) filter (where not inserted)::int as changed from written
      `.execute(trx)
      const counts = { ...result.rows[0], removed: Number(removed.numAffectedRows ?? 0) }
      // an unchanged list changes no price: nobody needs to price again
      if (counts.added + counts.changed + counts.removed > 0) await announcePricesChanged(trx)
      return counts
    },

    async close() {
      for (const table of [staged, checked, overlap]) await sql`drop table if exists ${table}`.execute(db)
    },
  }
}
