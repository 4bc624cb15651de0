// `npm run help:screenshots [-- <url>]`: photographs the buyer's screens for the help page
// (product.md §2.16) in headless Chromium at phone size and writes them, compressed, to web/public/help/
// under the names web/features/help/logic/shots.ts gives them. Run it again when a screen changes.
//
// Without a URL (argument or HELP_SCREENSHOTS_URL) it starts its own portal as `npm start` does, on
// a fresh demo database in a temporary folder, and stops it afterwards. With a URL it signs in as
// demo.user there; it fills that cart to photograph it and takes out again what it put in.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { type Browser, chromium, expect, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { startPortalProcess } from '../server/test/portal-process'
import { SHOT_FOLDER, SHOT_SIZE, SHOT_VIEWPORT, SHOTS, type ShotId } from '../web/features/help/logic/shots'

const ROOT = path.resolve(import.meta.dirname, '..')
const OUT_DIR = path.join(ROOT, 'web/public', SHOT_FOLDER)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const BUYER = { username: 'demo.user', password: 'demo1234' }
/** WebP quality: screens are flat colours and text; below ~55 letters start to smear. */
const QUALITY = 60
const WAIT = { timeout: 20_000 }

interface Portal {
  url: string
  stop(): Promise<void>
}

// ---- the portal ----------------------------------------------------------------------------

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0
  const st = fs.statSync(p)
  if (!st.isDirectory()) return st.mtimeMs
  // test files are not part of the build
  const entries = fs.readdirSync(p).filter((e) => !/\.test\.tsx?$/.test(e))
  return entries.reduce((newest, e) => Math.max(newest, newestMtime(path.join(p, e))), 0)
}

/** `npm start` builds the web app only when it is missing; pictures of yesterday's screens help nobody. */
function buildWebIfStale(): void {
  const index = path.join(ROOT, 'dist/web/index.html')
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0
  const web = path.join(ROOT, 'web')
  // web/public holds these very pictures: writing them must not make the app look stale
  const sources = [
    ...fs
      .readdirSync(web)
      .filter((e) => e !== 'public')
      .map((e) => path.join(web, e)),
    path.join(ROOT, 'common'),
    path.join(ROOT, 'vite.config.ts'),
  ]
  if (!sources.some((s) => newestMtime(s) > built)) return
  console.log('Membangun aplikasi web…')
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('npm run build gagal')
}

