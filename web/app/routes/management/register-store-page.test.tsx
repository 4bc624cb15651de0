// @vitest-environment jsdom
import { notifications } from '@mantine/notifications'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ACCOUNT_TEXT } from '#common/account-rules.ts'
import { ERROR_CODES } from '#common/errors.ts'
import { STORE_PRICE_TEXT } from '#common/store-rules.ts'
import { type FakeAnswer, fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { RegisterStorePage } from './register-store-page'

const slow = { timeout: 3000 }
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } })
const save = () => screen.getByRole('button', { name: 'Simpan' }) as HTMLButtonElement
const exists = (yes: boolean): FakeAnswer => ({ status: 200, body: { exists: yes, message: null } })
const saved: FakeAnswer = {
  status: 201,
  body: {
    id: 3,
    ibs_cust_code: 'JKT009',
    name: 'TOKO BARU',
    description: null,
    created_at: '2026-01-02T03:00:00.000Z',
    users_count: 0,
    price_group: null,
    npwp: null,
    address: null,
  },
}

describe('Daftar Toko', () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
  })
  afterEach(() => {
    cleanup()
    // the toasts' store outlives the render: one test's toast must not be found by the next
    notifications.clean()
    vi.unstubAllGlobals()
  })

  it('checks the code once valid, says a taken one, registers a free one and starts again', async () => {
    const { calls } = fakeFetch({
      'GET /api/seller/stores/check-code': [exists(true), exists(false)],
      'POST /api/seller/stores': saved,
    })
    renderWithProviders(<RegisterStorePage />)
    type(/^Kode IBS/, 'jk')
    expect(input(/^Kode IBS/).value).toBe('JK')
    fireEvent.blur(input(/^Kode IBS/))
    expect(screen.getByText(ACCOUNT_TEXT.storeCode)).toBeTruthy()

    type(/^Kode IBS/, 'jkt 001')
    expect(input(/^Kode IBS/).value).toBe('JKT001')
    expect(await screen.findByText('Kode IBS sudah terpakai', {}, slow)).toBeTruthy()
    expect(calls.map((call) => call.path)).toEqual(['/api/seller/stores/check-code?code=JKT001'])

    type(/^Kode IBS/, 'JKT009')
    expect(await screen.findByText('Kode IBS tersedia', {}, slow)).toBeTruthy()
    type(/^Nama Toko/, 'toko baru')
    expect(input(/^Nama Toko/).value).toBe('TOKO BARU')
    await waitFor(() => expect(save().disabled).toBe(false))
    fireEvent.click(save())

    expect(await screen.findByText('Toko berhasil didaftarkan')).toBeTruthy()
    const post = calls.find((call) => call.method === 'POST')
    expect(post?.path).toBe('/api/seller/stores')
    expect(JSON.parse(String(post?.body))).toEqual({
      ibs_cust_code: 'JKT009',
      name: 'TOKO BARU',
      description: null,
      address: null,
      price_group: null,
      npwp: null,
    })
    await waitFor(() => expect(input(/^Kode IBS/).value).toBe(''))
    expect(save().disabled).toBe(true)
  })

  it('takes the optional Grup Harga (uppercased as typed) and NPWP, holding Simpan while either breaks its rule', async () => {
    const { calls } = fakeFetch({ 'GET /api/seller/stores/check-code': exists(false), 'POST /api/seller/stores': saved })
    renderWithProviders(<RegisterStorePage />)
    type(/^Kode IBS/, 'JKT009')
    type(/^Nama Toko/, 'TOKO BARU')
    await waitFor(() => expect(save().disabled).toBe(false), slow)
    type(/^Grup Harga/, 'bengkel a')
    expect(input(/^Grup Harga/).value).toBe('BENGKELA')
    type(/^NPWP/, '01.234.567')
    fireEvent.blur(input(/^NPWP/))
    expect(screen.getByText(STORE_PRICE_TEXT.npwp)).toBeTruthy()
    expect(save().disabled).toBe(true)
    type(/^NPWP/, '01.234.567.8-901.000')
    expect(screen.queryByText(STORE_PRICE_TEXT.npwp)).toBeNull()
    await waitFor(() => expect(save().disabled).toBe(false))
    fireEvent.click(save())
    expect(await screen.findByText('Toko berhasil didaftarkan')).toBeTruthy()
    const post = calls.find((call) => call.method === 'POST')
    expect(JSON.parse(String(post?.body))).toMatchObject({ price_group: 'BENGKELA', npwp: '012345678901000' })
  })

  it('takes an optional Alamat, holding Simpan while it has < or >, and sends it trimmed', async () => {
    const { calls } = fakeFetch({ 'GET /api/seller/stores/check-code': exists(false), 'POST /api/seller/stores': saved })
    renderWithProviders(<RegisterStorePage />)
    type(/^Kode IBS/, 'JKT009')
    type(/^Nama Toko/, 'TOKO BARU')
    await waitFor(() => expect(save().disabled).toBe(false), slow)
    expect(input(/^Alamat/).maxLength).toBe(100)
    type(/^Alamat/, 'Jl. <Raya> 5')
    fireEvent.blur(input(/^Alamat/))
    expect(screen.getByText('Alamat maks 100 karakter, tanpa < atau >.')).toBeTruthy()
    expect(save().disabled).toBe(true)
    type(/^Alamat/, '  Jl. Raya Bogor 12, Jakarta ')
    expect(screen.queryByText(STORE_PRICE_TEXT.address)).toBeNull()
    await waitFor(() => expect(save().disabled).toBe(false))
    fireEvent.click(save())
    expect(await screen.findByText('Toko berhasil didaftarkan')).toBeTruthy()
    const post = calls.find((call) => call.method === 'POST')
    expect(JSON.parse(String(post?.body))).toMatchObject({ address: 'Jl. Raya Bogor 12, Jakarta', price_group: null })
  })

  it('shows a refusal of the NPWP beside its field', async () => {
    fakeFetch({
      'GET /api/seller/stores/check-code': exists(false),
      'POST /api/seller/stores': {
        status: 422,
        body: { code: 'FIELD_INVALID', detail: 'NPWP sudah tidak berlaku.', field: 'npwp' },
      },
    })
    renderWithProviders(<RegisterStorePage />)
    type(/^Kode IBS/, 'JKT012')
    type(/^Nama Toko/, 'TOKO NPWP')
    type(/^NPWP/, '012345678901000')
    await waitFor(() => expect(save().disabled).toBe(false), slow)
    fireEvent.click(save())
    const sentence = await screen.findByText('NPWP sudah tidak berlaku.')
    expect(input(/^NPWP/).getAttribute('aria-describedby')).toContain(sentence.id)
  })

  it("shows the server's refusal on its field, or 'Gagal menyimpan ({status})'", async () => {
    fakeFetch({
      'GET /api/seller/stores/check-code': exists(false),
      'POST /api/seller/stores': [
        { status: 409, body: { code: ERROR_CODES.STORE_CODE_TAKEN, detail: ACCOUNT_TEXT.storeCodeTaken } },
        { status: 500 },
      ],
    })
    renderWithProviders(<RegisterStorePage />)
    type(/^Kode IBS/, 'JKT010')
    type(/^Nama Toko/, 'TOKO LAIN')
    await waitFor(() => expect(save().disabled).toBe(false), slow)
    fireEvent.click(save())
    expect(await screen.findByText(ACCOUNT_TEXT.storeCodeTaken)).toBeTruthy()
    expect(save().disabled).toBe(true)

    type(/^Nama Toko/, 'TOKO LAIN 2')
    type(/^Kode IBS/, 'JKT011')
    await waitFor(() => expect(save().disabled).toBe(false), slow)
    fireEvent.click(save())
    expect(await screen.findByText('Gagal menyimpan (500)')).toBeTruthy()
  })
})
