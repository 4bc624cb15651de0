// @vitest-environment jsdom
// One answer per press on head office's writes (product.md §11.1): a double click on Simpan of a
// branch or a staff member, on a branch's or staff member's deactivation, on 'Reset Password' or
// 'Pindahkan' sends one request and says one thing. The two presses land before React draws the
// button busy, as in a browser; a second request would be refused and say so beside the success.
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ACCOUNT_TEXT } from '#common/account-rules.ts'
import { ERROR_CODES } from '#common/errors.ts'
import { bodiesOf, branch, branchList, dialogNamed, setWide, staff, staffPage } from '#web/features/admin/test-fixtures.ts'
import { doubleClick, renderGuarded, settle } from '#web/test-utils/guards.tsx'
import { type FakeAnswer, fakeFetch, installDomShims } from '#web/test-utils/render.tsx'
import { BranchListPage } from './branch-list-page'
import { StaffListPage } from './staff-list-page'

configure({ asyncUtilTimeout: 5_000 })

type Calls = ReturnType<typeof fakeFetch>['calls']
const jkt = branch(1, 'JKT01', { name: 'Dipo Jakarta' })
const sby = branch(2, 'SBY01', { name: 'Dipo Surabaya' })
const sari = staff(5, { username: 'staf.sby', branch_id: 1, branch_code: 'JKT01' })
const refused: FakeAnswer = { status: 409, body: { code: 'CONFLICT', detail: 'Data sudah berubah.' } }
const type = (root: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(within(root).getByLabelText(label), { target: { value } })

/** One request went out, no second followed, and the success was said once with no failure beside it. */
async function onceOnly(calls: Calls, method: string, path: string, success: string) {
  await waitFor(() => expect(bodiesOf(calls, method, path).length).toBeGreaterThan(0))
  await settle()
  expect(bodiesOf(calls, method, path)).toHaveLength(1)
  expect(await screen.findByText(success)).toBeTruthy()
  expect(screen.getAllByText(success)).toHaveLength(1)
  expect(screen.queryByText(/Gagal|sudah berubah|sudah dipakai|sudah terpakai/)).toBeNull()
}

describe('a double click on a head office write', { timeout: 15_000 }, () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
    setWide(true)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('creates one branch', async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/branches': branchList(jkt),
      'POST /api/admin/branches': [
        { status: 201, body: sby },
        { status: 409, body: { code: ERROR_CODES.BRANCH_CODE_TAKEN, detail: 'Kode cabang sudah dipakai.' } },
      ],
    })
    renderGuarded(<BranchListPage />, '/admin/cabang')
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah Cabang' }))
    const dialog = await dialogNamed('Tambah Cabang')
    type(dialog, /^Kode Cabang/, 'SBY01')
    type(dialog, /^Nama Cabang/, 'Dipo Surabaya')
    doubleClick(within(dialog).getByRole('button', { name: 'Simpan' }))
    await onceOnly(calls, 'POST', '/api/admin/branches', 'Cabang SBY01 berhasil dibuat')
  })

  it('saves an edited branch once', async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/branches': branchList(jkt),
      'PATCH /api/admin/branches/1': [{ status: 200, body: { ...jkt, phone: '021 999' } }, refused],
    })
    renderGuarded(<BranchListPage />, '/admin/cabang')
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah JKT01' }))
    const dialog = await dialogNamed('Ubah Cabang JKT01')
    type(dialog, /^Telepon/, '021 999')
    doubleClick(within(dialog).getByRole('button', { name: 'Simpan' }))
    await onceOnly(calls, 'PATCH', '/api/admin/branches/1', 'Cabang JKT01 disimpan')
  })

  it('closes a branch once', async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/branches': branchList(jkt),
      'PATCH /api/admin/branches/1': [{ status: 200, body: { ...jkt, active: false } }, refused],
    })
    renderGuarded(<BranchListPage />, '/admin/cabang')
    fireEvent.click(await screen.findByRole('button', { name: 'Nonaktifkan JKT01' }))
    const dialog = await dialogNamed(/Nonaktifkan cabang JKT01/)
    doubleClick(within(dialog).getByRole('button', { name: 'Ya, nonaktifkan' }))
    await onceOnly(calls, 'PATCH', '/api/admin/branches/1', 'Cabang JKT01 dinonaktifkan')
  })

  it('creates one staff member', async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/branches': branchList(jkt, sby),
      'GET /api/admin/staff': staffPage([]),
      'POST /api/admin/staff': [
        { status: 201, body: { id: 40, username: 'STAF.SBY' } },
        { status: 409, body: { code: ERROR_CODES.USERNAME_TAKEN, detail: ACCOUNT_TEXT.usernameTaken } },
      ],
    })
    renderGuarded(<StaffListPage />, '/admin/staff')
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah Staff' }))
    const dialog = await dialogNamed('Tambah Staff')
    type(dialog, /^Username/, 'staf.sby')
    type(dialog, /^Nama Depan/, 'Sari')
    type(dialog, /^Nama Belakang/, 'Wulan')
    type(dialog, /^No\. HP/, '081234567890')
    type(dialog, /^Password/, 'rahasia1')
    type(dialog, /^Konfirmasi Password/, 'rahasia1')
    const input = within(dialog).getByLabelText(/^Cabang/, { selector: 'input' })
    fireEvent.click(input)
    const options = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement
    fireEvent.click(within(options).getByRole('option', { name: 'SBY01 · Dipo Surabaya', hidden: true }))
    doubleClick(within(dialog).getByRole('button', { name: 'Simpan' }))
    await onceOnly(calls, 'POST', '/api/admin/staff', 'Staff "STAF.SBY" berhasil dibuat')
  })

  describe("in a staff member's actions", () => {
    async function openSari(answers: Record<string, FakeAnswer | FakeAnswer[]>) {
      const fake = fakeFetch({
        'GET /api/admin/branches': branchList(jkt, sby),
        'GET /api/admin/staff': staffPage([sari]),
        ...answers,
      })
      renderGuarded(<StaffListPage />, '/admin/staff')
      fireEvent.click(await screen.findByRole('button', { name: 'Kelola staf.sby' }))
      return { calls: fake.calls, dialog: await dialogNamed('Staff staf.sby') }
    }

    it('resets the password once', async () => {
      const { calls, dialog } = await openSari({
        'POST /api/admin/staff/5/reset-password': [{ status: 200, body: { ...sari, must_change_password: true } }, refused],
      })
      const reset = within(dialog).getByRole('form', { name: 'Reset Password' })
      type(reset, 'Password Baru', 'baru1234')
      type(reset, 'Ulangi Password Baru', 'baru1234')
      doubleClick(within(reset).getByRole('button', { name: 'Reset Password' }))
      await onceOnly(calls, 'POST', '/api/admin/staff/5/reset-password', 'Password "staf.sby" berhasil direset')
    })

    it('moves him once', async () => {
      const { calls, dialog } = await openSari({
        'POST /api/admin/staff/5/move': [{ status: 200, body: { ...sari, branch_id: 2, branch_code: 'SBY01' } }, refused],
      })
      const move = within(dialog).getByRole('group', { name: 'Pindah Cabang' })
      const target = within(move).getByLabelText('Cabang tujuan', { selector: 'input' })
      fireEvent.click(target)
      const options = document.getElementById(target.getAttribute('aria-controls') ?? '') as HTMLElement
      fireEvent.click(within(options).getByRole('option', { name: 'SBY01 · Dipo Surabaya', hidden: true }))
      doubleClick(within(move).getByRole('button', { name: 'Pindahkan' }))
      await onceOnly(calls, 'POST', '/api/admin/staff/5/move', 'Staff "staf.sby" dipindah ke cabang SBY01')
    })

    it('deactivates him once', async () => {
      const { calls, dialog } = await openSari({
        'POST /api/admin/staff/5/deactivate': [{ status: 200, body: { ...sari, active: false } }, refused],
      })
      fireEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }))
      doubleClick(within(dialog).getByRole('button', { name: 'Ya, nonaktifkan' }))
      await onceOnly(calls, 'POST', '/api/admin/staff/5/deactivate', 'Staff "staf.sby" dinonaktifkan')
    })
  })
})