/** The portal as the server tests start it (server/test/portal-process.ts), on the real build. */
async function startPortal(): Promise<Portal> {
  buildWebIfStale()
  const portal = await startPortalProcess({ NODE_ENV: 'production', WEB_DIST: path.join(ROOT, 'dist/web') })
  console.log(`Menjalankan portal di ${portal.url} (database sementara)…`)
  const stop = async () => {
    portal.kill()
    await portal.exited
  }
  try {
    // a first start migrates and seeds on a busy 2-core machine
    await portal.waitUntilReady(180_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { url: portal.url, stop }
}

// ---- the screens -----------------------------------------------------------------------------

type Step = (page: Page) => Promise<void>

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

async function login(page: Page): Promise<void> {
  await page.goto('/login')
  await page
    .getByLabel(/username/i)
    .and(page.locator('input'))
    .fill(BUYER.username)
  await page
    .getByLabel(/password|kata sandi/i)
    .and(page.locator('input'))
    .fill(BUYER.password)
  await page.locator('form button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/login/, WAIT)
}

async function openCatalogue(page: Page): Promise<void> {
  await page.goto('/user/produk')
  await page.getByRole('button', { name: '1230A', exact: true }).click()
  await expect(page.getByText(/^Menampilkan \d+ dari \d+ produk/)).toBeVisible(WAIT)
}

/** Two quantities typed into the first cards: the bulk bar shows '+ Keranjang (2)'. */
async function typeQuantities(page: Page): Promise<void> {
  const cards = page.getByRole('article')
  await cards.nth(0).getByRole('textbox').fill('2')
  await cards.nth(1).getByRole('textbox').fill('4')
  await expect(page.getByRole('button', { name: '+ Keranjang (2)' })).toBeVisible()
}

/** Scrolls `target` to the top of the screen, just below the fixed header. */
async function scrollToTop(page: Page, target: Locator): Promise<void> {
  await target.first().evaluate((el) => el.scrollIntoView({ block: 'start' }))
  await page.evaluate(() => window.scrollBy(0, -72))
}

/** Part numbers of the catalogue, for an import file that finds them. */
async function knownParts(page: Page, count: number): Promise<string[]> {
  const res = await page.request.get(`/api/products?q=1770A&page_size=${count}`)
  const body = (await res.json()) as { items: { sto_id: string }[] }
  return body.items.map((p) => p.sto_id)
}

/** An order of the buyer's store in `bucket`, opened from its list as a person would. */
async function openFirstOrder(page: Page, bucket: string): Promise<void> {
  await page.goto(`/user/pesanan/${bucket}`)
  const first = page.locator('main').getByRole('link', { name: /DPO\// }).first()
  await first.click()
  await expect(page).toHaveURL(new RegExp(`/user/pesanan/${bucket}/\\d+`), WAIT)
  await expect(page.getByText('No. Transaksi').first()).toBeVisible(WAIT)
}

// In this order: the catalogue fills the cart that the cart's pictures show.
const STEPS: Record<ShotId, Step> = {
  produkCari: async (page) => {
    await page.goto('/user/produk')
    await expect(heading(page, 'Cari Produk')).toBeVisible(WAIT)
    await page.getByRole('searchbox', { name: 'Cari produk' }).fill('1230A*')
    await page.getByRole('searchbox', { name: 'Cari produk' }).blur()
  },
  produkFilter: async (page) => {
    await openCatalogue(page)
    await page.getByRole('button', { name: 'Filter & Sort' }).click()
    await expect(page.getByRole('checkbox', { name: 'Hanya Yang Ada' })).toBeVisible()
  },
  produkKatalog: async (page) => {
    await page.getByRole('button', { name: 'Filter & Sort' }).click()
    await page.evaluate(() => window.scrollTo(0, 0))
    await typeQuantities(page)
  },
  produkDetail: async (page) => {
    await page.getByRole('button', { name: '+ Keranjang (2)' }).click()
    await expect(page.getByText('Di keranjang: 2').first()).toBeVisible(WAIT)
    // a part with its picture, the third one of them: the first two are in the cart already
    const pictured = page.getByRole('article').filter({ has: page.locator('img') })
    await pictured.nth(2).getByRole('link').first().click()
    await expect(page.getByRole('button', { name: 'Keranjang', exact: true })).toBeVisible(WAIT)
    await page.getByRole('button', { name: 'Tambah jumlah' }).click()
  },
  keranjang: async (page) => {
    // the cart saves a change 400 ms after it is made: leave only once the server has it
    const saved = page.waitForResponse((r) => r.url().includes('/api/cart/items') && r.request().method() !== 'GET')
    await page.getByRole('button', { name: 'Keranjang', exact: true }).click()
    await saved
    await page.goto('/user/keranjang')
    await expect(page.getByTestId('cart-line').first()).toBeVisible(WAIT)
    const checkAll = page.getByRole('checkbox', { name: /^Pilih/ }).first()
    if (!(await checkAll.isChecked())) await checkAll.check()
  },
  keranjangEstimasi: async (page) => {
    await page.getByRole('button', { name: 'Kirim Estimasi' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
  },
  pesananBaru: async (page) => {
    await page.goto('/user/pesanan')
    await expect(heading(page, 'Buat Pesanan Baru')).toBeVisible(WAIT)
  },
  importUnggah: async (page) => {
    await page.goto('/user/pesanan/import')
    await expect(page.getByTestId('import-dropzone')).toBeVisible(WAIT)
  },
  importRingkasan: async (page) => {
    const [a, b, c] = await knownParts(page, 3)
    const csv = ['part_no,qty,catatan', `${a},4,stok bengkel`, `${b},2,`, `${a},1,`, `${c},x,`, 'ZZ999XX,3,'].join('\n')
    await page.getByLabel('Pilih file pesanan (.xlsx atau .csv)').setInputFiles({
      name: 'pesanan-bengkel.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    })
    await expect(page.getByText('Ringkasan pemeriksaan')).toBeVisible(WAIT)
    await page.getByText('Ringkasan pemeriksaan').scrollIntoViewIfNeeded()
  },
  pesananDaftar: async (page) => {
    await page.goto('/user/pesanan/konfirmasi')
    await expect(page.locator('main').getByRole('link', { name: /DPO\// }).first()).toBeVisible(WAIT)
  },
  pesananKonfirmasi: async (page) => {
    await openFirstOrder(page, 'konfirmasi')
    await expect(page.getByRole('button', { name: 'Lanjut Pesan' })).toBeEnabled(WAIT)
  },
  pesananRiwayat: async (page) => {
    await openFirstOrder(page, 'diproses')
    const history = page.getByRole('heading', { name: 'Riwayat Status' })
    await history.scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollBy(0, 120))
  },
  laporan: async (page) => {
    await page.goto('/user/laporan')
    await expect(page.getByText(/^Data per /)).toBeVisible(WAIT)
    await expect(page.getByText('Top 50 by frequency')).toBeVisible(WAIT)
  },
  laporanRepeat: async (page) => {
    await expect(page.getByText('Top 50 by frequency')).toBeVisible(WAIT)
    await scrollToTop(page, page.getByRole('tablist'))
  },
  laporanTimeline: async (page) => {
    // an order that went all the way, so the timeline has every step to show
    const res = await page.request.get('/api/orders?status=diproses&limit=1')
    const [order] = ((await res.json()) as { items: { noTransaksi: string }[] }).items
    await page.getByRole('tab', { name: 'Timeline' }).click()
    await page.getByRole('textbox', { name: 'Masukkan No. Transaksi' }).fill(order.noTransaksi)
    await page.getByRole('button', { name: 'Lihat', exact: true }).click()
    await expect(page.getByText('Diproses', { exact: true }).last()).toBeVisible(WAIT)
    await scrollToTop(page, page.getByRole('tablist'))
  },
  profil: async (page) => {
    await page.goto('/user/profile')
    await expect(page.getByRole('textbox', { name: 'Toko Terdaftar' })).toBeVisible(WAIT)
    // the account's fields, with the email and mobile that are set only once
    await scrollToTop(page, page.getByRole('heading', { name: 'Informasi Akun' }))
  },
  profilPassword: async (page) => {
    await page.getByRole('button', { name: 'Ganti Password' }).click()
    await expect(page.getByRole('dialog', { name: 'Ganti Password' })).toBeVisible()
  },
}

// ---- pictures --------------------------------------------------------------------------------

async function save(page: Page, id: ShotId): Promise<number> {
  // the portal's own notices (e.g. 'Item berhasil ditambahkan') would cover the screen
  await page.locator('.mantine-Notification-root').evaluateAll((els) => {
    for (const el of els) el.remove()
  })
  await page.waitForTimeout(400) // transitions and lazy pictures settle
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' })
  const file = path.join(OUT_DIR, SHOTS[id].file)
  await sharp(png).resize(SHOT_SIZE.width, SHOT_SIZE.height, { fit: 'fill' }).webp({ quality: QUALITY, effort: 6 }).toFile(file)
  return fs.statSync(file).size
}

interface CartLine {
  product_id: number
  qty: number
  description: string | null
}

async function cartLines(page: Page): Promise<CartLine[]> {
  const res = await page.request.get('/api/cart')
  return ((await res.json()) as { items: CartLine[] }).items
}

/** Puts a running portal's demo cart back as it was: out what the pictures put in, notes and qty back. */
async function restoreCart(page: Page, before: CartLine[]): Promise<void> {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf')?.value ?? ''
  const headers = { 'X-CSRF-Token': csrf }
  for (const line of await cartLines(page)) {
    const old = before.find((b) => b.product_id === line.product_id)
    const url = `/api/cart/items/${line.product_id}`
    if (!old) await page.request.delete(url, { headers })
    else if (old.qty !== line.qty || (old.description ?? '') !== (line.description ?? '')) {
      await page.request.patch(url, { headers, data: { qty: old.qty, description: old.description } })
    }
  }
}

async function capture(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext({
    baseURL: url,
    viewport: SHOT_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    reducedMotion: 'reduce',
  })
  const page = await context.newPage()
  await login(page)
  const before = await cartLines(page)
  fs.mkdirSync(OUT_DIR, { recursive: true })
  let total = 0
  try {
    for (const [id, step] of Object.entries(STEPS) as [ShotId, Step][]) {
      await step(page)
      const size = await save(page, id)
      total += size
      console.log(`${SHOTS[id].file.padEnd(26)} ${(size / 1024).toFixed(1).padStart(6)} KB`)
    }
    console.log(`${'total'.padEnd(26)} ${(total / 1024).toFixed(1).padStart(6)} KB di web/public/${SHOT_FOLDER}/`)
  } finally {
    await restoreCart(page, before)
    await context.close()
  }
}

async function main(): Promise<void> {
  const given = process.argv[2] ?? process.env.HELP_SCREENSHOTS_URL
  const portal: Portal = given ? { url: given.replace(/\/$/, ''), stop: async () => undefined } : await startPortal()
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    // --lang: date fields drawn the Indonesian way (dd/mm/yyyy) where Chromium has its Indonesian
    // locale installed (Debian: chromium-l10n); without it they stay mm/dd/yyyy
    args: [
      '--lang=id-ID',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  })
  try {
    await capture(browser, portal.url)
  } finally {
    await browser.close()
    await portal.stop()
  }
}

await main()
