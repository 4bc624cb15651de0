// @vitest-environment jsdom
import { notifications } from '@mantine/notifications'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ACCOUNT_TEXT } from '#common/account-rules.ts'
import { ERROR_CODES } from '#common/errors.ts'
import {
  bodiesOf,
  branch,
  branchList,
  dialogNamed,
  pickOption,
  setWide,
  staff,
  staffPage,
} from '#web/features/admin/test-fixtures.ts'
import { fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { StaffListPage } from './staff-list-page'

const branches = branchList(
  branch(1, 'JKT01', { name: 'Dipo Jakarta' }),
  branch(2, 'SBY01', { name: 'Dipo Surabaya' }),
  branch(3, 'BDG01', { name: 'Dipo Bandung', active: false }),
)
const field = (root: HTMLElement, label: string | RegExp) => within(root).getByLabelText(label) as HTMLInputElement
const type = (root: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(field(root, label), { target: { value } })
const listPaths = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path.startsWith('/api/admin/staff')).map((call) => call.path)

function fillStaff(dialog: HTMLElement) {
  type(dialog, /^Username/, 'staf.sby')
  type(dialog, /^Nama Depan/, 'Sari')
  type(dialog, /^Nama Belakang/, 'Wulan')
  type(dialog, /^No\. HP/, '+62 812-3456-7890')
  type(dialog, /^Password/, 'rahasia1')
  type(dialog, /^Konfirmasi Password/, 'rahasia1')
}

describe('Staff', () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
    setWide(true)
  })
  afterEach(() => {
    cleanup()
    notifications.clean()
    vi.unstubAllGlobals()
  })

  it('lists staff of every branch, filters by branch, searches, and says who has not chosen a password yet', async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/branches': branches,
      'GET /api/admin/staff': staffPage([
        staff(5, { must_change_password: true }),
        staff(6, { active: false, branch_code: 'SBY01' }),
      ]),
    })
    renderWithProviders(<StaffListPage />)
    const table = await screen.findByRole('table', { name: 'Daftar staff' })
    const first = (await within(table).findByText('staf5')).closest('tr') as HTMLElement
    expect(within(first).getByText('Belum ganti password')).toBeTruthy()
    expect(within(first).getByText('Aktif')).toBeTruthy()
    const second = within(table).getByText('staf6').closest('tr') as HTMLElement
    expect(within(second).getByText('Nonaktif')).toBeTruthy()
    expect(within(second).getByText('SBY01')).toBeTruthy()
    expect(listPaths(calls)).toEqual(['/api/admin/staff'])

    await waitFor(() => expect(screen.getByLabelText('Cabang', { selector: 'input' })).toBeTruthy())
    pickOption('Cabang', 'SBY01 · Dipo Surabaya')
    await waitFor(() => expect(listPaths(calls).at(-1)).toBe('/api/admin/staff?branch_id=2'))
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari staff' }), { target: { value: ' sari ' } })
    await waitFor(() => expect(listPaths(calls).at(-1)).toBe('/api/admin/staff?branch_id=2&search=sari'))
  })

  it("creates staff of a chosen branch with 'Wajib ganti password saat login pertama' ticked: rules first, then the multipart body", async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/branches': branches,
      'GET /api/admin/staff': staffPage([]),
      'POST /api/admin/staff': { status: 201, body: { id: 40, username: 'staf.sby' } },
    })
    renderWithProviders(<StaffListPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah Staff' }))
    const dialog = await dialogNamed('Tambah Staff')
    const mustChange = field(dialog, 'Wajib ganti password saat login pertama')
    expect(mustChange.checked).toBe(true)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))
    expect(within(dialog).getByText('Pilih cabang untuk staff ini.')).toBeTruthy()
    expect(within(dialog).getByText(ACCOUNT_TEXT.usernameFormat)).toBeTruthy()
    expect(bodiesOf(calls, 'POST', '/api/admin/staff')).toHaveLength(0)

    fillStaff(dialog)
    expect(field(dialog, /^Username/).value).toBe('STAF.SBY')
    // a closed branch takes no new staff
    const input = within(dialog).getByLabelText(/^Cabang/, { selector: 'input' })
    fireEvent.click(input)
    const options = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement
    expect(within(options).queryByRole('option', { name: /BDG01/, hidden: true })).toBeNull()
    fireEvent.click(within(options).getByRole('option', { name: 'SBY01 · Dipo Surabaya', hidden: true }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))

    expect(await screen.findByText('Staff "STAF.SBY" berhasil dibuat')).toBeTruthy()
    const [form] = bodiesOf(calls, 'POST', '/api/admin/staff') as FormData[]
    expect([...form.keys()]).toEqual([
      'username',
      'first_name',
      'last_name',
      'mobile',
      'password',
      'confirm_password',
      'email',
      'address',
      'landline',
      'description',
      'is_salesman',
      'branch_id',
      'must_change_password',
    ])
    expect(Object.fromEntries(form)).toMatchObject({
      username: 'STAF.SBY',
      mobile: '081234567890',
      branch_id: '2',
      is_salesman: '0',
      must_change_password: '1',
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it("sends must_change_password '0' when unticked, and shows a taken username on its field", async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/branches': branches,
      'GET /api/admin/staff': staffPage([]),
      'POST /api/admin/staff': { status: 409, body: { code: ERROR_CODES.USERNAME_TAKEN, detail: ACCOUNT_TEXT.usernameTaken } },
    })
    renderWithProviders(<StaffListPage />)
    await screen.findByRole('table', { name: 'Daftar staff' })
    // the branch filtered by is chosen already
    await waitFor(() => expect(screen.getByLabelText('Cabang', { selector: 'input' })).toBeTruthy())
    pickOption('Cabang', 'JKT01 · Dipo Jakarta')
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Staff' }))
    const dialog = await dialogNamed('Tambah Staff')
    fillStaff(dialog)
    fireEvent.click(field(dialog, 'Wajib ganti password saat login pertama'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))
    expect(await within(dialog).findByText(ACCOUNT_TEXT.usernameTaken)).toBeTruthy()
    expect(field(dialog, /^Username/).getAttribute('aria-invalid')).toBe('true')
    const [form] = bodiesOf(calls, 'POST', '/api/admin/staff') as FormData[]
    expect(Object.fromEntries(form)).toMatchObject({ branch_id: '1', must_change_password: '0' })
  })

  it('resets a password (ticked by default), moves to another branch and deactivates after a confirmation', async () => {
    const sari = staff(5, { username: 'staf.sby', branch_id: 1, branch_code: 'JKT01' })
    const { calls } = fakeFetch({
      'GET /api/admin/branches': branches,
      'GET /api/admin/staff': staffPage([sari]),
      'POST /api/admin/staff/5/reset-password': { status: 200, body: { ...sari, must_change_password: true } },
      'POST /api/admin/staff/5/move': { status: 200, body: { ...sari, branch_id: 2, branch_code: 'SBY01' } },
      'POST /api/admin/staff/5/deactivate': { status: 200, body: { ...sari, active: false } },
    })
    renderWithProviders(<StaffListPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'Kelola staf.sby' }))
    const dialog = await dialogNamed('Staff staf.sby')

    const reset = within(dialog).getByRole('form', { name: 'Reset Password' })
    type(reset, 'Password Baru', 'baru1234')
    type(reset, 'Ulangi Password Baru', 'baru1235')
    expect(within(reset).getByText(ACCOUNT_TEXT.resetMismatch)).toBeTruthy()
    type(reset, 'Ulangi Password Baru', 'baru1234')
    expect(field(reset, 'Wajib ganti password saat login pertama').checked).toBe(true)
    fireEvent.click(within(reset).getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByText('Password "staf.sby" berhasil direset')).toBeTruthy()
    expect(bodiesOf(calls, 'POST', '/api/admin/staff/5/reset-password')).toEqual([
      { password: 'baru1234', confirm_password: 'baru1234', must_change_password: '1' },
    ])

    const move = within(dialog).getByRole('group', { name: 'Pindah Cabang' })
    const moveButton = within(move).getByRole('button', { name: 'Pindahkan' }) as HTMLButtonElement
    expect(moveButton.disabled).toBe(true)
    const target = within(move).getByLabelText('Cabang tujuan', { selector: 'input' })
    fireEvent.click(target)
    const options = document.getElementById(target.getAttribute('aria-controls') ?? '') as HTMLElement
    // not where he is, not a closed branch
    expect(within(options).queryByRole('option', { name: /JKT01/, hidden: true })).toBeNull()
    expect(within(options).queryByRole('option', { name: /BDG01/, hidden: true })).toBeNull()
    fireEvent.click(within(options).getByRole('option', { name: 'SBY01 · Dipo Surabaya', hidden: true }))
    fireEvent.click(moveButton)
    expect(await screen.findByText('Staff "staf.sby" dipindah ke cabang SBY01')).toBeTruthy()
    expect(bodiesOf(calls, 'POST', '/api/admin/staff/5/move')).toEqual([{ branch_id: 2 }])

    fireEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }))
    expect(within(dialog).getByText(/Nonaktifkan staff staf\.sby\?/)).toBeTruthy()
    expect(bodiesOf(calls, 'POST', '/api/admin/staff/5/deactivate')).toHaveLength(0)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, nonaktifkan' }))
    expect(await screen.findByText('Staff "staf.sby" dinonaktifkan')).toBeTruthy()
    expect(calls.filter((call) => call.path === '/api/admin/staff/5/deactivate')).toHaveLength(1)
  })

  it('shows cards on a phone and pages on with Muat lagi', async () => {
    setWide(false)
    const { calls } = fakeFetch({
      'GET /api/admin/branches': branches,
      'GET /api/admin/staff': [staffPage([staff(1), staff(2)], 'c2'), staffPage([staff(3)])],
    })
    renderWithProviders(<StaffListPage />)
    const list = await screen.findByRole('list', { name: 'Daftar staff' })
    expect(await within(list).findAllByRole('listitem')).toHaveLength(2)
    fireEvent.click(await screen.findByRole('button', { name: 'Muat lagi' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3))
    expect(listPaths(calls).at(-1)).toBe('/api/admin/staff?cursor=c2')
  })
})
