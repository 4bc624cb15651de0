import { z } from 'zod'
import type { AuditSubject } from '#common/admin.ts'
import { ACCOUNT_EVENT_LABEL, type AccountEventAction } from '#common/management.ts'
import { isSynonymAudit, synonymAuditSummary } from './synonym-audit-summary'
import { isTaxAudit, taxAuditSummary } from './tax-audit-summary'

// One audit row said in a sentence of Indonesian, from its action, its subject and its detail
// ('Dipindah dari JKT01 ke SBY01'). The detail was written by whichever feature acted, at any
// version of it: it is read leniently, and a row whose detail says nothing more reads as its
// action's label.

const detailShape = z
  .object({
    role: z.string(),
    via: z.string(),
    must_change_password: z.boolean(),
    from_branch: z.string(),
    to_branch: z.string(),
    changes: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
    counts: z.record(z.string(), z.number()),
    /** onboarding: the file, and a store's name and description before and after */
    file: z.string(),
    old_name: z.string().nullable(),
    new_name: z.string().nullable(),
    old_description: z.string().nullable(),
    new_description: z.string().nullable(),
    /** onboarding: a store's price group, NPWP and address before and after */
    old_price_group: z.string().nullable(),
    new_price_group: z.string().nullable(),
    old_npwp: z.string().nullable(),
    new_npwp: z.string().nullable(),
    old_address: z.string().nullable(),
    new_address: z.string().nullable(),
  })
  .partial()
type Detail = z.infer<typeof detailShape>

const FIELD_LABEL: Record<string, string> = {
  name: 'nama',
  address: 'alamat',
  phone: 'telepon',
  description: 'deskripsi',
  first_name: 'nama depan',
  last_name: 'nama belakang',
  mobile: 'no. HP',
  email: 'email',
  price_group: 'grup harga',
  npwp: 'NPWP',
  quote_valid_days: 'masa berlaku harga (hari)',
  max_extra_discount_percent: 'maks. diskon tambahan (%)',
  backorder_flag_days: 'sisa pesanan lama (hari)',
  auto_receipt_days: 'terima otomatis (hari)',
}

const ROLE_LABEL: Record<string, string> = { user: 'pembeli', seller: 'staf', admin: 'Admin Pusat' }

/** What an onboarding commit's counts say, in the order a reader wants them. */
const COUNT_LABEL: Array<[string, string]> = [
  ['stores_new', 'toko baru'],
  ['stores_changed', 'toko diubah'],
  ['users_new', 'akun baru'],
  ['errors', 'baris error dilewati'],
]

const VALUE_MAX = 60
const shown = (value: string | null) => {
  const text = value ?? ''
  if (text === '') return '(kosong)'
  return `"${text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text}"`
}

function readDetail(raw: unknown): Detail {
  const value = typeof raw === 'string' ? safeJson(raw) : raw
  const parsed = detailShape.safeParse(value)
  return parsed.success ? parsed.data : {}
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function created(subject: AuditSubject, d: Detail): string {
  if (subject === 'store') return 'Toko didaftarkan'
  if (subject === 'branch') return 'Cabang dibuat'
  const role = d.role && ROLE_LABEL[d.role] ? ` ${ROLE_LABEL[d.role]}` : ''
  const parts = [`Akun${role} dibuat`]
  if (d.via === 'command line') parts.push('lewat baris perintah')
  if (d.via === 'onboarding') parts.push('lewat impor pelanggan')
  if (d.must_change_password) parts.push('wajib ganti password saat login pertama')
  return parts.join(', ')
}

/** The changes a row names: a list of fields, or (an onboarding's changed store) each field's old and new value. */
function changesOf(d: Detail): Array<{ field: string; from: string | null; to: string | null }> {
  if (d.changes?.length) return d.changes
  const pairs: Array<[string, string | null | undefined, string | null | undefined]> = [
    ['name', d.old_name, d.new_name],
    ['description', d.old_description, d.new_description],
    ['price_group', d.old_price_group, d.new_price_group],
    ['npwp', d.old_npwp, d.new_npwp],
    ['address', d.old_address, d.new_address],
  ]
  return pairs
    .filter(([, from, to]) => (from !== undefined || to !== undefined) && (from ?? '') !== (to ?? ''))
    .map(([field, from, to]) => ({ field, from: from ?? null, to: to ?? null }))
}

function updated(d: Detail): string {
  const changes = changesOf(d).map((c) => `${FIELD_LABEL[c.field] ?? c.field} ${shown(c.from)} → ${shown(c.to)}`)
  if (changes.length === 0) return ACCOUNT_EVENT_LABEL.updated
  return `Diubah${d.via === 'onboarding' ? ' lewat impor pelanggan' : ''}: ${changes.join('; ')}`
}

function onboarded(d: Detail): string {
  const counts = d.counts ?? {}
  const said = COUNT_LABEL.filter(([key]) => (counts[key] ?? 0) > 0).map(([key, label]) => `${counts[key]} ${label}`)
  const file = d.file ? ` (${d.file.length > VALUE_MAX ? `${d.file.slice(0, VALUE_MAX - 1)}…` : d.file})` : ''
  return said.length ? `Impor pelanggan${file}: ${said.join(', ')}` : `${ACCOUNT_EVENT_LABEL.onboarded}${file}`
}

function activeChange(action: 'deactivated' | 'reactivated', subject: AuditSubject): string {
  const what = subject === 'branch' ? 'Cabang' : subject === 'store' ? 'Toko' : 'Akun'
  if (action === 'reactivated') return `${what} diaktifkan kembali`
  return subject === 'branch' ? 'Cabang dinonaktifkan; sesi staf dan pembelinya diakhiri' : `${what} dinonaktifkan`
}

export function auditSummary(action: AccountEventAction, subject: AuditSubject, rawDetail: unknown): string {
  if (subject === 'tax') return taxAuditSummary(action, rawDetail)
  if (subject === 'synonym') return synonymAuditSummary(action, rawDetail)
  const d = readDetail(rawDetail)
  switch (action) {
    case 'created':
      return created(subject, d)
    case 'password_reset':
      return d.must_change_password ? 'Password direset, wajib ganti saat login berikutnya' : 'Password direset'
    case 'deactivated':
    case 'reactivated':
      return activeChange(action, subject)
    case 'moved':
      return d.from_branch && d.to_branch ? `Dipindah dari ${d.from_branch} ke ${d.to_branch}` : ACCOUNT_EVENT_LABEL.moved
    case 'updated':
      return updated(d)
    case 'onboarded':
      return onboarded(d)
  }
}

/**
 * What the row is about: the one subject column set, else the tax settings or the synonyms when its
 * detail says so (tax-audit-summary.ts, synonym-audit-summary.ts), else an onboarding commit.
 */
export function auditSubjectOf(row: {
  user_id: number | null
  store_id: number | null
  branch_id: number | null
  detail?: unknown
}): AuditSubject {
  if (row.user_id !== null) return 'user'
  if (row.store_id !== null) return 'store'
  if (row.branch_id !== null) return 'branch'
  if (isTaxAudit(row.detail)) return 'tax'
  return isSynonymAudit(row.detail) ? 'synonym' : 'onboarding'
}
