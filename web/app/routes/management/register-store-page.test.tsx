// @vitest-environment jsdom
import { notifications } from '@mantine/notifications'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ACCOUNT_TEXT } from '#common/account-rules.ts'
import { ERROR_CODES } from '#common/errors.ts'
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
    expect(JSON.parse(String(post?.body))).toEqual({ ibs_cust_code: 'JKT009', name: 'TOKO BARU', description: null })
    await waitFor(() => expect(input(/^Kode IBS/).value).toBe(''))
    expect(save().disabled).toBe(true)
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
