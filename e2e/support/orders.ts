import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { addDays, jakartaDay } from '../../common/jakarta-time'

// Orders made for a journey through the API, so it starts where its story does.

export interface Part {
  id: number
  partNo: string
  stock: number
}

export async function csrfHeader(page: Page): Promise<Record<string, string>> {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf')?.value ?? ''
  return { 'X-CSRF-Token': csrf }
}

/**
 * Parts of the first catalogue page whose branch stock satisfies `wanted`, one per rule; never a
 * replaced number, which the cart would take as its current part.
 */
export async function pickParts(page: Page, wanted: Array<(stock: number) => boolean>): Promise<Part[]> {
  const page1: Array<{ id: number; sto_id: string; superseded_by: string | null }> = (
    await (await page.request.get('/api/products?page_size=35')).json()
  ).items
  const products = page1.filter((p) => p.superseded_by === null)
  const res = await page.request.post('/api/osc/qty', {
    data: { sto_ids: products.map((p) => p.sto_id) },
    headers: await csrfHeader(page),
  })
  const stock: Record<string, number> = await res.json()
  const chosen: Part[] = []
  for (const rule of wanted) {
    const found = products.find((p) => rule(stock[p.sto_id.toUpperCase()] ?? 0) && !chosen.some((c) => c.id === p.id))
    if (!found) throw new Error('no demo part with the stock this journey needs')
    chosen.push({ id: found.id, partNo: found.sto_id, stock: stock[found.sto_id.toUpperCase()] ?? 0 })
  }
  return chosen
}

/** The buyer's estimate through the API (the cart screen has its own journey): exactly these quantities. */
export async function createEstimate(page: Page, lines: Array<{ part: Part; qty: number }>): Promise<number> {
  const headers = await csrfHeader(page)
  for (const { part, qty } of lines) {
    await page.request.delete(`/api/cart/items/${part.id}`, { headers })
    expect((await page.request.post('/api/cart/items', { data: { product_id: part.id, qty }, headers })).ok()).toBe(true)
  }
  const res = await page.request.post('/api/cart/checkout', {
    data: { product_ids: lines.map((l) => l.part.id), note_user: 'Journey e2e' },
    headers,
  })
  expect(res.ok()).toBe(true)
  return (await res.json()).order_id
}

const READY = { sebagian: 2, indent: 4 } as const

/**
 * Staff confirm an estimate of two parts (part A the branch's stock of it: Sebagian; part B
 * nothing yet: Indent), the buyer places it and staff export it; answers its number.
 */
export async function confirmAndPlace(staff: APIRequestContext, buyer: Page, id: number, a: string, b: string, aStock: number) {
  const order = await (await staff.get(`/api/orders/${id}`)).json()
  const line = (partNo: string) => order.items.find((i: { nomor_part: string }) => i.nomor_part === partNo).order_detail_id
  const csrf = (await staff.storageState()).cookies.find((c) => c.name === 'csrf')?.value ?? ''
  const confirmed = await staff.post(`/api/orders/${id}/actions/kirim-konfirmasi`, {
    headers: { 'X-CSRF-Token': csrf },
    data: {
      confirm_lines: [
        { order_detail_id: line(a), qty_confirmed: aStock },
        { order_detail_id: line(b), qty_confirmed: 0 },
      ],
      statuses: [
        { order_detail_id: line(a), ready_status_id: READY.sebagian },
        { order_detail_id: line(b), ready_status_id: READY.indent },
      ],
      etas: [{ order_detail_id: line(b), eta: addDays(jakartaDay(new Date()), 21) }],
      resolve: { mode: 'proceed' },
    },
  })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
  const placed = await buyer.request.post(`/api/orders/${id}/actions/lanjut-pesan`, {
    headers: await csrfHeader(buyer),
    data: {
      order_lines: [
        { order_detail_id: line(a), qty_ordered: aStock },
        { order_detail_id: line(b), qty_ordered: 0 },
      ],
    },
  })
  expect(placed.status(), await placed.text()).toBe(200)
  const exported = await staff.post(`/api/orders/${id}/actions/export`, { headers: { 'X-CSRF-Token': csrf } })
  expect(exported.status(), await exported.text()).toBe(200)
  return order.nomor_invoice as string
}
