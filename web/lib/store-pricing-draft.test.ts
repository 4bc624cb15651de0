import { describe, expect, it } from 'vitest'
import { STORE_PRICE_TEXT } from '#common/store-rules.ts'
import {
  EMPTY_PRICING_DRAFT,
  npwpText,
  pricingDraftOf,
  pricingErrors,
  pricingValues,
  updatePricingBody,
} from './store-pricing-draft'

const none = { address: null, price_group: null, npwp: null }
const grouped = { address: 'Jl. Raya Bogor 12', price_group: 'GRUP-A', npwp: '012345678901000' }

describe('the price fields and address of a store form', () => {
  it('start from the store, the NPWP as it is written', () => {
    expect(pricingDraftOf(none)).toEqual(EMPTY_PRICING_DRAFT)
    expect(pricingDraftOf(grouped)).toEqual({
      address: 'Jl. Raya Bogor 12',
      price_group: 'GRUP-A',
      npwp: '01.234.567.8-901.000',
    })
    expect(pricingDraftOf({ ...none, npwp: '3171012345678901' }).npwp).toBe('3171012345678901')
  })

  it('say each broken rule in its sentence, and nothing for empty fields', () => {
    expect(pricingErrors(EMPTY_PRICING_DRAFT)).toEqual({})
    expect(pricingErrors({ address: 'Jl. <Raya>', price_group: 'GRUP.A', npwp: '0123' })).toEqual({
      address: 'Alamat maks 100 karakter, tanpa < atau >.',
      price_group: STORE_PRICE_TEXT.priceGroup,
      npwp: 'NPWP harus 15 atau 16 angka.',
    })
    expect(pricingErrors({ ...EMPTY_PRICING_DRAFT, address: 'J'.repeat(101) })).toEqual({ address: STORE_PRICE_TEXT.address })
    expect(pricingErrors({ ...EMPTY_PRICING_DRAFT, address: 'J'.repeat(100) })).toEqual({})
  })

  it('keep the cleaned values, null for empty ones; a refused value as typed, trimmed', () => {
    expect(pricingValues({ address: '  Jl. Raya Bogor 12 ', price_group: ' grup-a ', npwp: '01.234.567.8-901.000' })).toEqual(
      grouped,
    )
    expect(pricingValues(EMPTY_PRICING_DRAFT)).toEqual(none)
    expect(pricingValues({ ...EMPTY_PRICING_DRAFT, address: ' Jl. <Raya> ' }).address).toBe('Jl. <Raya>')
  })

  it('send only what really changes, null to clear, nothing when nothing does', () => {
    expect(updatePricingBody(grouped, pricingDraftOf(grouped))).toBeNull()
    expect(
      updatePricingBody(grouped, { address: ' Jl. Raya Bogor 12 ', price_group: 'grup-a', npwp: '012345678901000' }),
    ).toBeNull()
    expect(updatePricingBody(grouped, { ...pricingDraftOf(grouped), price_group: 'GRUP-B' })).toEqual({ price_group: 'GRUP-B' })
    expect(updatePricingBody(grouped, { ...pricingDraftOf(grouped), address: 'Jl. Baru 1' })).toEqual({ address: 'Jl. Baru 1' })
    expect(updatePricingBody(grouped, EMPTY_PRICING_DRAFT)).toEqual({ address: null, price_group: null, npwp: null })
    expect(updatePricingBody(none, { ...EMPTY_PRICING_DRAFT, npwp: '3171-0123-4567-8901' })).toEqual({ npwp: '3171012345678901' })
  })

  it('show an NPWP as it is written, a dash for none', () => {
    expect(npwpText('012345678901000')).toBe('01.234.567.8-901.000')
    expect(npwpText(null)).toBe('–')
  })
})
