import type { Rng } from './random'

// Indonesian people and workshops. Names fit the schema's limits (first/last <= 15), store
// names use only A-Z 0-9 space . , & ( ) / - (the Daftar Toko rule) and usernames the login rule.

// biome-ignore format: a data table, easier to scan packed than one entry per line
export const FIRST_NAMES = [
  'Budi', 'Agus', 'Siti', 'Dewi', 'Rudi', 'Hendra', 'Andi', 'Rina', 'Yusuf', 'Putri', 'Eko',
  'Wahyu', 'Dian', 'Joko', 'Sri', 'Bambang', 'Indra', 'Fajar', 'Nur', 'Rizky', 'Ahmad', 'Lestari',
  'Teguh', 'Slamet', 'Yanti', 'Hadi', 'Ratna', 'Dedi', 'Asep', 'Ujang', 'Cecep', 'Iwan', 'Surya',
  'Wulan', 'Fitri', 'Arif', 'Bayu', 'Galih', 'Hasan', 'Irfan', 'Kurniawan', 'Mulyadi', 'Nanang',
  'Oki', 'Prasetyo', 'Reza', 'Sutrisno', 'Taufik', 'Usman', 'Vina', 'Yudi', 'Zainal',
] as const

// biome-ignore format: a data table, easier to scan packed than one entry per line
export const LAST_NAMES = [
  'Santoso', 'Wijaya', 'Saputra', 'Hidayat', 'Gunawan', 'Setiawan', 'Pratama', 'Kusuma',
  'Nugroho', 'Siregar', 'Nasution', 'Simanjuntak', 'Harahap', 'Lubis', 'Sitompul', 'Suryadi',
  'Hermawan', 'Permana', 'Rahman', 'Susanto', 'Halim', 'Tanjung', 'Purnomo', 'Kartika', 'Sembiring',
  'Ginting', 'Hutapea', 'Firmansyah', 'Maulana', 'Sulistyo', 'Wibowo', 'Kurnia', 'Suharto', '',
] as const

// biome-ignore format: a data table, easier to scan packed than one entry per line
const SHOP_TYPES = [
  'BENGKEL', 'BENGKEL', 'BENGKEL MOBIL', 'TOKO SPAREPART', 'TOKO', 'CV.', 'UD.', 'PT.', 'AUTO PART',
  'BENGKEL DIESEL', 'SERVIS MOBIL',
] as const
// biome-ignore format: a data table, easier to scan packed than one entry per line
const SHOP_CORES = [
  'SUMBER JAYA', 'MAJU JAYA', 'SINAR MAS', 'BERKAH', 'MANDIRI', 'SETIA KAWAN', 'ABADI', 'LANCAR',
  'JAYA MAKMUR', 'SENTOSA', 'RAHAYU', 'MITRA', 'KARYA BARU', 'TUNAS', 'HARAPAN', 'SEJAHTERA',
  'BINTANG', 'SURYA', 'CAHAYA', 'MULIA', 'SAHABAT', 'PUTRA', 'DUA SAUDARA', 'ANUGERAH', 'BAROKAH',
  'GEMILANG', 'TEKNIK UTAMA', 'SINAR JAYA', 'SUMBER REJEKI', 'MEKAR',
] as const
// biome-ignore format: a data table, easier to scan packed than one entry per line
const SHOP_SUFFIXES = ['MOTOR', 'MOTOR', 'DIESEL', 'TEKNIK', 'AUTO', 'PARTS', '', '', '', '& SONS'] as const

// biome-ignore format: a data table, easier to scan packed than one entry per line
export const DISTRICTS: Record<string, readonly string[]> = {
  JKT01: ['CAKUNG', 'KELAPA GADING', 'CENGKARENG', 'PASAR MINGGU', 'CIBUBUR', 'TANJUNG PRIOK', 'KALIDERES', 'CIPINANG'],
  BDG01: ['CIMAHI', 'DAGO', 'ANTAPANI', 'BUAH BATU', 'SOREANG', 'UJUNG BERUNG', 'KOPO', 'LEMBANG'],
}

