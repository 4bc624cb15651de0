import { describe, expect, it } from 'vitest'
import type { ProductWithStock } from '#common/catalogue.ts'
import { visibleProducts } from './visible-products'

const part = (id: number, sto_id: string): ProductWithStock => ({
  id,
  sto_id,
  name: `PART ${id}`,
  sto_name: `PART ${id}`,
  unit: 'PCS',
  supersedes: [],
  superseded_by: null,
  image: null,
  price: 1000,
  price_list: 1000,
  discount_percent: 0,
  price_source: 'daftar' as const,
  price_local: 1000,
  available: true,
  overlay: { matched: false, price_osc: null },
})

describe('visibleProducts', () => {
  it('joins the pages, skipping a part a shifted cursor repeats', () => {
    const result = visibleProducts([{ items: [part(1, 'A1'), part(2, 'A2')] }, { items: [part(2, 'A2'), part(3, 'A3')] }], null)
    expect(result.products.map((p) => p.id)).toEqual([1, 2, 3])
    expect(result.shownPerPage).toEqual([2, 1])
  })

  it('narrows by the client-side part filter and counts what each page showed', () => {
    const result = visibleProducts([{ items: [part(1, 'MB100'), part(2, 'MR200')] }, { items: [part(3, 'MR300')] }], 'MB')
    expect(result.products.map((p) => p.sto_id)).toEqual(['MB100'])
    expect(result.shownPerPage).toEqual([1, 0])
  })
})
