import { csrfHeader, demo, login, snap } from './support'
import { expect, test } from './support/test'

// Ordering again: a buyer on a phone opens a processed order, puts it back in his cart with
// 'Pesan Lagi' and sends it as a new estimate; the order's WhatsApp link carries its number and
// lines. demo.user2 (BDG01) keeps this journey apart from the ones that count demo.user's cart.

test.use({ viewport: { width: 390, height: 844 } })

test("a buyer opens a Diproses order, 'Pesan Lagi', and sends the new estimate", async ({ page }) => {
  test.setTimeout(90_000)
  await login(page, demo.user2)
  await page.request.delete('/api/cart', { headers: await csrfHeader(page) })
  const list = await (await page.request.get('/api/orders?status=diproses')).json()
  const id: number = list.items[0].id
  const detail = await (await page.request.get(`/api/orders/${id}`)).json()
  const partNos: string[] = detail.items.map((i: { nomor_part: string }) => i.nomor_part)

  await page.goto(`/user/pesanan/diproses/${id}`)
  await expect(page.getByTestId('order-status')).toContainText('Diproses')
  // the WhatsApp message names the order and every line
  const share = page.getByRole('link', { name: 'Bagikan ke WhatsApp' })
  const text = decodeURIComponent(new URL((await share.getAttribute('href')) ?? '').searchParams.get('text') ?? '')
  expect(text).toContain(`No. Transaksi: ${detail.nomor_invoice}`)
  for (const partNo of partNos) expect(text).toContain(`- ${partNo} × `)

  await page.getByRole('button', { name: 'Pesan Lagi' }).click()
  const result = page.getByTestId('pesan-lagi-result')
  await expect(result.getByText(/part masuk keranjang/)).toBeVisible()
  await snap(page, 'pesan-lagi-result-phone')
  const cart = await (await page.request.get('/api/cart')).json()
  const added: Array<{ sto_id: string; qty: number }> = cart.items.map((i: { sto_id: string; qty: number }) => ({
    sto_id: i.sto_id,
    qty: i.qty,
  }))
  expect(added.length).toBeGreaterThan(0)
  await result.getByRole('link', { name: 'Buka Keranjang' }).click()
  await expect(page).toHaveURL('/user/keranjang')

  for (const { sto_id } of added) await page.getByRole('checkbox', { name: `Pilih ${sto_id}` }).check()
  await page.getByRole('button', { name: 'Kirim Estimasi', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Ya, Kirim Estimasi' }).click()
  await expect(page).toHaveURL(/\/user\/pesanan\/estimasi\/\d+$/, { timeout: 10_000 })
  const estimateId = Number(new URL(page.url()).pathname.split('/').pop())
  const estimate = await (await page.request.get(`/api/orders/${estimateId}`)).json()
  expect(
    estimate.items
      .map((i: { nomor_part: string; qty_estimasi: number }) => ({ sto_id: i.nomor_part, qty: i.qty_estimasi }))
      .sort((a: { sto_id: string }, b: { sto_id: string }) => a.sto_id.localeCompare(b.sto_id)),
  ).toEqual([...added].sort((a, b) => a.sto_id.localeCompare(b.sto_id)))
})
