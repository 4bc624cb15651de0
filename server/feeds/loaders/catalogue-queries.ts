import { sql } from 'kysely'
import { PART_NO } from '#server/catalogue/index.ts'
import { announcePricesChanged } from '#server/pricing/index.ts'
import type { FeedLoad, LoadContext } from './loader'
import { GROUP_CODE } from './price-lines'
import { cellsInFileOrder, createStage, stageTable } from './stage-queries'

// The part master with its prices (columns part_no, name, price, optional image_url and
// part_group), upserted by part number. Lines are staged as read, a part number given twice is
// found for the whole file in SQL, and the lines are compared with the parts (one hash join): only
// new parts and those whose name, price, picture or part group changed are written (a part the
// file lists again is active again), in one statement; a part merely visited by an upsert would
// still be locked and written to disk. Without an image_url column, the pictures the parts have
// stay; without a part_group column, their groups stay (an empty cell in it clears the group).
// A part group changed changes which agreements price the part (docs/product.md §10.10): the job
// announces it (announcePricesChanged) in its transaction.

interface PartRow {
  part_no: string
  name: string
  price: number
  image_url: string | null
  part_group: string | null
}

const IMAGE_URL = /^(\/|https:\/\/)[^\s"'<>]{1,300}$/

export function readPartLine(values: Record<string, string>): PartRow | string {
  const problems: string[] = []
  const partNo = values.part_no.toUpperCase()
  const image = values.image_url ?? ''
  const group = (values.part_group ?? '').toUpperCase()
  if (!PART_NO.test(partNo)) problems.push(`part_no tidak valid: "${values.part_no}"`)
  if (values.name === '' || values.name.length > 200) problems.push('name kosong atau lebih dari 200 karakter')
  if (!/^\d{1,13}$/.test(values.price)) problems.push(`price harus bilangan bulat Rupiah >= 0: "${values.price}"`)
  if (image !== '' && !IMAGE_URL.test(image)) problems.push('image_url tidak valid')
  if (group !== '' && !GROUP_CODE.test(group)) problems.push(`part_group tidak valid: "${values.part_group}"`)
  if (problems.length > 0) return problems.join('; ')
  return { part_no: partNo, name: values.name, price: Number(values.price), image_url: image || null, part_group: group || null }
}

const CELLS = {
  part_no: 's.part_no',
  name: 's.name',
  price: 's.price::text',
  image_url: "coalesce(s.image_url, '')",
  part_group: "coalesce(s.part_group, '')",
}

export async function catalogueLoader(ctx: LoadContext): Promise<FeedLoad<PartRow>> {
  const { db, jobId } = ctx
  const staged = stageTable(jobId, 'parts')
  const twice = stageTable(jobId, 'parts_twice')
  const withImages = ctx.header.includes('image_url')
  const withGroups = ctx.header.includes('part_group')
  const stage = await createStage<PartRow>(db, staged, [
    { name: 'part_no', type: 'text' },
    { name: 'name', type: 'text' },
    { name: 'price', type: 'bigint' },
    { name: 'image_url', type: 'text', nullable: true },
    { name: 'part_group', type: 'text', nullable: true },
  ])
  return {
    strict: false,
    read: readPartLine,
    stage,

    async checkAll(keep) {
      await sql`
        create temp table ${twice} as
        select part_no, min(line) as first_line, max(line) as last_line from ${staged} group by part_no having count(*) > 1
      `.execute(db)
      const twiceCount = await sql<{ n: number }>`select count(*)::int as n from ${twice}`.execute(db)
      if (twiceCount.rows[0].n === 0) return 0
      await sql`
        insert into feed_job_rejects (job_id, line, reason, cells)
        select ${jobId}, s.line,
          format('part_no %s ganda (juga di baris %s)', s.part_no, case when s.line = t.first_line then t.last_line else t.first_line end),
          ${cellsInFileOrder(ctx.header, CELLS)}
        from ${staged} s join ${twice} t on t.part_no = s.part_no order by s.line limit ${keep}
      `.execute(db)
      // a part number given twice is written from neither line
      const removed = await db.executeQuery(sql`delete from ${staged} s using ${twice} t where t.part_no = s.part_no`.compile(db))
      return Number(removed.numAffectedRows ?? 0)
    },

    async write(trx) {
      const image = withImages ? sql`excluded.image_url` : sql`products.image_url`
      const fileImage = withImages ? sql`s.image_url` : sql`p.image_url`
      const group = withGroups ? sql`excluded.part_group` : sql`products.part_group`
      const fileGroup = withGroups ? sql`s.part_group` : sql`p.part_group`
      // asked before the write, in its transaction: a new part with a group counts too
      const regrouped =
        withGroups &&
        (
          await sql<{ any: boolean }>`
            select exists (select 1 from ${staged} s left join products p on p.sto_id = s.part_no
              where p.part_group is distinct from s.part_group) as any
          `.execute(trx)
        ).rows[0].any
      // the compare: lines whose part is missing or differs; the upsert's own condition stays
      const result = await sql<{ added: number; changed: number }>`
        with written as (
          insert into products (sto_id, name, price, image_url, part_group)
          select s.part_no, s.name, s.price, s.image_url, s.part_group
          from ${staged} s left join products p on p.sto_id = s.part_no
          where p.id is null
            or (p.name, p.price, p.image_url, p.part_group, p.is_active) is distinct from (s.name, s.price, ${fileImage}, ${fileGroup}, true)
          on conflict (sto_id) do update
            set name = excluded.name, price = excluded.price, image_url = ${image}, part_group = ${group}, is_active = true,
              updated_at = now()
            where (products.name, products.price, products.image_url, products.part_group, products.is_active)
              is distinct from (excluded.name, excluded.price, ${image}, ${group}, true)
          returning (xmax = 0) as inserted
        )
        select count(*) filter (where inserted)::int as added, count(*) filter (where not inserted)::int as changed from written
      `.execute(trx)
      if (regrouped) await announcePricesChanged(trx)
      return result.rows[0]
    },

    async close() {
      await sql`drop table if exists ${staged}`.execute(db)
      await sql`drop table if exists ${twice}`.execute(db)
    },
  }
}
