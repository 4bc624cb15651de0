// @vitest-environment jsdom
// One answer per press on management's writes (product.md §2.13): a double click on Simpan, on a
// deactivation's answer, on 'Aktifkan kembali' or on 'Reset Password' sends one request and says
// one thing. The two presses land before React draws the button busy, as in a browser.
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ACCOUNT_TEXT } from '#common/account-rules.ts'
import { ERROR_CODES } from '#common/errors.ts'
import { listUser, userDetail, userPage } from '#web/features/management/test-fixtures.ts'
import { doubleClick, renderGuarded, settle } from '#web/test-utils/guards.tsx'
import { type FakeAnswer, fakeFetch, installDomShims } from '#web/test-utils/render.tsx'
import { RegisterStorePage } from './register-store-page'
import { RegisterUserPage } from './register-user-page'
import { UserListPage } from './user-list-page'

configure({ asyncUtilTimeout: 5_000 })

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const save = () => screen.getByRole('button', { name: 'Simpan' }) as HTMLButtonElement
const posts = (calls: { method: string; path: string }[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path.split('?')[0] === path)
const taken = (code: string, detail: string): FakeAnswer => ({ status: 409, body: { code, detail } })

/** One request went out, and no second follows it. */
async function sentOnce(calls: { method: string; path: string }[], path: string) {
  await waitFor(() => expect(posts(calls, path).length).toBeGreaterThan(0))
  await settle()
  expect(posts(calls, path)).toHaveLength(1)
}

/** The success is said once, and no failure beside it. */
async function saidOnce(success: string) {
  expect(await screen.findByText(success)).toBeTruthy()
  await settle()
  expect(screen.getAllByText(success)).toHaveLength(1)
  expect(screen.queryByText(/Gagal|sudah terpakai|sudah dipakai|sudah berubah/)).toBeNull()
}

describe('a double click on a management write', { timeout: 15_000 }, () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it("registers one store on Daftar Toko's Simpan", async () => {
    const { calls } = fakeFetch({
      'GET /api/seller/stores/check-code': { status: 200, body: { exists: false, message: null } },
      'POST /api/seller/stores': [
        {
          status: 201,
          body: {
            id: 3,
            ibs_cust_code: 'JKT009',
            name: 'TOKO BARU',
            description: null,
            created_at: '2026-01-02T03:00:00.000Z',
            users_count: 0,
          },
        },
        taken(ERROR_CODES.STORE_CODE_TAKEN, ACCOUNT_TEXT.storeCodeTaken),
      ],
    })
    renderGuarded(<RegisterStorePage />, '/seller/manajemen-user/daftar-toko')
    type(/^Kode IBS/, 'JKT009')
    type(/^Nama Toko/, 'TOKO BARU')
    await waitFor(() => expect(save().disabled).toBe(false))
    doubleClick(save())
    await sentOnce(calls, '/api/seller/stores')
    await saidOnce('Toko berhasil didaftarkan')
  })

  it("registers one account on Daftar User's Simpan", async () => {
    const store = {
      id: 4,
      ibs_cust_code: 'JKT001',
      name: 'TOKO MAJU',
      description: null,
      created_at: '2026-01-02T03:00:00.000Z',
      users_count: 2,
    }
    const { calls } = fakeFetch({
      'GET /api/seller/stores': { status: 200, body: { items: [store], total: 1, has_more: false } },
      'GET /api/seller/users/check-username': { status: 200, body: { available: true, message: null } },
      'POST /api/seller/users': [
        { status: 201, body: { id: 11, username: 'TOKO.BUDI' } },
        taken(ERROR_CODES.USERNAME_TAKEN, ACCOUNT_TEXT.usernameTaken),
      ],
    })
    renderGuarded(<RegisterUserPage />, '/seller/manajemen-user/daftar-user')
    expect(await screen.findByText('Dipilih: JKT001 · TOKO MAJU')).toBeTruthy()
    type(/^Username/, 'toko.budi')
    type(/^Nama Depan/, 'Budi')
    type(/^Nama Belakang/, 'Santoso')
    type(/^No\. HP/, '081234567890')
    type(/^Password/, 'rahasia1')
    type(/^Konfirmasi Password/, 'rahasia1')
    await waitFor(() => expect(save().disabled).toBe(false))
    doubleClick(save())
    await sentOnce(calls, '/api/seller/users')
    await saidOnce('User "TOKO.BUDI" berhasil dibuat')
  })

  describe('in an account’s detail', () => {
    const budi = (active: boolean): FakeAnswer => ({
      status: 200,
      body: userDetail(7, { username: 'budi', is_active: active }),
    })
    const changedAlready = taken('INVALID_STATE', 'Status user sudah berubah.')

    async function openBudi(active: boolean) {
      renderGuarded(<UserListPage />, '/seller/manajemen-user/list-user')
      fireEvent.click(await screen.findByText('budi'))
      const dialog = await screen.findByRole('dialog')
      await within(dialog).findByText('budi@contoh.co.id')
      expect(within(dialog).getByRole('button', { name: active ? 'Nonaktifkan' : 'Aktifkan kembali' })).toBeTruthy()
      return dialog
    }

    it('deactivates once on a double click of its answer', async () => {
      const { calls } = fakeFetch({
        'GET /api/seller/users': userPage([listUser(7, { username: 'budi' })]),
        'GET /api/seller/users/7': [budi(true), budi(false)],
        'POST /api/seller/users/7/deactivate': [budi(false), changedAlready],
      })
      const dialog = await openBudi(true)
      fireEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }))
      doubleClick(within(dialog).getByRole('button', { name: 'Ya, nonaktifkan' }))
      await sentOnce(calls, '/api/seller/users/7/deactivate')
      await saidOnce('User "budi" dinonaktifkan')
    })

    it("reactivates once on a double click of 'Aktifkan kembali'", async () => {
      const { calls } = fakeFetch({
        'GET /api/seller/users': userPage([listUser(7, { username: 'budi', is_active: false })]),
        'GET /api/seller/users/7': [budi(false), budi(true)],
        'POST /api/seller/users/7/reactivate': [budi(true), changedAlready],
      })
      const dialog = await openBudi(false)
      doubleClick(within(dialog).getByRole('button', { name: 'Aktifkan kembali' }))
      await sentOnce(calls, '/api/seller/users/7/reactivate')
      await saidOnce('User "budi" diaktifkan kembali')
    })

    it("resets the password once on a double click of 'Reset Password'", async () => {
      const { calls } = fakeFetch({
        'GET /api/seller/users': userPage([listUser(7, { username: 'budi' })]),
        'GET /api/seller/users/7': budi(true),
        'POST /api/seller/users/7/reset-password': [{ status: 200, body: { ok: true, signed_out: false } }, { status: 500 }],
      })
      const dialog = await openBudi(true)
      fireEvent.change(within(dialog).getByLabelText('Password Baru'), { target: { value: 'rahasia1' } })
      fireEvent.change(within(dialog).getByLabelText('Ulangi Password Baru'), { target: { value: 'rahasia1' } })
      doubleClick(within(dialog).getByRole('button', { name: 'Reset Password' }))
      await sentOnce(calls, '/api/seller/users/7/reset-password')
      await saidOnce('Password berhasil direset')
    })
  })
})
