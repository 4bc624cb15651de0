// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { auditEntry, branch, branchList, pickOption, setWide } from '#web/features/admin/test-fixtures.ts'
import { fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { AuditPage } from './audit-page'

const auditPaths = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.path.startsWith('/api/admin/audit')).map((call) => call.path)
const page = (items: ReturnType<typeof auditEntry>[], next: string | null = null) => ({
  status: 200,
  body: { items, next_cursor: next },
})

describe('Audit', () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
    setWide(true)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('shows who did what to which subject, in which branch, and what changed', async () => {
    fakeFetch({
      'GET /api/admin/branches': branchList(branch(1, 'JKT01')),
      'GET /api/admin/audit': page([
        auditEntry(2, { action: 'moved', subject: 'user', subject_label: 'staf.sari', summary: 'JKT01 → SBY01' }),
        auditEntry(1, {
          actor: null,
          action: 'onboarded',
          subject: 'onboarding',
          subject_label: null,
          branch_code: null,
          summary: '3 toko, 5 user',
        }),
      ]),
    })
    renderWithProviders(<AuditPage />)
    const table = await screen.findByRole('table', { name: 'Daftar audit' })
    await within(table).findByText('JKT01 → SBY01')
    const rows = within(table).getAllByRole('row')
    expect(within(rows[1]).getByText('Dipindah cabang')).toBeTruthy()
    expect(within(rows[1]).getByText('User staf.sari')).toBeTruthy()
    expect(within(rows[1]).getByText('JKT01 → SBY01')).toBeTruthy()
    expect(within(rows[1]).getByText('demo.admin')).toBeTruthy()
    expect(within(rows[2]).getByText('Impor pelanggan', { selector: 'td' })).toBeTruthy()
    expect(within(rows[2]).getByText('Sistem')).toBeTruthy()
  })

  it('searches by who, what, subject, branch and dates typed day first; refuses a from after to without asking', async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/branches': branchList(branch(1, 'JKT01'), branch(4, 'SBY01')),
      'GET /api/admin/audit': page([auditEntry(1)]),
    })
    renderWithProviders(<AuditPage />)
    await screen.findByText('Cabang dibuat')
    expect(auditPaths(calls)).toEqual(['/api/admin/audit'])

    fireEvent.change(screen.getByLabelText('Oleh (username)'), { target: { value: ' demo.admin ' } })
    pickOption('Aksi', 'Password direset')
    pickOption('Jenis', 'User')
    fireEvent.change(screen.getByLabelText('Subjek'), { target: { value: 'sari' } })
    await waitFor(() => expect(screen.getByLabelText('Cabang', { selector: 'input' })).toBeTruthy())
    pickOption('Cabang', 'SBY01 · Dipo SBY01')
    // typed the Indonesian way, whatever the browser's language
    fireEvent.change(screen.getByLabelText('Dari'), { target: { value: '01/11/2026' } })
    fireEvent.change(screen.getByLabelText('Sampai'), { target: { value: '30/11/2026' } })
    await waitFor(() =>
      expect(auditPaths(calls).at(-1)).toBe(
        '/api/admin/audit?actor=demo.admin&action=password_reset&subject=user&q=sari&branch_id=4&from=2026-11-01&to=2026-11-30',
      ),
    )

    const asked = auditPaths(calls).length
    fireEvent.change(screen.getByLabelText('Dari'), { target: { value: '1 Des 2026' } })
    expect(await screen.findByText('Tanggal "Dari" tidak boleh setelah "Sampai".')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(auditPaths(calls)).toHaveLength(asked)

    fireEvent.click(screen.getByRole('button', { name: 'Hapus filter' }))
    await waitFor(() => expect(auditPaths(calls).at(-1)).toBe('/api/admin/audit'))
  })

  it('pages on, newest first, as cards on a phone', async () => {
    setWide(false)
    const { calls } = fakeFetch({
      'GET /api/admin/branches': branchList(),
      'GET /api/admin/audit': [page([auditEntry(9), auditEntry(8)], 'next-1'), page([auditEntry(7, { summary: 'Nama diubah' })])],
    })
    renderWithProviders(<AuditPage />)
    const list = await screen.findByRole('list', { name: 'Daftar audit' })
    expect(await within(list).findAllByRole('listitem')).toHaveLength(2)
    fireEvent.click(await screen.findByRole('button', { name: 'Muat lagi' }))
    expect(await within(list).findByText('Nama diubah')).toBeTruthy()
    expect(auditPaths(calls).at(-1)).toBe('/api/admin/audit?cursor=next-1')

    // the filters fold under one button that counts the ones set
    const toggle = screen.getByRole('button', { name: 'Tampilkan filter' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    fireEvent.change(screen.getByLabelText('Oleh (username)'), { target: { value: 'demo.admin' } })
    expect(screen.getByRole('button', { name: /Sembunyikan filter/ }).textContent).toContain('1 filter aktif')
  })
})