export function storeName(rng: Rng): string {
  return [rng.pick(SHOP_TYPES), rng.pick(SHOP_CORES), rng.pick(SHOP_SUFFIXES)].filter((s) => s !== '').join(' ')
}

/**
 * The buyer username of generated store i: `<first word>.<second word><i>`, e.g. 'bengkel.sumber12'.
 * The trailing number keeps it unique and apart from the demo's hand-picked names.
 */
export function numberedUsername(name: string, i: number): string {
  const words = name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .split(' ')
    .filter(Boolean)
  const digits = String(i)
  const second = (words[1] ?? 'toko').slice(0, Math.max(1, 20 - words[0].length - 1 - digits.length))
  return `${words[0]}.${second}${digits}`.slice(0, 20)
}

/** A free-text store description (<= 100 chars). */
export function storeDescription(rng: Rng, branchCode: string): string | null {
  if (rng.chance(0.4)) return null
  const district = rng.pick(DISTRICTS[branchCode] ?? DISTRICTS.JKT01)
  return rng.pick([
    `Bengkel umum, wilayah ${district}`,
    `Langganan sejak 2019, ${district}`,
    `Spesialis diesel, ${district}`,
    `Toko suku cadang, ${district}`,
  ])
}

export interface Person {
  firstName: string
  lastName: string
  mobile: string | null
  email: string | null
}

// biome-ignore format: a data table, easier to scan packed than one entry per line
const MOBILE_PREFIXES = ['0811', '0812', '0813', '0821', '0822', '0852', '0853', '0857', '0878', '0896'] as const

/** '08' plus 8-11 digits, as the schema's check and product.md §5.5's 10-13 digit rule want. */
export function mobileNumber(rng: Rng): string {
  let s: string = rng.pick(MOBILE_PREFIXES)
  const length = rng.int(10, 13)
  while (s.length < length) s += String(rng.int(0, 9))
  return s
}

export function person(rng: Rng, emailChance = 0.4): Person {
  const firstName = rng.pick(FIRST_NAMES)
  const lastName = rng.pick(LAST_NAMES)
  const local = `${firstName}.${lastName || rng.int(10, 99)}`.toLowerCase()
  const domain = rng.pick(['gmail.com', 'yahoo.co.id', 'gmail.com', 'outlook.com'])
  return {
    firstName,
    lastName,
    mobile: rng.chance(0.85) ? mobileNumber(rng) : null,
    email: rng.chance(emailChance) ? `${local}@${domain}`.slice(0, 50) : null,
  }
}

const PHRASES_USER = [
  'Tolong dikirim sebelum Jumat',
  'Untuk servis unit pelanggan',
  'Stok bengkel habis, mohon cepat',
  'Barang diambil sendiri',
  'Kirim ke gudang belakang',
  'Mohon konfirmasi harga dulu',
  'Pesanan rutin bulanan',
  'Untuk armada truk pelanggan',
  'Tolong dicek ketersediaannya',
  'Kirim bersama pesanan minggu lalu',
] as const
// biome-ignore format: a data table, easier to scan packed than one entry per line
const PHRASES_SELLER = [
  'Sisa barang menyusul minggu depan', 'Harga sudah termasuk diskon toko', 'Barang siap diambil',
  'Sebagian indent dari pusat', 'Dikirim dengan kurir besok pagi', 'Mohon cek kembali nomor part',
] as const
// biome-ignore format: a data table, easier to scan packed than one entry per line
const ITEM_NOTES_USER = ['Warna hitam', 'Untuk unit tahun 2019', 'Yang original', 'Cadangan stok', 'Ganti yang lama'] as const
// biome-ignore format: a data table, easier to scan packed than one entry per line
const ITEM_NOTES_SELLER = ['Stok tinggal sedikit', 'Indent 3 minggu', 'Part pengganti', 'Sudah dicek OSC', 'Kosong di gudang'] as const

export const notes = {
  orderUser: (rng: Rng) => rng.pick(PHRASES_USER),
  orderSeller: (rng: Rng) => rng.pick(PHRASES_SELLER),
  itemUser: (rng: Rng) => rng.pick(ITEM_NOTES_USER),
  itemSeller: (rng: Rng) => rng.pick(ITEM_NOTES_SELLER),
}
