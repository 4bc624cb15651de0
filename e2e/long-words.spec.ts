import type { APIRequestContext, Page } from '@playwright/test'
import { csrfHeader, demo, login, newContextAs, pickParts } from './support'
import { expect, test } from './support/test'

// Text that cannot break a page: a 100-character note without a space (the longest a note may be,
// product.md §5.3) on a line, on the order and in the cart wraps inside its box. The order's table,
// its cards, the lists and the cart stay within the screen at a desk and at 360 px, and the printed
// order keeps Subtotal and Total on the A4 sheet. BDG01's accounts keep this journey apart from the
// ones that count demo.user's cart.

const LONG = 'GUDANGBELAKANGRAKNOMORTIGA'.repeat(4).slice(0, 100)
const DESK = { width: 1280, height: 800 }
const PHONE = { width: 360, height: 740 }
/** A4's width less the sheet's 12 mm margins (print.module.css), in CSS pixels */
const A4_CONTENT_PX = Math.floor(((210 - 24) / 25.4) * 96)

/** How far the page reaches past the right edge of the screen (0 when nothing sticks out). */
function overflowX(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

/** Where an element's right edge is, in CSS pixels from the left of the page. */
async function rightEdge(page: Page, testId: string): Promise<number> {
  const box = await page.getByTestId(testId).boundingBox()
  return box ? box.x + box.width : Number.POSITIVE_INFINITY
}

async function expectInside(page: Page, what: string) {
  // soft: a run shows every place that breaks, not only the first
  expect.soft(await overflowX(page), `${what}: the page is wider than the screen`).toBeLessThanOrEqual(0)
}

/** The buyer's estimate with the long word as a line's note and as the order's note. */
async function estimateWithLongNotes(page: Page): Promise<{ id: number; partNo: string; productId: number }> {
  const [part] = await pickParts(page, [(s) => s >= 2 && s <= 990])
  const headers = await csrfHeader(page)
  await page.request.delete(`/api/cart/items/${part.id}`, { headers })
  const added = await page.request.post('/api/cart/items', { data: { product_id: part.id, qty: 2, description: LONG }, headers })
  expect(added.ok(), await added.text()).toBe(true)
  const res = await page.request.post('/api/cart/checkout', { data: { product_ids: [part.id], note_user: LONG }, headers })
  expect(res.ok(), await res.text()).toBe(true)
  return { id: (await res.json()).order_id, partNo: part.partNo, productId: part.id }
}

/** Staff answer it with the long word as their line note and order note. */
async function confirmWithLongNotes(staff: APIRequestContext, page: Page, id: number) {
  const order = await (await staff.get(`/api/orders/${id}`)).json()
  const lineId = order.items[0].order_detail_id as number
  const res = await staff.post(`/api/orders/${id}/actions/kirim-konfirmasi`, {
    headers: await csrfHeader(page),
    data: {
      note_seller: LONG,
      notes_per_part: [{ order_detail_id: lineId, note_part_seller: LONG }],
      confirm_lines: [{ order_detail_id: lineId, qty_confirmed: 1 }],
      statuses: [{ order_detail_id: lineId, ready_status_id: 2 }],
      resolve: { mode: 'proceed' },
    },
  })
  expect(res.ok(), await res.text()).toBe(true)
}

test('a 100-character word wraps on the order, the lists, the cart and the printed order', async ({ browser, page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize(DESK)
  await login(page, demo.user2)
  const { id, productId } = await estimateWithLongNotes(page)
  const staff = await newContextAs(browser, demo.seller2)
  try {
    await confirmWithLongNotes(staff.page.request, staff.page, id)

    for (const size of [DESK, PHONE]) {
      const where = `${size.width} px`
      await page.setViewportSize(size)
      await page.goto(`/user/pesanan/konfirmasi/${id}`)
      await expect(page.getByTestId('order-status')).toContainText('Konfirmasi', { timeout: 15_000 })
      await expect(page.getByText(LONG).first()).toBeVisible()
      await expectInside(page, `the order at ${where}`)
      if (size === DESK) {
        // the table in its scroll box: wider than the screen, Subtotal and Total are out of sight
        expect.soft(await rightEdge(page, 'order-lines'), `the line table at ${where}`).toBeLessThanOrEqual(size.width)
        expect.soft(await rightEdge(page, 'order-total'), `the total at ${where}`).toBeLessThanOrEqual(size.width)
      }
      await page.goto('/user/pesanan/konfirmasi')
      await expect(page.getByText(LONG).first()).toBeVisible({ timeout: 15_000 })
      await expectInside(page, `the order list at ${where}`)

      await staff.page.setViewportSize(size)
      await staff.page.goto(`/seller/pesanan/konfirmasi/${id}`)
      await expect(staff.page.getByTestId('order-status')).toContainText('Konfirmasi', { timeout: 15_000 })
      await expectInside(staff.page, `the staff's order at ${where}`)
    }

    // the printed order, on an A4 sheet: every column and the total on the paper
    await page.setViewportSize({ width: A4_CONTENT_PX, height: 1100 })
    await page.goto(`/user/pesanan/konfirmasi/${id}`)
    await expect(page.getByTestId('order-status')).toContainText('Konfirmasi', { timeout: 15_000 })
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')))
    await page.emulateMedia({ media: 'print' })
    const paper = page.getByTestId('print-document')
    await expect(paper).toBeVisible()
    const reach = await paper.evaluate((el) => {
      const right = (cell: Element | null | undefined) => (cell ? cell.getBoundingClientRect().right : Number.POSITIVE_INFINITY)
      const heads = [...el.querySelectorAll('thead th')]
      return {
        table: right(el.querySelector('table')),
        subtotal: right(heads.find((th) => th.textContent === 'Jumlah (Rp)')),
        total: right(el.querySelector('tfoot tr')?.lastElementChild),
      }
    })
    expect.soft(reach.table, 'the printed table').toBeLessThanOrEqual(A4_CONTENT_PX)
    expect.soft(reach.subtotal, 'Jumlah on the paper').toBeLessThanOrEqual(A4_CONTENT_PX)
    expect.soft(reach.total, 'Total on the paper').toBeLessThanOrEqual(A4_CONTENT_PX)
    await page.emulateMedia({ media: 'screen' })

    // the cart: a line whose note is the long word, at a desk and on a phone
    const headers = await csrfHeader(page)
    await page.request.post('/api/cart/items', { data: { product_id: productId, qty: 1, description: LONG }, headers })
    for (const size of [DESK, PHONE]) {
      await page.setViewportSize(size)
      await page.goto('/user/keranjang')
      await expect(page.getByText('Keranjang').first()).toBeVisible({ timeout: 15_000 })
      await expect(page.locator(`input[value="${LONG}"]`).first()).toBeAttached()
      await expectInside(page, `the cart at ${size.width} px`)
    }
    await page.request.delete(`/api/cart/items/${productId}`, { headers })
  } finally {
    await staff.context.close()
  }
})
