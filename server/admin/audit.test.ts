import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry } from '#common/admin.ts'
import { adminStaffForm, buildAdminWorld } from '../test/admin-factories'
import { startTestApp, type TestApp } from '../test/app'
import { buildBranch } from '../test/factories'
import { buyerForm, createUser, postMultipart, signIn } from '../test/management-factories'

// The audit as head office reads it: every create, change, deactivation, reset and move of
// accounts, stores and branches, by staff or head office, newest first, each with who, when,
// what it was done to, whose branch, and a sentence; searchable by who, what, subject, text,
// branch and Jakarta days, page by page.
let t: TestApp
let w: Awaited<ReturnType<typeof buildAdminWorld>>
let all: AuditEntry[]
const ids = {} as Record<'branch' | 'staff' | 'buyer' | 'store', number>
const names = {} as Record<'staff' | 'buyer', string>

/** A day of actions, one minute apart, through the API as people would do them. */
beforeAll(async () => {
  t = await startTestApp()
  w = await buildAdminWorld(t.database.db)
  t.clock.set('2026-11-20T01:00:00Z') // 08:00 in Jakarta
  const admin = await signIn(t.app, w.admin.username)
  const staff = await signIn(t.app, w.staff.username)
  const step = () => t.clock.advance(60_000)
  const expectOk = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBeLessThan(300)

  const branch = await admin.post('/api/admin/branches', { code: 'AUD01', name: 'Audit Lama', address: 'Jl. A' })
  expectOk(branch)
  ids.branch = branch.json().id
  step()
  expectOk(await admin.request('PATCH', `/api/admin/branches/${ids.branch}`, { name: 'Audit Baru', phone: '031 1234' }))
  step()
  const staffForm = adminStaffForm(ids.branch, { must_change_password: '1' })
  const made = await postMultipart(admin, '/api/admin/staff', staffForm)
  expectOk(made)
  ids.staff = made.json().id
  names.staff = staffForm.username
  step()
  expectOk(await admin.post(`/api/admin/staff/${ids.staff}/move`, { branch_id: w.jkt.id }))
  step()
  expectOk(
    await admin.post(`/api/admin/staff/${ids.staff}/reset-password`, {
      password: 'awal1234',
      confirm_password: 'awal1234',
      must_change_password: '1',
    }),
  )
  step()
  const buyer = buyerForm(w.store.id)
  const buyerRes = await createUser(staff, buyer)
  expectOk(buyerRes)
  ids.buyer = buyerRes.json().id
  names.buyer = buyer.username
  step()
  expectOk(await staff.post(`/api/seller/users/${ids.buyer}/deactivate`))
  step()
  const store = await staff.post('/api/seller/stores', { ibs_cust_code: 'AUDTK1', name: 'TOKO AUDIT' })
  expectOk(store)
  ids.store = store.json().id
  // the next Jakarta day, just after midnight there (17:00 UTC)
  t.clock.set('2026-11-20T17:30:00Z')
  const later = await signIn(t.app, w.admin.username)
  expectOk(await later.request('PATCH', `/api/admin/branches/${ids.branch}`, { active: false, address: 'Jl. Tutup' }))
  all = (await later.get('/api/admin/audit?limit=200')).json().items
})
afterAll(() => t.close())

