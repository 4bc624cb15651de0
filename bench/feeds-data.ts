import fs from 'node:fs'
import path from 'node:path'

// The nightly files of a national dealer, written line by line (never whole in memory): the part
// master with prices, the stock of every branch, and a manufacturer's supersession list. A second
// night's files change a few percent of the prices and most quantities; the '5 %' files differ
// from the file before them in every twentieth line (a price, a quantity), the usual night.

export const BRANCH_COUNT = 20

export const branchCode = (b: number) => `C${String(b).padStart(3, '0')}`
export const partNo = (i: number) =>
  `${String(10_000 + (i % 90_000)).padStart(5, '0')}${String.fromCharCode(65 + (i % 26))}${String(i).padStart(6, '0')}`

const NAMES = [
  'BRAKE PAD FR',
  'FILTER OIL',
  'SPARK PLUG',
  'BEARING HUB',
  'GASKET HEAD',
  'BELT TIMING',
  'SHOCK ABSORBER',
  'CLUTCH DISC',
]

export async function writeLines(file: string, header: string, count: number, line: (i: number) => string): Promise<void> {
  const out = fs.createWriteStream(file)
  const write = (text: string) => new Promise<void>((resolve) => (out.write(text) ? resolve() : out.once('drain', resolve)))
  await write(`${header}\n`)
  let chunk = ''
  for (let i = 0; i < count; i++) {
    chunk += `${line(i)}\n`
    if (chunk.length > 256 * 1024) {
      await write(chunk)
      chunk = ''
    }
  }
  await write(chunk)
  await new Promise<void>((resolve) => out.end(resolve))
}

export interface FeedFiles {
  catalogue: string
  catalogueNight2: string
  /** the next night's catalogue with 5 % of its prices changed */
  catalogueChanged: string
  stock: string
  /** the first night's stock with 5 % of its quantities changed */
  stockChanged: string
  stockNight2: string
  /** the next night's stock with 5 % of its quantities changed */
  stockNight2Changed: string
  supersessions: string
}

/** Writes the files under `dir`: `parts` parts, `stockRows` stock lines over the branches, `edges` supersessions. */
export async function writeFeedFiles(
  dir: string,
  sizes: { parts: number; stockRows: number; edges: number },
): Promise<FeedFiles> {
  const at = (name: string) => path.join(dir, name)
  const price = (i: number, night: number) => 10_000 + ((i * 7_919 + (night === 2 && i % 50 === 0 ? 13 : 0)) % 2_000_000)
  // every twentieth line of a '5 %' file differs from the file it follows
  const fivePercent = (n: number) => n % 20 === 7
  const part =
    (night: number, changed = false) =>
    (i: number) =>
      `${partNo(i)},${NAMES[i % NAMES.length]} ${i % 1000},${price(i, night) + (changed && fivePercent(i) ? 17 : 0)},/parts/${i % 40}.svg`
  const perBranch = Math.ceil(sizes.stockRows / BRANCH_COUNT)
  const stock =
    (night: number, changed = false) =>
    (n: number) => {
      const b = Math.floor(n / perBranch)
      const i = (n % perBranch) % sizes.parts
      return `${branchCode(b)},${partNo(i)},${((i * 31 + b * 7 + night * 3) % 40) + (changed && fivePercent(n) ? 41 : 0)},`
    }
  const files: FeedFiles = {
    catalogue: at('catalogue-night1.csv'),
    catalogueNight2: at('catalogue-night2.csv'),
    catalogueChanged: at('catalogue-night2-5pct.csv'),
    stock: at('stock-night1.csv'),
    stockChanged: at('stock-night1-5pct.csv'),
    stockNight2: at('stock-night2.csv'),
    stockNight2Changed: at('stock-night2-5pct.csv'),
    supersessions: at('supersessions.csv'),
  }
  await writeLines(files.catalogue, 'part_no,name,price,image_url', sizes.parts, part(1))
  await writeLines(files.catalogueNight2, 'part_no,name,price,image_url', sizes.parts, part(2))
  await writeLines(files.catalogueChanged, 'part_no,name,price,image_url', sizes.parts, part(2, true))
  await writeLines(files.stock, 'branch,part_no,qty,price', BRANCH_COUNT * perBranch, stock(1))
  await writeLines(files.stockChanged, 'branch,part_no,qty,price', BRANCH_COUNT * perBranch, stock(1, true))
  await writeLines(files.stockNight2, 'branch,part_no,qty,price', BRANCH_COUNT * perBranch, stock(2))
  await writeLines(files.stockNight2Changed, 'branch,part_no,qty,price', BRANCH_COUNT * perBranch, stock(2, true))
  // chains of two: an old number replaced by a newer one, that one by the part the catalogue has
  await writeLines(files.supersessions, 'old_part_no,new_part_no,type,effective_date', sizes.edges, (e) => {
    const chain = Math.floor(e / 2)
    const step = e % 2
    const oldNo = step === 0 ? `OLD${String(chain).padStart(7, '0')}` : `MID${String(chain).padStart(7, '0')}`
    const newNo = step === 0 ? `MID${String(chain).padStart(7, '0')}` : partNo(chain)
    return `${oldNo},${newNo},replace,2026-0${1 + step}-15`
  })
  return files
}
