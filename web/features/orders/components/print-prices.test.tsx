// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { detailView } from '../logic/detail-view'
import { buildLines, emptyDraft, totalOf } from '../logic/lines'
import { buildItem, buildOrder, READY } from '../logic/test-fixtures'
import { orderShareText } from '../logic/whatsapp'
import { PrintDocument } from './print-document'

// The paper and the WhatsApp text show the unit price the order line keeps, the one the server
// priced the estimate at (docs/product.md §10.9): nothing on the screen prices a line again.
afterEach(cleanup)

describe("an order's print and WhatsApp text", () => {
  const order = buildOrder(1, 'user', [buildItem(1, { nomor_part: '1005A134', qty_estimasi: 2, price: 113_100 })])
  const view = detailView('user', 1)
  const lines = buildLines(order, view, emptyDraft(), { phase: 'idle', qty: {} }, READY)

  it("print the line's kept price, its subtotal and the total", () => {
    render(<PrintDocument order={order} view={view} lines={lines} total={totalOf(lines)} orderNote="" />)
    const row = [...document.querySelectorAll('[data-testid="print-document"] tbody tr')].map((r) =>
      [...r.querySelectorAll('td')].map((c) => c.textContent),
    )
    expect(row[0]).toContain('Rp. 113.100')
    expect(row[0]).toContain('Rp. 226.200')
    expect(document.querySelector('[data-testid="print-document"] tfoot')?.textContent).toContain('Rp. 226.200')
  })

  it('total the kept price in the WhatsApp text', () => {
    expect(orderShareText(order, lines, totalOf(lines), 'https://parts.dipo.co.id')).toContain('Total: Rp. 226.200')
  })
})
