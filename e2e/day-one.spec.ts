import { type ChildProcess, execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { csrfHeader, login } from './support'
import { expect, test } from './support/test'

// Day one at a real dealer, on a portal of its own started with SEED_DEMO=never: the first
// head-office account from the command line, a branch with its address, its staff, the part
// master and the branch's stock as feeds, the branch's existing customers from one file, and a
// buyer from that file ordering with the password from the sheet, after choosing his own.

const run = promisify(execFile)
const ADMIN = 'pusat.admin'
const ADMIN_PASSWORD = 'pusat-rahasia-1'
const STAFF = 'sby.staff'
const STAFF_GIVEN = 'Awal-sby-1'
const STAFF_OWN = 'staf-sby-milik'
const BUYER_OWN = 'bengkel-sby-9'
const PARTS = [
  ['SBY-1001', 'KAMPAS REM DEPAN', 185000],
  ['SBY-1002', 'FILTER OLI', 65000],
  ['SBY-1003', 'BUSI IRIDIUM', 120000],
] as const

let portal: { url: string; child: ChildProcess; output: () => string }
let dataDir: string

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** The environment of a dealer's install: the embedded database in its own folder, no demo data. */
function dealerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _none, ...env } = process.env
  return { ...env, DATA_DIR: dataDir, SEED_DEMO: 'never', LOG_LEVEL: 'warn', ...extra }
}

async function startPortal(): Promise<void> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: dealerEnv({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      // the app the journeys' own portal built
      WEB_DIST: path.resolve('dist/web'),
      SESSION_SECRET: 'day-one-session-secret-for-this-journey-only',
      LOGIN_RATE_PER_MINUTE: '1000',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const url = `http://127.0.0.1:${port}`
  portal = { url, child, output: () => output }
  await expect.poll(async () => (await fetch(`${url}/api/healthz`).catch(() => null))?.status, { timeout: 120_000 }).toBe(200)
}

test.beforeAll(async () => {
  test.setTimeout(240_000)
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-day-one-'))
  // 1. the first account, before the portal holds the folder (a scripted install: not a terminal)
  const made = await run(
    process.execPath,
    ['--import', 'tsx', 'server/admin/cli-create-admin.ts', '--username', ADMIN, '--first-name', 'Rina', '--last-name', 'Wati'],
    { env: dealerEnv({ ADMIN_PASSWORD }) },
  )
  expect(made.stdout).toContain('PUSAT.ADMIN dibuat')
  await startPortal()
  // an empty portal: no demo account is announced
  expect(portal.output()).not.toContain('Akun demo')
})

test.afterAll(async () => {
  portal?.child.kill('SIGTERM')
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

async function contextAs(browser: Browser, username: string, password: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: portal.url, locale: 'id-ID', timezoneId: 'Asia/Jakarta' })
  const page = await context.newPage()
  await login(page, username, password)
  return { context, page }
}

/** Uploads a feed file as head office and waits for its job to finish. */
async function loadFeed(page: Page, kind: 'catalogue' | 'stock', name: string, csv: string): Promise<void> {
  const res = await page.request.post(`/api/admin/feeds/${kind}`, {
    multipart: { file: { name, mimeType: 'text/csv', buffer: Buffer.from(csv) } },
    headers: await csrfHeader(page),
  })
  expect(res.ok(), await res.text()).toBe(true)
  const job = await res.json()
  await expect
    .poll(async () => (await (await page.request.get(`/api/admin/feeds/jobs/${job.id}`)).json()).job?.state ?? null, {
      timeout: 60_000,
    })
    .toBe('selesai')
}

/** The person signs in with a password someone else chose and must choose his own first. */
async function chooseOwnPassword(page: Page, given: string, own: string): Promise<void> {
  await expect(page).toHaveURL(/\/password-baru$/)
  await page.getByLabel('Password Saat Ini').fill(given)
  await page.getByLabel(/^Password Baru/).fill(own)
  await page.getByLabel('Konfirmasi Password Baru').fill(own)
  await page.getByRole('button', { name: 'Simpan Password' }).click()
}

async function sheetPasswords(file: string): Promise<Map<string, string>> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(file)
  const sheet = workbook.worksheets[0]
  const found = new Map<string, string>()
  let columns: { user: number; password: number } | null = null
  sheet.eachRow((row) => {
    const cells = Array.from(row.values as unknown[], (v) => String(v ?? '').toLowerCase())
    if (!columns) {
      const user = cells.indexOf('username')
      const password = cells.findIndex((c) => c.startsWith('kata sandi'))
      if (user > 0 && password > 0) columns = { user, password }
      return
    }
    found.set(cells[columns.user], String(row.getCell(columns.password).value))
  })
  return found
}

