// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { WhatsAppShare } from '#web/features/orders/components/whatsapp-share.tsx'
import { detailView } from '#web/features/orders/logic/detail-view.ts'
import { buildLines, emptyDraft, totalOf } from '#web/features/orders/logic/lines.ts'
import { buildItem, buildOrder, READY } from '#web/features/orders/logic/test-fixtures.ts'
import { renderWithProviders } from '#web/test-utils/render.tsx'
import { ok, renderDetail, setUpDetailTests, stubApi } from './order-detail-test-render'

const textOf = (href: string | null) => decodeURIComponent(new URL(href ?? '').searchParams.get('text') ?? '')

describe('sharing an order on WhatsApp', { timeout: 15_000 }, () => {
  setUpDetailTests()

  it('gives the buyer a wa.me link with the invoice, the lines and the total, and no chat with himself', async () => {
    const order = buildOrder(2, 'user', [buildItem(1, { qty_confirmed: 3, status_part_code: 'ada', status_part_code_raw: 1 })])
    stubApi({ 'GET /api/orders/42': ok(order), 'GET /api/ready-status': ok({ items: READY }) })
    renderDetail('/user/pesanan/konfirmasi/42')
    const link = await screen.findByRole('link', { name: 'Bagikan ke WhatsApp' })
    expect(link.getAttribute('href')?.startsWith('https://wa.me/?text=')).toBe(true)
    expect(link.getAttribute('target')).toBe('_blank')
    const text = textOf(link.getAttribute('href'))
    expect(text).toContain('No. Transaksi: DPO/JKT01/202611/00042')
    expect(text).toContain('- P1 × 3 (Ada)')
    // 3 × 1.000 with PPN 12% × DPP 11/12: the Total the page shows under the lines
    expect(text).toContain('Total (termasuk PPN): Rp. 3.330')
    expect(screen.getByTestId('order-total').textContent).toBe('Rp. 3.330')
    expect(text).toContain('/user/pesanan/konfirmasi/42')
    expect(screen.queryByRole('link', { name: 'Chat Pembeli' })).toBeNull()
  })

  it("gives staff a chat with the buyer's own number", async () => {
    stubApi({ 'GET /api/orders/42': ok(buildOrder(3, 'seller', [buildItem(1)])), 'GET /api/ready-status': ok({ items: READY }) })
    renderDetail('/seller/pesanan/po/42')
    const chat = await screen.findByRole('link', { name: 'Chat Pembeli' })
    expect(chat.getAttribute('href')?.startsWith('https://wa.me/6281234567890?text=')).toBe(true)
    expect(textOf(chat.getAttribute('href'))).toContain('Status: Dipesan')
  })
})

describe('sharing from a phone that has its own share sheet', () => {
  setUpDetailTests()

  it('opens the Web Share sheet with the message instead of following the wa.me link', async () => {
    const share = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    try {
      const order = buildOrder(2, 'user', [buildItem(1, { qty_confirmed: 3 })])
      const lines = buildLines(order, detailView('user', 2), emptyDraft(), { phase: 'idle', qty: {} }, READY)
      renderWithProviders(<WhatsAppShare order={order} lines={lines} totals={totalOf(order, lines)} compact />)
      const link = screen.getByRole('link', { name: 'Bagikan ke WhatsApp' })
      const click = new MouseEvent('click', { bubbles: true, cancelable: true })
      link.dispatchEvent(click)
      expect(click.defaultPrevented).toBe(true)
      expect(share).toHaveBeenCalledTimes(1)
      const [{ title, text }] = share.mock.calls[0] as unknown as [{ title: string; text: string }]
      expect(title).toBe('Pesanan DPO/JKT01/202611/00042')
      expect(text).toContain('No. Transaksi: DPO/JKT01/202611/00042')
      expect(text).toContain('- P1 × 3')
    } finally {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
    }
  })

  it('follows the wa.me link at a desk even where the browser could share', async () => {
    const share = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    try {
      const order = buildOrder(2, 'user', [buildItem(1)])
      renderWithProviders(<WhatsAppShare order={order} lines={[]} totals={order.totals} compact={false} />)
      const click = new MouseEvent('click', { bubbles: true, cancelable: true })
      screen.getByRole('link', { name: 'Bagikan ke WhatsApp' }).dispatchEvent(click)
      expect(click.defaultPrevented).toBe(false)
      expect(share).not.toHaveBeenCalled()
    } finally {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
    }
  })
})
