import fs from 'node:fs'
import type { APIRequestContext } from '@playwright/test'
import { formatDateTime } from '../common/format'
import { demo, login, newContextAs, staffApi } from './support'
import { expect, test } from './support/test'

// Last night's stock file at head office: demo.admin uploads JKT01's stock under Feed Data (250
// lines, two of them bad: under the 1% that would refuse the file), watches the job to its end,
// opens it and downloads the two rejected lines; demo.user, a buyer of JKT01, then finds a part
// that was out of stock available and one that was in stock gone, and the catalogue says
// 'Stok per …' with the upload's time. The file gives every other part the quantity it already
// had, and a second file puts the two parts back, so the journeys after this one find the demo's
// stock as it was.

interface Listed {
  sto_id: string
  available: boolean
}

async function csrfHeader(api: APIRequestContext): Promise<Record<string, string>> {
  const state = await api.storageState()
  return { 'X-CSRF-Token': state.cookies.find((c) => c.name === 'csrf')?.value ?? '' }
}

/** 250 parts of the buyer's catalogue (three pages), each with whether JKT01 has it. */
async function catalogueParts(buyer: APIRequestContext): Promise<Listed[]> {
  const parts: Listed[] = []
  let cursor: string | null = null
  for (let page = 0; page < 3; page++) {
    const query: Record<string, string> = { page_size: '100', order_by: 'sto_id' }
    if (cursor) query.cursor = cursor
    const res = await buyer.get('/api/products-osc', { params: query })
    expect(res.status()).toBe(200)
    const body = await res.json()
    parts.push(...(body.items as Listed[]))
    cursor = body.next_cursor
  }
  return parts.slice(0, 250)
}

/** JKT01's quantity of each part, as staff see it (50 parts a call). */
async function quantities(staff: APIRequestContext, partNos: string[]): Promise<Record<string, number>> {
  const qty: Record<string, number> = {}
  for (let i = 0; i < partNos.length; i += 50) {
    const res = await staff.post('/api/osc/qty', {
      data: { sto_ids: partNos.slice(i, i + 50) },
      headers: await csrfHeader(staff),
    })
    expect(res.status()).toBe(200)
    Object.assign(qty, await res.json())
  }
  return qty
}

test('head office loads a stock file with two bad lines, downloads them, and the buyer sees the new stock and its time', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const buyerApi = await staffApi(baseURL as string, demo.user)
  const staffApiCtx = await staffApi(baseURL as string, demo.seller)
  const parts = await catalogueParts(buyerApi)
  const qty = await quantities(
    staffApiCtx,
    parts.map((p) => p.sto_id),
  )
  const wasOut = parts.find((p) => !p.available) as Listed
  const wasIn = parts.find((p) => p.available) as Listed
  expect(wasOut && wasIn).toBeTruthy()
  const lines = parts.map((p) => {
    const next = p === wasOut ? 5 : p === wasIn ? 0 : (qty[p.sto_id] ?? 0)
    return `JKT01,${p.sto_id},${next}`
  })
  // the bad lines: a branch that does not exist, and a quantity that is not a number
  // no price column: the branch's OSC prices stay as they are
  const file = `branch,part_no,qty\n${lines.slice(0, 100).join('\n')}\nXYZ99,${wasOut.sto_id},3\n${lines.slice(100).join('\n')}\nJKT01,${wasIn.sto_id},=1+1\n`

  // ── head office uploads the file and watches its job ──
  await login(page, demo.admin)
  await page.getByRole('link', { name: 'Feed Data' }).first().click()
  await expect(page).toHaveURL('/admin/feeds')
  const card = page.locator('[data-feed-kind="stock"]')
  await card
    .locator('input[type="file"]')
    .setInputFiles({ name: 'stock-jkt01.csv', mimeType: 'text/csv', buffer: Buffer.from(file) })
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/admin/feeds/stock') && r.request().method() === 'POST')
  await card.getByRole('button', { name: 'Unggah' }).click()
  const job = await (await uploaded).json()
  expect(job).toMatchObject({ state: 'antrian', file_name: 'stock-jkt01.csv' })
  await expect(card.locator(`[data-job-id="${job.id}"]`)).toHaveAttribute('data-job-state', 'selesai', { timeout: 30_000 })
  await expect(card.getByText('0 ditambah, 2 diubah, 248 tidak berubah, 2 ditolak')).toBeVisible()

  // ── its two rejected lines, on screen and as a CSV ──
  await card.getByRole('button', { name: `Lihat job #${job.id}` }).click()
  const dialog = page.getByRole('dialog', { name: `Job #${job.id}` })
  await expect(dialog.getByText('Menampilkan 2 dari 2 baris ditolak.')).toBeVisible()
  await expect(dialog.getByText('cabang tidak dikenal: "XYZ99"')).toBeVisible()
  const downloading = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Unduh baris ditolak (CSV)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`baris-ditolak-job-${job.id}-stock-jkt01.csv`)
  const csv = fs
    .readFileSync((await download.path()) as string, 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
  expect(csv[0]).toBe('baris,alasan,branch,part_no,qty')
  expect(csv[1]).toBe(`102,"cabang tidak dikenal: ""XYZ99""",XYZ99,${wasOut.sto_id},3`)
  // the formula-looking quantity stays text for the spreadsheet
  expect(csv[2]).toBe(`253,"qty harus bilangan bulat >= 0: ""=1+1""",JKT01,${wasIn.sto_id},'=1+1`)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // ── the buyer sees the new stock and how old it is ──
  const { context: buyer, page: shop } = await newContextAs(browser, demo.user)
  const stamp = `Stok per ${formatDateTime(job.created_at)} WIB`
  for (const [part, word] of [
    [wasOut.sto_id, 'Stok ada'],
    [wasIn.sto_id, 'Stok kosong'],
  ]) {
    await shop.goto('/user/produk')
    const searchBox = shop.getByPlaceholder('Cari Part No / Nama…')
    await searchBox.fill(part)
    await searchBox.press('Enter')
    const found = shop.getByRole('article', { name: part, exact: true })
    await expect(found.getByText(word)).toBeVisible({ timeout: 10_000 })
    await expect(shop.getByText(stamp, { exact: true })).toBeVisible()
  }
  await buyer.close()

  // ── the two parts put back for the journeys after this one ──
  const restore = `branch,part_no,qty\nJKT01,${wasOut.sto_id},${qty[wasOut.sto_id] ?? 0}\nJKT01,${wasIn.sto_id},${qty[wasIn.sto_id]}\n`
  await card
    .locator('input[type="file"]')
    .setInputFiles({ name: 'stock-restore.csv', mimeType: 'text/csv', buffer: Buffer.from(restore) })
  await card.getByRole('button', { name: 'Unggah' }).click()
  await expect(card.getByText('0 ditambah, 2 diubah, 0 tidak berubah, 0 ditolak')).toBeVisible({ timeout: 30_000 })
  await buyerApi.dispose()
  await staffApiCtx.dispose()
})
