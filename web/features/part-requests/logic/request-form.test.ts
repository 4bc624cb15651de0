import { describe, expect, it } from 'vitest'
import { PART_REQUEST_TEXT as T } from '#common/part-requests.ts'
import { emptyRequest, newClientKey, requestErrors } from './request-form'

const good = { ...emptyRequest('kampas rem depan'), vehicle_model: 'Xpander', vehicle_year: 2019 as const }

describe("'Tanya Part ke Cabang''s rules", () => {
  it('pass a filled form, and say each missing or wrong field in the server’s words', () => {
    expect(requestErrors(good, 2026)).toEqual({})
    const errors = requestErrors({ ...emptyRequest(), vin: 'MK2NC4GU7KJ00012O', qty: '' }, 2026)
    expect(errors).toMatchObject({
      vehicle_model: T.modelRequired,
      vehicle_year: T.yearInvalid,
      need: T.needRequired,
      vin: T.vinInvalid,
      qty: 'Jumlah harus angka',
    })
  })

  it('take next year’s model and not the year after, whatever the schema allows', () => {
    expect(requestErrors({ ...good, vehicle_year: 2027 }, 2026)).toEqual({})
    expect(requestErrors({ ...good, vehicle_year: 2028 }, 2026)).toEqual({ vehicle_year: T.yearInvalid })
  })

  it('read a chassis number typed in lower case with spaces around it', () => {
    expect(requestErrors({ ...good, vin: ' mk2nc4gu7kj000123 ' }, 2026)).toEqual({})
  })

  it('make a new version-4 key each time', () => {
    const a = newClientKey()
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(newClientKey()).not.toBe(a)
  })
})
