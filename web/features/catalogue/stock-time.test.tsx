// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ProductDetail } from '#common/catalogue.ts'
import { installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { ProductDetailView } from './components/product-detail-view'

// A part's detail says how old its stock is, and warns in words (and amber) once it is too old.
const product: ProductDetail = {
  id: 9,
  sto_id: 'MZ320123',
  name: 'BATTERY 12V 45AH',
  sto_name: 'BATTERY 12V 45AH',
  unit: 'PCS',
  image: null,
  price: 1_100_000,
  price_list: 1_100_000,
  discount_percent: 0,
  price_source: 'daftar' as const,
  supersedes: [],
  superseded_by: null,
  price_local: 1_100_000,
  available: true,
  overlay: { matched: true, price_osc: 1_100_000 },
}

describe('stock time on a part', () => {
  beforeAll(installDomShims)
  afterEach(cleanup)

  it('reads as the branch last loaded it, in Jakarta time', () => {
    const fresh = new Date(Date.now() - 3_600_000)
    renderWithProviders(<ProductDetailView product={{ ...product, stock_as_of: fresh.toISOString(), stock_stale_hours: 26 }} />)
    const label = screen.getByText(/^Stok per /)
    expect(label.textContent).not.toContain('lebih dari')
    expect(label.closest('[data-stock-stale]')?.getAttribute('data-stock-stale')).toBe('false')
  })

  it('says when it is older than the hours allowed', () => {
    renderWithProviders(
      <ProductDetailView product={{ ...product, stock_as_of: '2026-11-01T23:00:00.000Z', stock_stale_hours: 26 }} />,
    )
    expect(
      screen
        .getByText('Stok per 02 Nov 2026, 06.00 WIB (lebih dari 26 jam)')
        .closest('[data-stock-stale]')
        ?.getAttribute('data-stock-stale'),
    ).toBe('true')
  })

  it('says nothing when the server does not know', () => {
    renderWithProviders(<ProductDetailView product={{ ...product, stock_as_of: null, stock_stale_hours: 26 }} />)
    expect(screen.queryByText(/^Stok (per|belum)/)).toBeNull()
  })
})
