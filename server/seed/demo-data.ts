import type { Role } from '#common/roles.ts'

// The fixed part of the demo: branches, stores and the named accounts the README and the
// end-to-end tests log in with (password demo1234). Everything else is generated.

/** The ids the demo accounts got, for the orders and carts made for them. */
export interface DemoUsers {
  byName: Map<string, number>
  /** Store id -> its buyer (the first account of the store). */
  buyerOf: Map<number, number>
  /** Branch id -> staff ids. */
  staffOf: Map<number, number[]>
}

/**
 * JKT01's staff may give up to 10 % extra discount on a line (docs/product.md §10.12), so the
 * confirmation shows its input; BDG01 keeps the default 0 (off). Both hold a quote 7 days.
 */
// biome-ignore format: a data table, easier to scan packed than one entry per line
export const DEMO_BRANCHES = [
  { code: 'JKT01', name: 'Dipo Jakarta', address: 'Jl. Pulo Gadung No. 12, Jakarta Timur 13920', phone: '021-4600123', quote_valid_days: 7, max_extra_discount_bp: 1000 },
  { code: 'BDG01', name: 'Dipo Bandung', address: 'Jl. Soekarno-Hatta No. 450, Bandung 40266', phone: '022-7500456', quote_valid_days: 7, max_extra_discount_bp: 0 },
] as const

export interface DemoStore {
  branch: 'JKT01' | 'BDG01'
  code: string
  name: string
  /** Username of the store's buyer account; demo.* stores get theirs from DEMO_ACCOUNTS. */
  buyer: string | null
  /** 'Grup Harga' (docs/product.md §10.10); the agreements of server/seed/demo-prices.ts name these */
  group: 'BENGKEL-A' | 'BENGKEL-B' | null
  /** 15 digits, or a 16-digit NIK for a one-man business */
  npwp: string | null
  address: string | null
}

