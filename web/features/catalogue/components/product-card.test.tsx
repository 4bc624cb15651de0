// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ProductWithStock } from '#common/catalogue.ts'
import { installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { ProductCard } from './product-card'

// The card's price (docs/product.md §10.10): 'Harga Anda' with the list price struck and the
// discount when an agreement lowers it; the list price alone otherwise, in the same lines.
const part = (over: Partial<ProductWithStock>): ProductWithStock => ({
  id: 1,
  sto_id: 'MZ320026',
  name: 'CLAMP',
  sto_name: 'CLAMP',
  unit: 'PCS',
  supersedes: [],
  superseded_by: null,
  image: null,
  price: 110_700,
  price_list: 110_700,
  discount_percent: 0,
  price_source: 'daftar',
  price_local: 110_700,
  available: true,
  overlay: { matched: true, price_osc: null },
  ...over,
})
const AGREED = part({ price: 96_863, discount_percent: 12.5, price_source: 'grup' })

function renderCard(product: ProductWithStock) {
  renderWithProviders(<ProductCard product={product} href="/user/produk/1" />)
  return within(screen.getByTestId('card-price'))
}

/** The lines of the price block a reader can see (hidden ones keep their room, not their words). */
const visibleLines = (block: HTMLElement) =>
  [...block.children].filter((line) => (line as HTMLElement).style.visibility !== 'hidden').map((line) => line.textContent)

describe('the catalogue card’s price', () => {
  beforeAll(installDomShims)
  afterEach(cleanup)

  it("shows the store's price as 'Harga Anda', the list price struck with its name for screen readers, and the discount", () => {
    const price = renderCard(AGREED)
    expect(price.getByText('Harga Anda')).toBeTruthy()
    expect(price.getByText('Rp. 96.863')).toBeTruthy()
    const struck = price.getByTestId('list-price')
    expect(struck.tagName).toBe('DEL')
    expect(struck.textContent).toBe('Harga daftar Rp. 110.700')
    expect(price.getByTestId('discount').textContent).toBe('-12,5%')
    expect(visibleLines(screen.getByTestId('card-price'))).toEqual([
      'Harga Anda',
      'Rp. 96.863',
      'Harga daftar Rp. 110.700 -12,5%',
    ])
  })

  it('shows the list price alone without an agreement, in the same three lines so the cards of a row keep one height', () => {
    const price = renderCard(part({}))
    expect(price.getByText('Rp. 110.700')).toBeTruthy()
    expect(price.queryByText('Harga Anda')).toBeNull()
    expect(price.queryByTestId('list-price')).toBeNull()
    expect(price.queryByTestId('discount')).toBeNull()
    const block = screen.getByTestId('card-price')
    expect(block.children).toHaveLength(3)
    expect(visibleLines(block)).toEqual(['Rp. 110.700'])
    // the empty lines are kept for their height and hidden from screen readers
    for (const line of [block.children[0], block.children[2]]) expect(line.getAttribute('aria-hidden')).toBe('true')
  })

  it("labels an agreed price that is not below the list price 'Harga Anda' and strikes nothing", () => {
    const price = renderCard(part({ price: 115_000, price_source: 'toko' }))
    expect(price.getByText('Harga Anda')).toBeTruthy()
    expect(price.getByText('Rp. 115.000')).toBeTruthy()
    expect(price.queryByTestId('list-price')).toBeNull()
  })
})

// The name search's words (docs/product.md §14.3) are marked in the card's name, which reads the same.
describe('the catalogue card’s name', () => {
  beforeAll(installDomShims)
  afterEach(cleanup)

  const nameOf = () => screen.getByTitle('BRAKE PAD FR XPANDER')

  it('marks the words the name search read and keeps the name whole', () => {
    const product = part({ name: 'BRAKE PAD FR XPANDER' })
    renderWithProviders(
      <ProductCard product={product} href="/user/produk/1" highlight={['brake', 'pad', 'fr', 'xpander', 'kampas']} />,
    )
    expect([...nameOf().querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['BRAKE', 'PAD', 'FR', 'XPANDER'])
    expect(nameOf().textContent).toBe('BRAKE PAD FR XPANDER')
  })

  it('marks nothing without a name search', () => {
    renderWithProviders(<ProductCard product={part({ name: 'BRAKE PAD FR XPANDER' })} href="/user/produk/1" />)
    expect(nameOf().querySelector('mark')).toBeNull()
    expect(nameOf().textContent).toBe('BRAKE PAD FR XPANDER')
  })
})
