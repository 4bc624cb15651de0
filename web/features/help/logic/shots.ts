// The help's screenshots: real pictures of the buyer's screens on a phone, made by
// `npm run help:screenshots` (scripts/help-screenshots.ts) into web/public/help/. The file names
// below are what both the help screen and that script go by, so renaming one renames both.

/** The phone the screens are captured on, in CSS pixels. */
export const SHOT_VIEWPORT = { width: 390, height: 844 } as const

/**
 * The stored picture, in pixels: captured at twice the phone's density, then scaled to 540 wide,
 * sharp on a phone's screen yet small. The help sets these as width/height so nothing jumps.
 */
export const SHOT_SIZE = { width: 540, height: 1169 } as const

/** The folder of web/public the pictures live in, which is also their address on the portal. */
export const SHOT_FOLDER = 'help'

export interface Shot {
  file: string
  /** What the picture shows; read aloud, and shown when the picture fails to load. */
  alt: string
  /** One line under the picture: what to do on that screen. */
  caption: string
}

// biome-ignore format: a table of texts, easier to read one entry per line
export const SHOTS = {
  produkCari: { file: 'produk-cari.webp', alt: 'Halaman Cari Produk dengan kotak pencarian, tombol + Nama, pola pencarian dan pencarian cepat', caption: 'Ketik No. Part atau pilih pencarian cepat, lalu tekan Cari.' },
  produkFilter: { file: 'produk-filter.webp', alt: 'Katalog dengan panel Filter & Sort terbuka: Harga Min, Harga Max, No. Part berisi, Urutkan dan Hanya Yang Ada', caption: 'Filter & Sort: batasi harga, urutkan, atau tampilkan yang stoknya ada saja.' },
  produkKatalog: { file: 'produk-katalog.webp', alt: 'Katalog dengan qty terisi di dua kartu produk dan tombol + Keranjang di bagian bawah', caption: 'Isi qty di beberapa kartu, lalu tekan + Keranjang sekali.' },
  produkDetail: { file: 'produk-detail.webp', alt: 'Detail produk dengan gambar, No. Part, harga, pengatur qty dan tombol Keranjang', caption: 'Di detail produk, atur qty lalu tekan Keranjang.' },
  keranjang: { file: 'keranjang.webp', alt: 'Keranjang berisi item yang dicentang, qty, catatan item dan ringkasan estimasi dengan tombol Kirim Estimasi', caption: 'Centang item yang mau dipesan, lalu tekan Kirim Estimasi.' },
  keranjangEstimasi: { file: 'keranjang-estimasi.webp', alt: 'Jendela Pratinjau Estimasi berisi daftar item, total qty, estimasi total dan tombol Ya, Kirim Estimasi', caption: 'Periksa pratinjau, lalu tekan Ya, Kirim Estimasi.' },
  pesananBaru: { file: 'pesanan-baru.webp', alt: 'Halaman Buat Pesanan Baru dengan pilihan Import File dan Katalog serta tautan Unduh template Excel', caption: 'Buat Pesanan Baru: dari file Excel/CSV atau dari katalog.' },
  importUnggah: { file: 'import-unggah.webp', alt: 'Halaman Import Pesanan dengan kotak unggah file dan tab Tempel Teks', caption: 'Tarik atau pilih file .xlsx/.csv, atau tempel daftar part.' },
  importRingkasan: { file: 'import-ringkasan.webp', alt: 'Hasil pemeriksaan import: Ringkasan pemeriksaan dengan part unik dari 50, Dipakai, Digabung, Tidak dikenali, Tidak valid, lalu Map Kolom Manual', caption: 'Baca Ringkasan pemeriksaan, lalu tekan Import.' },
  pesananDaftar: { file: 'pesanan-daftar.webp', alt: 'Daftar pesanan berstatus Konfirmasi dengan tab status di atasnya', caption: 'Pilih tab status untuk melihat pesanan Anda.' },
  pesananKonfirmasi: { file: 'pesanan-konfirmasi.webp', alt: 'Detail pesanan berstatus Konfirmasi: part dengan qty Estimasi, Konfirmasi dan Dipesan, serta tombol Batal Pesan dan Lanjut Pesan', caption: 'Ketuk part untuk mengubah Qty Dipesan, lalu tekan Lanjut Pesan.' },
  pesananRiwayat: { file: 'pesanan-riwayat.webp', alt: 'Riwayat Status sebuah pesanan dari Estimasi sampai Diproses', caption: 'Riwayat Status: kapan pesanan berpindah status.' },
  laporan: { file: 'laporan.webp', alt: 'Laporan User dengan tanggal Dari dan Sampai, tombol Refresh dan kartu Estimasi, Konfirmasi, Dipesan, Diproses dan Batal', caption: 'Pilih periode Dari dan Sampai; kartu merangkum tiap status.' },
  laporanRepeat: { file: 'laporan-repeat.webp', alt: 'Tab Repeat di Laporan User: Top 50 by frequency, tombol Export Repeat Part CSV dan tabel part', caption: 'Repeat: part yang paling sering Anda pesan.' },
  laporanTimeline: { file: 'laporan-timeline.webp', alt: 'Tab Timeline di Laporan User dengan No. Transaksi dan status-statusnya beserta waktunya', caption: 'Timeline: ketik No. Transaksi lalu tekan Lihat.' },
  profil: { file: 'profil.webp', alt: 'Informasi Akun di halaman Profil: nama, Email dan No. HP yang sudah terkunci, username dan toko', caption: 'Profil: nama, email, No. HP dan toko Anda.' },
  profilPassword: { file: 'profil-password.webp', alt: 'Jendela Ganti Password dengan Password Saat Ini, Password Baru dan Konfirmasi Password Baru', caption: 'Ganti Password: isi password lama dan yang baru.' },
} as const satisfies Record<string, Shot>

export type ShotId = keyof typeof SHOTS

/** The picture's address on the portal (web/public is served at the root). */
export function shotSrc(shot: Pick<Shot, 'file'>): string {
  return `/${SHOT_FOLDER}/${shot.file}`
}
