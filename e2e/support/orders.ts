import { expect, type Page } from '@playwright/test'

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