// biome-ignore format: a data table, easier to scan packed than one entry per line
export const DEMO_STORES: readonly DemoStore[] = [
  { branch: 'JKT01', code: 'C0012345', name: 'BENGKEL SUMBER JAYA MOTOR', buyer: null, group: 'BENGKEL-A', npwp: '012345678012000', address: 'Jl. Raya Bekasi Km 18 No. 7, Cakung, Jakarta Timur' },
  // demo.dual's store: no group, no agreement, list prices only
  { branch: 'JKT01', code: 'C0012388', name: 'TOKO SPAREPART MAJU JAYA', buyer: null, group: null, npwp: null, address: 'Jl. Pramuka No. 21, Matraman, Jakarta Timur' },
  { branch: 'JKT01', code: 'C0013021', name: 'BENGKEL MOBIL SINAR MAS', buyer: 'bengkel.sinarmas', group: 'BENGKEL-A', npwp: '021456789013000', address: 'Jl. Daan Mogot Km 11 No. 3, Cengkareng, Jakarta Barat' },
  { branch: 'JKT01', code: 'C0013150', name: 'CV. BERKAH DIESEL', buyer: 'cv.berkah', group: 'BENGKEL-B', npwp: '031567890014000', address: 'Jl. Cakung Cilincing Raya No. 88, Jakarta Utara' },
  { branch: 'JKT01', code: 'C0013377', name: 'UD. SETIA KAWAN MOTOR', buyer: 'ud.setiakawan', group: 'BENGKEL-B', npwp: '3175061203800004', address: 'Jl. Dewi Sartika No. 140, Cawang, Jakarta Timur' },
  { branch: 'JKT01', code: 'C0014002', name: 'AUTO PART ABADI (CAKUNG)', buyer: 'autopart.abadi', group: 'BENGKEL-A', npwp: '041678901015000', address: 'Ruko Cakung Blok B-5, Jl. Raya Bekasi Km 22, Jakarta Timur' },
  { branch: 'JKT01', code: 'C0014219', name: 'BENGKEL LANCAR JAYA', buyer: 'bengkel.lancar', group: null, npwp: null, address: null },
  { branch: 'JKT01', code: 'C0014580', name: 'TOKO MANDIRI PARTS', buyer: 'toko.mandiri', group: 'BENGKEL-A', npwp: '051789012016000', address: 'Jl. Kramat Raya No. 45, Senen, Jakarta Pusat' },
  { branch: 'JKT01', code: 'C0015011', name: 'PT. TUNAS MITRA TEKNIK', buyer: 'tunas.mitra', group: 'BENGKEL-B', npwp: '061890123017000', address: 'Kawasan Industri Pulogadung, Jl. Rawa Gelam III No. 9, Jakarta Timur' },
  { branch: 'JKT01', code: 'C0015342', name: 'BENGKEL DUA SAUDARA', buyer: 'bengkel.duasaudara', group: null, npwp: null, address: 'Jl. Ciledug Raya No. 17, Kebayoran Lama, Jakarta Selatan' },
  { branch: 'JKT01', code: 'C0015790', name: 'SERVIS MOBIL BINTANG & SONS', buyer: 'servis.bintang', group: 'BENGKEL-A', npwp: null, address: null },
  { branch: 'JKT01', code: 'C0016003', name: 'TOKO SPAREPART ANUGERAH, KELAPA GADING', buyer: 'toko.anugerah', group: null, npwp: '071901234018000', address: 'Jl. Boulevard Raya Blok QJ-1 No. 2, Kelapa Gading, Jakarta Utara' },
  { branch: 'BDG01', code: 'C0020117', name: 'BENGKEL SINAR JAYA MOTOR', buyer: null, group: 'BENGKEL-B', npwp: '022345678019000', address: 'Jl. Soekarno-Hatta No. 590, Bandung' },
  { branch: 'BDG01', code: 'C0020245', name: 'TOKO SPAREPART BAROKAH', buyer: 'toko.barokah', group: 'BENGKEL-A', npwp: '032456789020000', address: 'Jl. Kiaracondong No. 211, Bandung' },
  { branch: 'BDG01', code: 'C0020376', name: 'CV. MEKAR DIESEL', buyer: 'cv.mekar', group: 'BENGKEL-B', npwp: '042567890021000', address: 'Jl. Raya Cibeureum No. 33, Cimahi' },
  { branch: 'BDG01', code: 'C0020498', name: 'BENGKEL RAHAYU TEKNIK', buyer: 'bengkel.rahayu', group: null, npwp: null, address: 'Jl. Terusan Jakarta No. 72, Antapani, Bandung' },
  { branch: 'BDG01', code: 'C0020603', name: 'UD. SUMBER REJEKI', buyer: 'ud.sumberrejeki', group: null, npwp: '3273011505790002', address: null },
  { branch: 'BDG01', code: 'C0020711', name: 'AUTO PART GEMILANG (CIMAHI)', buyer: 'autopart.gemilang', group: 'BENGKEL-A', npwp: '052678901022000', address: 'Jl. Amir Machmud No. 415, Cimahi' },
  { branch: 'BDG01', code: 'C0020859', name: 'BENGKEL DIESEL HARAPAN', buyer: 'bengkel.harapan', group: 'BENGKEL-B', npwp: null, address: 'Jl. Moh. Toha No. 99, Bandung' },
  { branch: 'BDG01', code: 'C0020962', name: 'TOKO SAHABAT MOTOR / BUAH BATU', buyer: 'toko.sahabat', group: null, npwp: null, address: 'Jl. Buah Batu No. 160, Bandung' },
]

export interface DemoAccount {
  username: string
  roles: Role[]
  /** IBS code of the account's store (buyers). */
  store?: string
  /** Branch code (staff); head office has none. */
  branch?: 'JKT01' | 'BDG01'
  firstName: string
  lastName: string
  mobile: string | null
  email: string | null
  salesmanCode?: string
  /** What the account is for, printed by `npm start` beside the username. */
  description: string
}

export const DEMO_PASSWORD = 'demo1234'

