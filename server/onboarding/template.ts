import ExcelJS from 'exceljs'
import { ONBOARDING_COLUMNS, ONBOARDING_TEMPLATE_FILE, ONBOARDING_TEXT } from '#common/onboarding.ts'

export const TEMPLATE_FILE_NAME = ONBOARDING_TEMPLATE_FILE

// The customer file's template: the header row the importer looks for and two example rows (two
// buyers of one store), every column as text so a mobile keeps its leading 0. The importer reads
// the first sheet only; the second explains the columns.
const EXAMPLES: Array<Record<(typeof ONBOARDING_COLUMNS)[number], string>> = [
  {
    branch_code: 'JKT01',
    ibs_cust_code: 'C10001',
    store_name: 'BENGKEL MAJU JAYA',
    store_description: 'Bengkel umum, Jl. Raya Bogor 12',
    username: 'budi.maju',
    first_name: 'Budi',
    last_name: 'Santoso',
    mobile: '081234567890',
    email: 'budi@contoh.co.id',
    price_group: 'BENGKEL-A',
    npwp: '01.234.567.8-901.000',
    address: 'Jl. Raya Bogor No. 12, Jakarta Timur',
  },
  {
    branch_code: 'JKT01',
    ibs_cust_code: 'C10001',
    store_name: 'BENGKEL MAJU JAYA',
    store_description: '',
    username: 'sari.maju',
    first_name: 'Sari',
    last_name: 'Wulandari',
    mobile: '081298765432',
    email: '',
    price_group: '',
    npwp: '',
    address: '',
  },
]

const GUIDE: Array<[string, string]> = [
  ['branch_code', 'Kode cabang. Admin Pusat: wajib. Staf cabang: kosongkan atau isi kode cabang Anda.'],
  ['ibs_cust_code', 'Kode IBS toko, wajib: 3–20 huruf/angka. Beberapa baris boleh memakai toko yang sama.'],
  ['store_name', 'Nama toko, wajib: 3–100 karakter (disimpan huruf besar).'],
  ['store_description', 'Deskripsi toko, boleh kosong: maks 100 karakter, tanpa < atau >.'],
  ['username', 'Username pembeli: 3–20 karakter. Kosongkan untuk mendaftarkan toko saja.'],
  ['first_name', 'Nama depan, wajib bila username diisi: maks 15 karakter.'],
  ['last_name', 'Nama belakang, wajib bila username diisi: maks 15 karakter.'],
  ['mobile', 'Nomor HP, boleh kosong: 08… (atau +62/62), 10–13 digit.'],
  ['email', 'Email, boleh kosong: maks 50 karakter.'],
  [
    'price_group',
    'Grup Harga toko, boleh kosong (toko yang sudah ada tetap memakai grupnya): maks 20 karakter huruf/angka, _ atau -, disimpan huruf besar.',
  ],
  [
    'npwp',
    'NPWP toko, boleh kosong (toko yang sudah ada tetap memakai NPWP-nya): 15 atau 16 angka; titik dan strip boleh (01.234.567.8-901.000).',
  ],
  [
    'address',
    'Alamat toko, boleh kosong (toko yang sudah ada tetap memakai alamatnya): maks 100 karakter, tanpa < atau >. Dicetak bersama NPWP pada pesanan.',
  ],
]

export async function buildOnboardingTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'DIPO Parts'
  const sheet = workbook.addWorksheet('Pelanggan')
  sheet.columns = ONBOARDING_COLUMNS.map((column) => ({ header: column, key: column, width: column === 'store_name' ? 28 : 18 }))
  sheet.getRow(1).font = { bold: true }
  for (const example of EXAMPLES) sheet.addRow(example)
  for (const column of ONBOARDING_COLUMNS) sheet.getColumn(column).numFmt = '@'
  const guide = workbook.addWorksheet('Petunjuk')
  guide.columns = [
    { header: 'Kolom', key: 'column', width: 20 },
    { header: 'Isi', key: 'rule', width: 90 },
  ]
  guide.getRow(1).font = { bold: true }
  for (const [column, rule] of GUIDE) guide.addRow({ column, rule })
  guide.addRow({ column: '', rule: ONBOARDING_TEXT.limits })
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
