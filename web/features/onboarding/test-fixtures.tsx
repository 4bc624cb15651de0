// Answers of the onboarding calls as the contract (common/onboarding.ts) shapes them, for the
// component tests (the pages' tests render the screen with web/app/routes/onboarding/render-onboarding.tsx).
import type { OnboardingCommitResponse, OnboardingRow, OnboardingValidateResponse } from '#common/onboarding.ts'
import { fileNamed } from '#web/components/file-import/file-screen-test-render.tsx'
import type { FakeAnswer } from '#web/test-utils/render.tsx'

export const okRow = (no: number, over: Partial<OnboardingRow> = {}): OnboardingRow => ({
  no,
  branch_code: 'JKT01',
  ibs_cust_code: `C${String(no).padStart(4, '0')}`,
  store_name: `TOKO ${no}`,
  price_group: '',
  npwp: '',
  address: '',
  username: `pembeli${no}`,
  name: `Pembeli ${no}`,
  mobile: '628123456789',
  email: '',
  ok: true,
  store_action: 'baru',
  user_action: 'baru',
  reason: null,
  ...over,
})

export const errorRow = (no: number, reason: string, over: Partial<OnboardingRow> = {}): OnboardingRow =>
  okRow(no, { ok: false, store_action: null, user_action: null, reason, ...over })

export const fourRows: OnboardingRow[] = [
  okRow(2),
  okRow(3, { store_action: 'sudah ada', user_action: null, username: '', name: '' }),
  errorRow(4, 'Username sudah dipakai; No. HP tidak valid', { username: 'budi' }),
  okRow(5, { store_action: 'diubah', user_action: 'sudah ada' }),
]

export const validated = (over: Partial<OnboardingValidateResponse> = {}): OnboardingValidateResponse => ({
  file: 'pelanggan.xlsx',
  headers: ['Cabang', 'Kode', 'Nama Toko', 'Ket', 'User', 'Depan', 'Belakang', 'HP', 'Email'],
  header_found: false,
  mapping: { branch_code: 0, ibs_cust_code: 1, store_name: 2, username: 4, first_name: 5 },
  rows: fourRows,
  counts: {
    rows: 4,
    valid: 3,
    errors: 1,
    stores_new: 1,
    stores_changed: 1,
    stores_existing: 1,
    users_new: 1,
    users_existing: 1,
  },
  token: 'token-onboarding-0001',
  ...over,
})

export const committed = (over: Partial<OnboardingCommitResponse> = {}): OnboardingCommitResponse => ({
  counts: validated().counts,
  skipped: [fourRows[2]],
  changed_stores: [{ ibs_cust_code: 'C0005', old_name: 'TOKO LAMA', new_name: 'TOKO 5' }],
  passwords: [
    {
      username: 'pembeli2',
      name: 'Pembeli 2',
      store_code: 'C0002',
      store_name: 'TOKO 2',
      branch_code: 'JKT01',
      password: 'Xk7pQ2mN9rTa',
    },
  ],
  sheet_xlsx_base64: Buffer.from('PK\u0003\u0004lembar').toString('base64'),
  sheet_file_name: 'kata-sandi-awal-JKT01.xlsx',
  ...over,
})

export const ok = (body: unknown, status = 200): FakeAnswer => ({ status, body })
export const refused = (status: number, code: string, detail: string): FakeAnswer => ({ status, body: { code, detail } })

export const SELLER_PATH = '/seller/manajemen-user/import'
export const VALIDATE = 'POST /api/seller/onboarding/validate'
export const COMMIT = 'POST /api/seller/onboarding/commit'

export function xlsxFile(name = 'pelanggan.xlsx', size = 10): File {
  return fileNamed(name, size)
}

export { expectTemplateAndFileAsked, pick, setUpFileScreenTests } from '#web/components/file-import/file-screen-test-render.tsx'

export const callsTo = (calls: { method: string; path: string; body: unknown }[], key: string) =>
  calls.filter((c) => `${c.method} ${c.path}` === key)
