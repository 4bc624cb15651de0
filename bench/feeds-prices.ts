import path from 'node:path'
import { sql } from 'kysely'
import { FEED_COLUMNS } from '../common/feeds'
import type { DatabaseHandle } from '../server/db/connect'
import { partNo, writeLines } from './feeds-data'
import { givePartGroups } from './prices-data'

// A dealer's 'Harga Pelanggan' file (docs/product.md §10.10, §11.4) for the feeds bench: 200,000
// lines, 190,000 of them for 1,000 stores (190 each: a part-group line and 189 parts) and 10,000
// for 20 price groups (500 each: 50 part groups and 450 parts); a third net prices, the rest
// discounts; a tenth valid for 2026 and a tenth from a day on. No two lines of one target overlap,
// so the job (all or nothing) writes it all. The stores, their price groups and the parts' groups
// are put in the bench's own database before the file runs.

export const HARGA_STORES = 1_000
export const HARGA_PRICE_GROUPS = 20
export const HARGA_PART_GROUPS = 50
const STORE_LINES = 190
const GROUP_LINES = 500

const pad = (n: number, width: number) => String(n).padStart(width, '0')
const storeCode = (s: number) => `HB${pad(s, 5)}`
const priceGroup = (g: number) => `GRUP-${pad(g, 2)}`
const partGroup = (g: number) => `PG${pad(g, 2)}`

/** The line's terms: a net price or a discount (two decimals at most), and its validity days. */
function terms(n: number): string {
  const price = n % 3 === 0 ? `,${10_000 + ((n * 7_919) % 500_000)}` : `${n % 40}.${(n % 4) * 25},`
  const validity = n % 10 === 0 ? '2026-01-01,2026-12-31' : n % 10 === 5 ? '2026-07-01,' : ','
  return `${price},${validity}`
}

/** Writes the file under `dir` for a catalogue of `parts` parts (partNo's numbering); its path. */
export async function writeHargaFile(dir: string, parts: number): Promise<{ file: string; lines: number }> {
  const file = path.join(dir, 'harga-200k.csv')
  const { required, optional } = FEED_COLUMNS.harga
  const storeLines = HARGA_STORES * STORE_LINES
  const lines = storeLines + HARGA_PRICE_GROUPS * GROUP_LINES
  // distinct parts per store (and per group): j * stride stays under `parts`
  const storeStride = Math.max(1, Math.floor(parts / STORE_LINES))
  const groupStride = Math.max(1, Math.floor(parts / (GROUP_LINES - HARGA_PART_GROUPS)))
  await writeLines(file, [...required, ...optional].join(','), lines, (n) => {
    if (n < storeLines) {
      const s = n % HARGA_STORES
      const j = Math.floor(n / HARGA_STORES)
      const target = j === 0 ? `,${partGroup(s % HARGA_PART_GROUPS)}` : `${partNo((s * 37 + j * storeStride) % parts)},`
      return `toko,${storeCode(s)},${target},${terms(n)}`
    }
    const k = n - storeLines
    const g = k % HARGA_PRICE_GROUPS
    const i = Math.floor(k / HARGA_PRICE_GROUPS)
    const target =
      i < HARGA_PART_GROUPS ? `,${partGroup(i)}` : `${partNo((g * 101 + (i - HARGA_PART_GROUPS) * groupStride) % parts)},`
    return `grup,${priceGroup(g)},${target},${terms(n)}`
  })
  return { file, lines }
}

/** The file's stores (with their price groups) in the first branch, and a part group on every part. */
export async function preparePriceTargets(database: DatabaseHandle, databaseUrl: string): Promise<void> {
  const db = database.db
  const branch = await db.selectFrom('branches').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()
  await sql`
    insert into stores (branch_id, ibs_cust_code, name, description, created_at, price_group)
    select ${branch.id}, 'HB' || lpad(s::text, 5, '0'), 'BENGKEL HARGA ' || s, null, now(),
      'GRUP-' || lpad((s % ${HARGA_PRICE_GROUPS})::text, 2, '0')
    from generate_series(0, ${HARGA_STORES - 1}) as s
    on conflict (ibs_cust_code) do nothing`.execute(db)
  await sql`analyze stores`.execute(db)
  await givePartGroups(databaseUrl, HARGA_PART_GROUPS)
}