test('a dealer goes live: head office, a branch, its staff, its customers, and their first order', async ({ browser }) => {
  test.setTimeout(420_000)

  // 2. head office signs in and opens branch SBY01 with the address its papers carry
  const admin = await contextAs(browser, ADMIN, ADMIN_PASSWORD)
  const a = admin.page
  await expect(a).toHaveURL(/\/admin\/cabang$/)
  await a.getByRole('button', { name: 'Tambah Cabang' }).click()
  const branchDialog = a.getByRole('dialog', { name: 'Tambah Cabang' })
  await branchDialog.getByLabel('Kode Cabang').fill('sby01')
  await branchDialog.getByLabel('Nama Cabang').fill('DIPO Surabaya')
  await branchDialog.getByLabel('Alamat').fill('Jl. Rungkut Industri 12, Surabaya')
  await branchDialog.getByLabel('Telepon').fill('(031) 555-0101')
  await branchDialog.getByRole('button', { name: 'Simpan' }).click()
  await expect(a.getByText('Cabang SBY01 berhasil dibuat')).toBeVisible()

  // its first staff member (he chooses his own password at first sign-in: ticked by default)
  await a.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Staff' }).click()
  await a.getByRole('button', { name: 'Tambah Staff' }).click()
  const staffDialog = a.getByRole('dialog', { name: 'Tambah Staff' })
  await staffDialog
    .getByLabel(/^Cabang/)
    .and(staffDialog.locator('input'))
    .click()
  await a.getByRole('option', { name: /^SBY01 · / }).click()
  await staffDialog.getByLabel('Username').fill(STAFF)
  await staffDialog.getByLabel('Nama Depan').fill('Sari')
  await staffDialog.getByLabel('Nama Belakang').fill('Wulandari')
  await staffDialog.getByLabel(/^Password/).fill(STAFF_GIVEN)
  await staffDialog.getByLabel('Konfirmasi Password').fill(STAFF_GIVEN)
  await expect(staffDialog.getByLabel('Wajib ganti password saat login pertama')).toBeChecked()
  await staffDialog.getByRole('button', { name: 'Simpan' }).click()
  await expect(a.getByText(`Staff "${STAFF.toUpperCase()}" berhasil dibuat`)).toBeVisible()

  // the nightly files, loaded as head office would: the part master, then the branch's stock
  await loadFeed(a, 'catalogue', 'catalogue-awal.csv', `part_no,name,price\n${PARTS.map((p) => p.join(',')).join('\n')}\n`)
  await loadFeed(a, 'stock', 'stock-sby01.csv', `branch,part_no,qty\n${PARTS.map(([no]) => `SBY01,${no},40`).join('\n')}\n`)

  // 3. the staff member chooses his password and signs up the branch's customers from one file
  const staff = await contextAs(browser, STAFF, STAFF_GIVEN)
  const s = staff.page
  await chooseOwnPassword(s, STAFF_GIVEN, STAFF_OWN)
  await expect(s).toHaveURL(/\/seller\/pesanan\/estimasi$/, { timeout: 15_000 })
  await s.goto('/seller/manajemen-user/import')
  const customers = [
    'branch_code,ibs_cust_code,store_name,store_description,username,first_name,last_name,mobile,email',
    'SBY01,SBYBENGKEL1,BENGKEL MAJU JAYA,Rungkut,maju.budi,Budi,Santoso,081234567801,',
    'SBY01,SBYBENGKEL1,BENGKEL MAJU JAYA,Rungkut,maju.sari,Sari,Dewi,081234567802,',
    'SBY01,SBYTOKO2,TOKO SPAREPART ABADI,,abadi.joko,Joko,Susilo,081234567803,joko@contoh.id',
    'SBY01,SBYTOKO2,TOKO SPAREPART ABADI,,abadi.rini,Rini,Lestari,,',
    ',SBYMOTOR3,MOTOR SEHAT,Gubeng,sehat.agus,Agus,Salim,081234567805,',
  ].join('\n')
  await s
    .locator('input[type="file"]')
    .setInputFiles({ name: 'pelanggan-dms.csv', mimeType: 'text/csv', buffer: Buffer.from(customers) })
  // a chosen file is checked at once
  await expect(s.getByText('User baru').first()).toBeVisible({ timeout: 20_000 })
  await s.getByRole('button', { name: 'Simpan' }).click()
  await expect(s.getByRole('alert').filter({ hasText: /sekali/ })).toBeVisible({ timeout: 60_000 })
  const download = s.waitForEvent('download')
  await s.getByRole('button', { name: 'Unduh kata sandi awal (.xlsx)' }).click()
  const sheetFile = path.join(dataDir, 'kata-sandi-awal.xlsx')
  await (await download).saveAs(sheetFile)
  const passwords = await sheetPasswords(sheetFile)
  expect([...passwords.keys()].sort()).toEqual(['abadi.joko', 'abadi.rini', 'maju.budi', 'maju.sari', 'sehat.agus'])
  for (const password of passwords.values()) expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{12,}$/)

  // 4. a buyer from the sheet signs in, chooses his own password, and sends an estimate
  const buyer = await contextAs(browser, 'maju.budi', passwords.get('maju.budi') as string)
  const b = buyer.page
  await chooseOwnPassword(b, passwords.get('maju.budi') as string, BUYER_OWN)
  await expect(b).toHaveURL(/\/user\/produk$/, { timeout: 15_000 })
  await b.goto('/user/produk/all?q=SBY-100')
  for (const [partNo] of PARTS.slice(0, 2)) {
    const card = b.getByRole('article', { name: partNo, exact: true })
    await card.getByLabel(`Jumlah ${partNo}`, { exact: true }).fill('2')
  }
  // the cart tells the server 400 ms after the last change: both lines are in before the page is left
  let posted = 0
  const added = new Promise<void>((resolve) =>
    b.on('response', (res) => {
      if (res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/cart/items' && ++posted === 2) resolve()
    }),
  )
  await b.getByRole('region', { name: 'Tambah sekaligus' }).getByRole('button', { name: '+ Keranjang (2)' }).click()
  await expect(b.getByRole('link', { name: 'Keranjang, 2 item' })).toBeVisible()
  await added
  await b.goto('/user/keranjang')
  for (const [partNo] of PARTS.slice(0, 2)) await b.getByRole('checkbox', { name: `Pilih ${partNo}`, exact: true }).check()
  await b.getByRole('button', { name: 'Kirim Estimasi', exact: true }).click()
  await b.getByRole('dialog').getByRole('button', { name: 'Ya, Kirim Estimasi' }).click()
  await expect(b).toHaveURL(/\/user\/pesanan\/estimasi\/\d+$/, { timeout: 15_000 })
  const orderId = Number(new URL(b.url()).pathname.split('/').pop())

  // 5. the new branch's staff see it, confirm it, and its paper carries SBY01's letterhead
  await s.goto('/seller/pesanan/estimasi')
  await s
    .locator('main')
    .getByRole('link', { name: /^DPO\/SBY01\// })
    .first()
    .click()
  await expect(s).toHaveURL(`/seller/pesanan/estimasi/${orderId}`)
  await expect(s.getByTestId('order-lines')).toBeVisible({ timeout: 15_000 })
  await s.getByRole('button', { name: 'Kirim Konfirmasi' }).click()
  await expect(s).toHaveURL(`/seller/pesanan/konfirmasi/${orderId}`, { timeout: 15_000 })
  await s.evaluate(() => window.dispatchEvent(new Event('beforeprint')))
  const paper = s.getByTestId('print-document')
  await expect(paper).toContainText('DIPO Surabaya (cabang SBY01)')
  await expect(paper).toContainText('Jl. Rungkut Industri 12, Surabaya')
  await expect(paper).toContainText('(031) 555-0101')

  // the buyer sees his estimate confirmed
  await b.goto(`/user/pesanan/konfirmasi/${orderId}`)
  await expect(b.getByRole('button', { name: 'Lanjut Pesan' })).toBeVisible({ timeout: 15_000 })
  for (const context of [admin.context, staff.context, buyer.context]) await context.close()
})
