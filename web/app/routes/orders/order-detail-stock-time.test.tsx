// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildItem, buildOrder, READY } from '#web/features/orders/logic/test-fixtures.ts'
import { renderDetail, setUpDetailTests, stubApi } from './order-detail-test-render'

// Staff confirming an estimate see how old the branch stock beside each line is: the stock call's
// X-Stock-As-Of, in Jakarta time, and a warning in words once older than the hours allowed.

const estimate = buildOrder(1, 'seller', [buildItem(1, { qty_estimasi: 5 }), buildItem(2, { qty_estimasi: 5 })])

function withStock(asOf: string | null) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Stock-Stale-Hours': '26' }
  if (asOf) headers['X-Stock-As-Of'] = asOf
  stubApi({
    'GET /api/orders/42': { status: 200, body: estimate },
    'GET /api/ready-status': { status: 200, body: { items: READY } },
    'POST /api/osc/qty': { status: 200, body: { P1: 2, P2: 9 }, headers },
  })
}

describe('stock time on the confirmation screen', { timeout: 15_000 }, () => {
  setUpDetailTests()

  it('shows when the stock was read, with a warning in words when it is old', async () => {
    withStock('2026-11-01T23:00:00.000Z')
    renderDetail('/seller/pesanan/estimasi/42')
    const label = await screen.findByText('Stok per 02 Nov 2026, 06.00 WIB (lebih dari 26 jam)')
    expect(label.closest('[data-stock-stale]')?.getAttribute('data-stock-stale')).toBe('true')
  })

  it('says nothing of a time the server does not know', async () => {
    withStock(null)
    renderDetail('/seller/pesanan/estimasi/42')
    await waitFor(() => expect(screen.queryByText('Memuat Data Ketersediaan (OSC)')).toBeNull())
    expect(screen.queryByText(/^Stok per/)).toBeNull()
  })
})
