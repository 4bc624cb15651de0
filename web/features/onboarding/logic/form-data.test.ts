import { describe, expect, it } from 'vitest'
import { onboardingMappingSchema } from '#common/onboarding.ts'
import { buildValidateForm } from './form-data'
import { fullMapping } from './mapping'

const entries = (form: FormData) => [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`])

describe('buildValidateForm', () => {
  const file = new File(['ibs_cust_code,store_name\nC001,TOKO A\n'], 'pelanggan.csv', { type: 'text/csv' })

  it('sends the file alone until a mapping is chosen', () => {
    expect(entries(buildValidateForm(file, null))).toEqual([['file', 'file:pelanggan.csv']])
  })

  it('puts the mapping before the file, as JSON the contract accepts', () => {
    const mapping = fullMapping({ ibs_cust_code: 2, store_name: 0 })
    const sent = entries(buildValidateForm(file, mapping))
    expect(sent.map(([key]) => key)).toEqual(['mapping', 'file'])
    const parsed = onboardingMappingSchema.parse(JSON.parse(sent[0][1]))
    expect(parsed).toEqual({ ...mapping, ibs_cust_code: 2, store_name: 0, username: -1 })
  })
})
