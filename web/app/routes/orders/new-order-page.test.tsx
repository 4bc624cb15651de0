// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { NewOrderPage } from './pages'

describe('new order chooser', () => {
  beforeAll(installDomShims)
  afterEach(cleanup)

  it('offers import, catalogue and asking the branch, the accepted formats and the template', () => {
    renderWithProviders(<NewOrderPage />, { route: '/user/pesanan' })
    expect(screen.getByRole('heading', { level: 1, name: 'Buat Pesanan Baru' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /Import File/ }).getAttribute('href')).toBe('/user/pesanan/import')
    expect(screen.getByRole('link', { name: /Katalog/ }).getAttribute('href')).toBe('/user/produk/all')
    // 'Tanya Part' (product.md §14.4): a part the workshop cannot name
    expect(screen.getByRole('link', { name: /Tanya Part/ }).getAttribute('href')).toBe('/user/tanya-part/baru')
    expect(screen.getAllByText('.xlsx').length).toBeGreaterThan(0)
    expect(screen.getAllByText('.csv').length).toBeGreaterThan(0)
    expect(screen.getByText('Maks 2 MB')).toBeTruthy()
    const template = screen.getByRole('link', { name: 'Unduh template Excel' })
    expect(template.getAttribute('href')).toBe('/DPO_Import_Template.xlsx')
    expect(template.hasAttribute('download')).toBe(true)
  })
})