const audit = async (query: string) => {
  const admin = await signIn(t.app, w.admin.username)
  const res = await admin.get(`/api/admin/audit?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { items: AuditEntry[]; next_cursor: string | null }
}

describe('the audit', () => {
  it('lists every action newest first with who, when, to what, whose branch and a sentence', () => {
    const seen = all.map((e) => [e.actor, e.action, e.subject, e.subject_label, e.branch_code, e.summary])
    expect(seen).toEqual([
      [w.admin.username, 'deactivated', 'branch', 'AUD01', 'AUD01', 'Cabang dinonaktifkan; sesi staf dan pembelinya diakhiri'],
      [w.admin.username, 'updated', 'branch', 'AUD01', 'AUD01', 'Diubah: alamat "Jl. A" → "Jl. Tutup"'],
      [w.staff.username, 'created', 'store', 'AUDTK1', w.jkt.code, 'Toko didaftarkan'],
      [w.staff.username, 'deactivated', 'user', names.buyer, w.jkt.code, 'Akun dinonaktifkan'],
      [w.staff.username, 'created', 'user', names.buyer, w.jkt.code, 'Akun pembeli dibuat'],
      [
        w.admin.username,
        'password_reset',
        'user',
        names.staff,
        w.jkt.code,
        'Password direset, wajib ganti saat login berikutnya',
      ],
      [w.admin.username, 'moved', 'user', names.staff, 'AUD01', `Dipindah dari AUD01 ke ${w.jkt.code}`],
      [w.admin.username, 'created', 'user', names.staff, 'AUD01', 'Akun staf dibuat, wajib ganti password saat login pertama'],
      [
        w.admin.username,
        'updated',
        'branch',
        'AUD01',
        'AUD01',
        'Diubah: nama "Audit Lama" → "Audit Baru"; telepon (kosong) → "031 1234"',
      ],
      [w.admin.username, 'created', 'branch', 'AUD01', 'AUD01', 'Cabang dibuat'],
    ])
    expect(all[0].at).toBe('2026-11-20T17:30:00.000Z')
    expect(all.at(-1)?.at).toBe('2026-11-20T01:00:00.000Z')
  })

  it('filters by who, what, subject and text', async () => {
    const byStaff = await audit(`actor=${w.staff.username}`)
    expect(byStaff.items.map((e) => e.action)).toEqual(['created', 'deactivated', 'created'])
    expect((await audit('action=moved')).items.map((e) => e.subject_label)).toEqual([names.staff])
    expect((await audit('subject=branch')).items.map((e) => e.action)).toEqual(['deactivated', 'updated', 'updated', 'created'])
    expect((await audit('subject=store')).items.map((e) => e.subject_label)).toEqual(['AUDTK1'])
    expect((await audit('subject=onboarding')).items).toEqual([])
    expect((await audit(`q=${names.buyer.toUpperCase()}`)).items.map((e) => e.action)).toEqual(['deactivated', 'created'])
    expect((await audit('q=aud0')).items.map((e) => e.subject)).toEqual(['branch', 'branch', 'branch', 'branch'])
    expect((await audit('q=audtk')).items.map((e) => e.subject)).toEqual(['store'])
    // a single character is not a search yet: everything
    expect((await audit('q=a&limit=200')).items).toHaveLength(all.length)
  })

  it("filters by branch: its people's, its stores', its own events and a staff member moved into it", async () => {
    const jkt = await audit(`branch_id=${w.jkt.id}`)
    expect(jkt.items.map((e) => e.summary)).toEqual([
      'Toko didaftarkan',
      'Akun dinonaktifkan',
      'Akun pembeli dibuat',
      'Password direset, wajib ganti saat login berikutnya',
      `Dipindah dari AUD01 ke ${w.jkt.code}`,
    ])
    const aud = await audit(`branch_id=${ids.branch}`)
    expect(aud.items.map((e) => e.action)).toEqual(['deactivated', 'updated', 'moved', 'created', 'updated', 'created'])
    expect((await audit(`branch_id=${(await buildBranch(t.database.db)).id}`)).items).toEqual([])
  })

  it('filters by Jakarta days, both included', async () => {
    expect((await audit('from=2026-11-20&to=2026-11-20')).items).toHaveLength(all.length - 2)
    expect((await audit('from=2026-11-21')).items.map((e) => e.action)).toEqual(['deactivated', 'updated'])
    expect((await audit('to=2026-11-19')).items).toEqual([])
  })

  it('pages newest first without repeating or skipping, even within one instant', async () => {
    // the closing's edit and deactivation share their instant; a page of one ends between them
    expect(all[0].at).toBe(all[1].at)
    const first = await audit('limit=1')
    const second = await audit(`limit=1&cursor=${first.next_cursor}`)
    expect([first.items[0].id, second.items[0].id]).toEqual([all[0].id, all[1].id])
    const seen: number[] = []
    let cursor: string | null = null
    do {
      const page: { items: AuditEntry[]; next_cursor: string | null } = await audit(`limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      seen.push(...page.items.map((e) => e.id))
      cursor = page.next_cursor
    } while (cursor)
    expect(seen).toEqual(all.map((e) => e.id))
  })

  it('refuses bad days, reversed days, huge limits, bad cursors, unknown parameters and NUL with 400', async () => {
    const admin = await signIn(t.app, w.admin.username)
    const forged = Buffer.from(JSON.stringify({ a: '2026-02-31T00:00:00.000000Z', i: 1 })).toString('base64url')
    for (const query of [
      'from=2026-02-30',
      'from=20261120',
      'to=kemarin',
      'from=2026-11-21&to=2026-11-20',
      'limit=201',
      'limit=-1',
      'cursor=xyz',
      `cursor=${forged}`,
      'action=dihapus',
      'subject=order',
      'branch_id=0',
      'actor=%00',
      'user_id=1',
      `q=${'x'.repeat(61)}`,
    ]) {
      const res = await admin.get(`/api/admin/audit?${query}`)
      expect(res.statusCode, query).toBe(400)
    }
    expect((await admin.get('/api/admin/audit?from=2026-11-21&to=2026-11-20')).json().detail).toBe(
      'Tanggal "Dari" tidak boleh setelah "Sampai".',
    )
  })
})