// biome-ignore format: a data table, easier to scan packed than one entry per line
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'demo.user', roles: ['user'], store: 'C0012345', firstName: 'Budi', lastName: 'Santoso', mobile: '081311223344', email: 'budi.santoso@gmail.com', description: 'pembeli, BENGKEL SUMBER JAYA MOTOR (JKT01)' },
  { username: 'demo.seller', roles: ['seller'], branch: 'JKT01', firstName: 'Dewi', lastName: 'Kartika', mobile: '081234567801', email: 'dewi.kartika@dipo.co.id', description: 'staff DIPO, cabang JKT01' },
  { username: 'demo.user2', roles: ['user'], store: 'C0020117', firstName: 'Siti', lastName: 'Nurhaliza', mobile: '082155667788', email: null, description: 'pembeli, BENGKEL SINAR JAYA MOTOR (BDG01)' },
  { username: 'demo.seller2', roles: ['seller'], branch: 'BDG01', firstName: 'Asep', lastName: 'Permana', mobile: '081234567802', email: 'asep.permana@dipo.co.id', description: 'staff DIPO, cabang BDG01' },
  { username: 'demo.dual', roles: ['user', 'seller'], store: 'C0012388', branch: 'JKT01', firstName: 'Hendra', lastName: 'Wijaya', mobile: '081234567803', email: null, description: 'pembeli (TOKO SPAREPART MAJU JAYA) dan staff JKT01' },
  { username: 'rina.staff', roles: ['seller'], branch: 'JKT01', firstName: 'Rina', lastName: 'Hidayat', mobile: '081398765401', email: 'rina.hidayat@dipo.co.id', salesmanCode: 'SJ01', description: 'staff DIPO (salesman), cabang JKT01' },
  { username: 'yudi.staff', roles: ['seller'], branch: 'BDG01', firstName: 'Yudi', lastName: 'Sembiring', mobile: '085298765402', email: null, salesmanCode: 'SB02', description: 'staff DIPO (salesman), cabang BDG01' },
  { username: 'demo.admin', roles: ['admin'], firstName: 'Ratna', lastName: 'Admin', mobile: null, email: 'ratna.admin@dipo.co.id', description: 'Admin Pusat (semua cabang)' },
]

/** Orders per store: demo.user's store has every status at least four times. */
// biome-ignore format: a data table, easier to scan packed than one entry per line
export const DEMO_ORDER_PLAN: readonly { store: string; statuses: readonly (1 | 2 | 3 | 4 | 5)[] }[] = [
  { store: 'C0012345', statuses: [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5] },
  { store: 'C0020117', statuses: [1, 1, 2, 2, 3, 3, 4, 4, 4, 5, 5] },
  { store: 'C0012388', statuses: [1, 2, 3, 4] },
]
/** Orders spread over the other stores, beyond the plan above. */
export const DEMO_OTHER_ORDERS = 22

/** How old an order of each status typically is, in days: estimates are fresh, exports older. */
export const DEMO_AGE_DAYS: Record<1 | 2 | 3 | 4 | 5, readonly [number, number]> = {
  1: [0, 6],
  2: [1, 12],
  3: [2, 25],
  4: [4, 60],
  5: [3, 60],
}

/** Replaced numbers among the chip parts (1230A, 1770A, MZ320), days relative to the seed day. */
export const DEMO_SUPERSESSIONS = [
  // an old box number, gone from the price list
  { old: '1230A046', new: '1230A048', kind: 'replace', dayOffset: -400 },
  // three numbers long: 1770A017 -> 1770A066 -> 1770A121
  { old: '1770A017', new: '1770A066', kind: 'replace', dayOffset: -700 },
  { old: '1770A066', new: '1770A121', kind: 'replace', dayOffset: -30 },
  { old: 'MZ320001', new: 'MZ320026', kind: 'interchangeable', dayOffset: -200 },
  // announced, not in effect yet
  { old: '1230A134', new: '1230A177', kind: 'replace', dayOffset: 60 },
] as const

/** A number replaced since one of demo.user's estimates asked for it (the counter's switch). */
export const DEMO_REPLACED_IN_ESTIMATE = '1770A066'
