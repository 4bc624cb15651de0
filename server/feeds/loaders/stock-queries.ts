import { sql } from 'kysely'
import { PART_NO } from '#server/catalogue/index.ts'
import { STOCK_LOADED_CHANNEL } from '#server/stock/index.ts'
import type { FeedLoad, LoadContext } from './loader'
import { cellsInFileOrder, createStage, stageTable } from './stage-queries'

// The stock of the branches (columns branch, part_no, qty, optional price), for the embedded stock
// provider. Lines are staged in a temporary table as read; branches, parts and lines given twice
// are then checked for the whole file at once in SQL, and the good lines compared with the stock
// table (one hash join): only the lines that are new or whose quantity or price changed are
// written, in one statement. A night changes a few percent of the lines, and a row merely visited
// by an upsert is still locked and so written to disk. A branch whose lines were loaded, changed
// or not, gets its stock time (branch_stock_loads): 'Stok per …' on every screen that shows
// stock. A file without a price column keeps the OSC prices the branch has.

interface StockRow {
  branch: string
  part_no: string
  qty: number
  price: number | null
}

export function readStockLine(values: Record<string, string>): StockRow | string {
  const problems: string[] = []
  const branch = values.branch.toUpperCase()
  const partNo = values.part_no.toUpperCase()
  const price = values.price ?? ''
  if (branch === '' || branch.length > 40) problems.push(`branch tidak valid: "${values.branch}"`)
  if (!PART_NO.test(partNo)) problems.push(`part_no tidak valid: "${values.part_no}"`)
  if (!/^\d{1,9}$/.test(values.qty)) problems.push(`qty harus bilangan bulat >= 0: "${values.qty}"`)
  if (price !== '' && !/^\d{1,13}$/.test(price)) problems.push(`price harus bilangan bulat Rupiah >= 0: "${price}"`)
  if (problems.length > 0) return problems.join('; ')
  return { branch, part_no: partNo, qty: Number(values.qty), price: price === '' ? null : Number(price) }
}

const CELLS = { branch: 's.branch', part_no: 's.part_no', qty: 's.qty::text', price: "coalesce(s.price::text, '')" }

export async function stockLoader(ctx: LoadContext): Promise<FeedLoad<StockRow>> {
  const { db, jobId } = ctx
  const staged = stageTable(jobId, 'stock')
  const checked = stageTable(jobId, 'stock_checked')
  const twice = stageTable(jobId, 'stock_twice')
  // without a price column the branch's OSC prices stay; an empty cell in it clears one
  const withPrices = ctx.header.includes('price')
  const stage = await createStage<StockRow>(db, staged, [
    { name: 'branch', type: 'text' },
    { name: 'part_no', type: 'text' },
    { name: 'qty', type: 'integer' },
    { name: 'price', type: 'bigint', nullable: true },
  ])
  return {
    strict: false,
    read: readStockLine,
    stage,

    // branches and parts found for the whole file at once (hash joins), then lines given twice
    async checkAll(keep) {
      await sql`
        create temp table ${checked} as
        select s.line, s.branch, s.part_no, s.qty, s.price, b.id as branch_id, p.id as product_id
        from ${staged} s left join branches b on b.code = s.branch left join products p on p.sto_id = s.part_no
      `.execute(db)
      await sql`
        create temp table ${twice} as
        select branch, part_no, min(line) as first_line, max(line) as last_line
        from ${staged} group by branch, part_no having count(*) > 1
      `.execute(db)
      // the usual night: every branch and part known, no line twice, nothing more to look at
      const counted = await sql<{ unknown: number; twice: number }>`
        select (select count(*) from ${checked} where branch_id is null or product_id is null)::int as unknown,
          (select count(*) from ${twice})::int as twice
      `.execute(db)
      if (counted.rows[0].unknown === 0 && counted.rows[0].twice === 0) return 0
      await sql`
        insert into feed_job_rejects (job_id, line, reason, cells)
        select ${jobId}, line, concat_ws('; ',
            case when branch_id is null then format('cabang tidak dikenal: "%s"', s.branch) end,
            case when product_id is null then format('part tidak ditemukan: "%s"', s.part_no) end,
            case when t.branch is not null then format('baris ganda untuk cabang dan part yang sama (juga di baris %s)',
              case when line = t.first_line then t.last_line else t.first_line end) end),
          ${cellsInFileOrder(ctx.header, CELLS)}
        from ${checked} s left join ${twice} t on t.branch = s.branch and t.part_no = s.part_no
        where s.branch_id is null or s.product_id is null or t.branch is not null
        order by line limit ${keep}
      `.execute(db)
      // what is refused is not written: the checked lines left are the ones to merge
      const removed = await db.executeQuery(
        sql`
          delete from ${checked} s where s.branch_id is null or s.product_id is null
            or exists (select 1 from ${twice} t where t.branch = s.branch and t.part_no = s.part_no)
        `.compile(db),
      )
      return Number(removed.numAffectedRows ?? 0)
    },

    async write(trx) {
      const price = withPrices ? sql`excluded.price_osc` : sql`stock.price_osc`
      const filePrice = withPrices ? sql`c.price` : sql`s.price_osc`
      // the compare: lines whose row is missing or differs; the upsert's own condition stays, so
      // what it writes is what it wrote before
      const result = await sql<{ added: number; changed: number }>`
        with written as (
          insert into stock (branch_id, product_id, qty, price_osc, updated_at)
          select c.branch_id, c.product_id, c.qty, c.price, now()
          from ${checked} c left join stock s on s.branch_id = c.branch_id and s.product_id = c.product_id
          where s.branch_id is null or (s.qty, s.price_osc) is distinct from (c.qty, ${filePrice})
          on conflict (branch_id, product_id) do update
            set qty = excluded.qty, price_osc = ${price}, updated_at = excluded.updated_at
            where (stock.qty, stock.price_osc) is distinct from (excluded.qty, ${price})
          returning (xmax = 0) as inserted
        )
        select count(*) filter (where inserted)::int as added, count(*) filter (where not inserted)::int as changed from written
      `.execute(trx)
      await sql`
        insert into branch_stock_loads (branch_id, loaded_at, job_id)
        select distinct branch_id, ${ctx.sameAsFileTime ?? ctx.fileTime}::timestamptz, ${jobId}::int from ${checked}
        on conflict (branch_id) do update set loaded_at = excluded.loaded_at, job_id = excluded.job_id
      `.execute(trx)
      // heard once the load commits: the back-orders look for their parts in the new stock
      await sql`
        select pg_notify(${STOCK_LOADED_CHANNEL}, json_agg(distinct branch_id)::text) from ${checked} having count(*) > 0
      `.execute(trx)
      return result.rows[0]
    },

    async close() {
      for (const table of [staged, checked, twice]) await sql`drop table if exists ${table}`.execute(db)
    },
  }
}
