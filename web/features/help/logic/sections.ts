// The how-to of 'Bantuan Pengguna' (product.md §2.16), one entry per section. The words follow the
// screens: [..] is a label exactly as the portal shows it, `..` is something to type (rich-text.ts).
// Limits are the portal's own (product.md §5, §9); when a screen changes, this text changes with it.
import type { ShotId } from './shots'

export type SectionId = 'produk' | 'keranjang' | 'pesanan' | 'laporan' | 'profil' | 'faq'

export interface HelpTopic {
  title: string
  steps: readonly string[]
}

export interface HelpSection {
  id: SectionId
  title: string
  /** One line under the title while the panel is closed. */
  summary: string
  topics: readonly HelpTopic[]
  shots: readonly ShotId[]
}

const produk: HelpSection = {
  id: 'produk',
  title: 'Produk',
  summary: 'Mencari part, menyaring hasil dan memasukkan ke keranjang.',
  topics: [
    {
      title: 'Mencari part',
      steps: [
        'Buka [Produk] di menu. Ketik No. Part di kotak [Cari Part No / Nama…] lalu tekan [Cari]. Minimal 3 karakter; kalau kurang, muncul "Ketik minimal 3 karakter untuk mulai mencari."',
        'Pakai tanda bintang: `123` atau `*123*` = mengandung 123, `123*` = diawali 123, `*123` = diakhiri 123. Ikon tanda tanya di kotak pencarian mengingatkan pola ini.',
        'Nyalakan [+ Nama] untuk mencari juga di nama produk, misalnya `filter oil` atau `brake`.',
        'Tombol [Pencarian cepat] (brake, battery, filter, 1230A, 1770A, MZ320) langsung membuka katalog. [Lihat Semua Produk] membuka seluruh katalog.',
      ],
    },
    {
      title: 'Menyaring dan mengurutkan',
      steps: [
        'Tekan [Filter & Sort]. Isi [Harga Min] dan [Harga Max], [No. Part berisi], pilih [Urutkan] (No. Part, Nama atau Harga) dan arahnya (Naik/Turun), lalu tekan [Terapkan]. [Reset] mengembalikan semuanya.',
        'Harga Min lebih besar dari Harga Max? Keduanya ditukar otomatis, dan ada pemberitahuan sebelum diterapkan.',
        'Centang [Hanya Yang Ada] untuk melihat part yang stoknya ada di cabang Anda saja.',
        'Baris "Menampilkan X dari N produk" menunjukkan jumlah hasil. Geser ke bawah untuk memuat lebih banyak; kalau berhenti karena sinyal lemah, tekan [Refresh...].',
      ],
    },
    {
      title: 'Memasukkan ke keranjang',
      steps: [
        'Isi qty (0–999) di kartu produk, lalu tekan ikon keranjang di sebelahnya.',
        'Banyak part sekaligus: isi qty di beberapa kartu, lalu tekan [+ Keranjang (n)] di bawah layar sekali saja.',
        'Tulisan "Di keranjang: n" di kartu menunjukkan qty yang sudah ada di keranjang. Tiap produk paling banyak 999.',
        'Ketuk gambar atau No. Part untuk membuka detail produk: atur qty dengan tombol − dan +, lalu tekan [Keranjang].',
        '"Stok ada" atau "Stok kosong" adalah stok di cabang Anda saat ini. Part yang kosong tetap bisa diminta; staff akan menjawab kapan tersedia.',
      ],
    },
  ],
  shots: ['produkCari', 'produkFilter', 'produkKatalog', 'produkDetail'],
}

const keranjang: HelpSection = {
  id: 'keranjang',
  title: 'Keranjang & Import',
  summary: 'Mengirim estimasi dari keranjang, atau dari file Excel/CSV.',
  topics: [
    {
      title: 'Dari keranjang',
      steps: [
        'Angka di ikon keranjang (atas) adalah jumlah item; di atas 99 tertulis 99+. Keranjang menampung sampai 200 item.',
        'Centang item yang mau dikirim. Satu estimasi paling banyak 50 item; centang ke-51 ditolak dengan pesan "Maksimal 50 item terpilih". [Pilih semua] memilih semuanya, atau 50 item terbaru bila isinya lebih dari 50.',
        'Ubah qty dengan − dan + (1–999) dan tulis catatan per item (maks 100 karakter). Ikon tempat sampah menghapus satu item; [Kosongkan Keranjang] menghapus semuanya.',
        'Tulis [Catatan untuk pesanan] bila perlu, tekan [Kirim Estimasi], periksa [Pratinjau Estimasi], lalu tekan [Ya, Kirim Estimasi]. Item yang terkirim keluar dari keranjang dan pesanan masuk status Estimasi.',
        'Harga di keranjang sudah harga toko Anda: harga daftar dicoret dan diskonnya tertulis di sampingnya. [Rincian] menampilkan Subtotal, Diskon, Harga Jual, DPP Nilai Lain, PPN dan Total, dihitung seperti faktur pajak. Harga final dikunci saat cabang mengonfirmasi.',
      ],
    },
    {
      title: 'Import dari file Excel atau CSV',
      steps: [
        'Buka [Pesanan], tekan [Buat Pesanan Baru], lalu pilih [Import File]. [Unduh template Excel] memberi contoh kolom `part_no`, `qty` dan `catatan`.',
        'File harus .xlsx atau .csv, maksimal 2 MB, paling banyak 50 part berbeda. File .xls lama: simpan dulu sebagai .xlsx atau .csv.',
        'Tarik file ke kotak unggah, atau ketuk kotaknya untuk memilih file. Portal memeriksa isinya ("Memeriksa file…") lalu menampilkan [Ringkasan pemeriksaan]: [Dipakai], [Digabung (duplikat)], [Tidak dikenali], [Tidak valid] dan "Total baris terbaca".',
        'Part yang sama di beberapa baris digabung dan qty-nya dijumlahkan (maks 999). Baris dengan part yang tidak dikenal atau qty yang salah dilewati; centang [Baris Error] untuk melihat baris bermasalah saja, dan arahkan ke statusnya untuk membaca alasannya.',
        'Judul kolom di file berbeda? Pilih kolomnya di [Map Kolom Manual]: [Nomor Part], [Kuantitas] dan [Catatan] (boleh "-- tidak ada --").',
        'Tulis catatan pesanan (maks 100 karakter) lalu tekan [Import]. Pesanan langsung dibuat dengan status Estimasi dan dibuka; keranjang Anda tidak berubah.',
        'Daftar part dari WhatsApp? Pilih tab [Tempel Teks], tempel satu part per baris (misalnya `1230A046 4`), lalu tekan [Periksa Teks].',
      ],
    },
  ],
  shots: ['keranjang', 'keranjangEstimasi', 'pesananBaru', 'importUnggah', 'importRingkasan'],
}

const pesanan: HelpSection = {
  id: 'pesanan',
  title: 'Pesanan',
  summary: 'Status pesanan, konfirmasi dari dealer, Lanjut Pesan dan Batal Pesan.',
  topics: [
    {
      title: 'Alur status',
      steps: [
        '[Estimasi] (Purchase Requisition): permintaan Anda sudah sampai di dealer; staff memeriksa stok.',
        '[Konfirmasi] (Order Confirmation): staff menjawab tiap part dengan Qty Konfirmasi dan statusnya (Ada, Sebagian, Kosong, Indent, Inactive). Sekarang giliran Anda.',
        '[Dipesan] (Purchase Order): Anda sudah menekan Lanjut Pesan; pesanan resmi dibuat.',
        '[Diproses] (Processing): dealer sedang menyiapkan barang.',
        '[Batal] (Cancel): pesanan dibatalkan.',
      ],
    },
    {
      title: 'Melihat pesanan',
      steps: [
        'Menu [Pesanan] membuka semua pesanan toko Anda; pilih tab status untuk menyaring. Kotak cari menerima No. Transaksi, pembuat, toko atau keterangan (minimal 2 karakter), dan [Filter] menyaring per kolom. [Reset semua] menghapus semua filter.',
        'Ketuk pesanan untuk membuka detailnya. Di komputer, klik kanan sebuah baris untuk [Lihat detail], [Buka di tab baru] atau [Salin No. Transaksi].',
        'Status pesanan diperbarui sendiri saat staff menjawab; tidak perlu memuat ulang halaman. [Riwayat Status] di bawah detail menunjukkan kapan dan oleh siapa status berubah.',
        'Di HP, ketuk sebuah part untuk melihat semua kolomnya (dan mengubah Qty Dipesan saat Konfirmasi). Ikon printer ([Cetak]) mencetak pesanan.',
      ],
    },
    {
      title: 'Saat Konfirmasi: Lanjut Pesan atau Batal Pesan',
      steps: [
        'Buka pesanan berstatus Konfirmasi. Tiap part menunjukkan Qty Estimasi, Qty Konfirmasi dan Qty Dipesan.',
        '[Qty Dipesan] terisi sama dengan Qty Konfirmasi. Anda boleh menguranginya (sampai 0), tetapi tidak bisa melebihi Qty Konfirmasi.',
        'Tekan [Lanjut Pesan] untuk memesan: status menjadi Dipesan. Atau tekan [Batal Pesan] lalu [Ya, Batalkan]: status menjadi Batal.',
        'Setelah Dipesan, qty tidak bisa diubah lagi; pembatalan hanya lewat staff DIPO cabang Anda.',
      ],
    },
  ],
  shots: ['pesananDaftar', 'pesananKonfirmasi', 'pesananRiwayat'],
}

const laporan: HelpSection = {
  id: 'laporan',
  title: 'Laporan',
  summary: 'Ringkasan pesanan toko Anda, part yang sering dipesan dan riwayat satu pesanan.',
  topics: [
    {
      title: 'Periode dan ringkasan',
      steps: [
        'Buka [Laporan]. Pilih tanggal [Dari] dan [Sampai]; awalnya 30 hari terakhir sampai hari ini. Laporan dimuat ulang sendiri setelah tanggal diganti, atau tekan [Refresh]. "Data per …" menunjukkan kapan angkanya diambil.',
        'Lima kartu menunjukkan Estimasi, Konfirmasi, Dipesan, Diproses dan Batal: jumlah pesanan dan nilainya dalam Rupiah.',
        '[Pesanan per hari] menggambar pesanan yang dibuat tiap hari menurut statusnya (per minggu untuk periode panjang). [Permintaan tak terpenuhi] menunjukkan tingkat pemenuhan (qty konfirmasi ÷ qty estimasi) dan part yang paling sering kurang.',
      ],
    },
    {
      title: 'Part yang sering dipesan',
      steps: [
        'Tab [Repeat] mendaftar sampai 50 part yang paling sering Anda pesan ([Top 50 by frequency]): Part No, Nama, Frekuensi, Qty Estimasi dan Qty Dipesan.',
        'Ketuk sebuah baris untuk melihat pesanan mana saja yang memuat part itu; [Lihat timeline] membuka riwayat pesanan tersebut.',
        '[Export Repeat Part CSV] mengunduh daftar itu untuk dibuka di Excel.',
      ],
    },
    {
      title: 'Riwayat satu pesanan',
      steps: [
        'Tab [Timeline]: ketik No. Transaksi di kotak [Masukkan No. Transaksi] lalu tekan [Lihat]. Setiap status muncul dengan waktunya.',
      ],
    },
  ],
  shots: ['laporan', 'laporanRepeat', 'laporanTimeline'],
}

const profil: HelpSection = {
  id: 'profil',
  title: 'Profil',
  summary: 'Data akun, email, No. HP, foto profil, password dan keluar.',
  topics: [
    {
      title: 'Data akun',
      steps: [
        'Menu [Profil] menunjukkan nama, username, [Toko Terdaftar], [Dealer] dan tanggal [Bergabung].',
        'Ubah [Nama Depan] atau [Nama Belakang] (maks 15 karakter) lalu tekan [Simpan Nama].',
        '[Email] dan [No. HP] hanya bisa diisi sekali, selama masih kosong: isi lalu tekan [Simpan] di kotaknya. No. HP diawali 08, 10–13 digit; +62 atau 62 diubah otomatis menjadi 08. Setelah tersimpan, kotaknya terkunci: hubungi staff cabang untuk mengubah.',
        '[Ganti Foto]: JPG, PNG atau WebP, maksimal 2 MB.',
      ],
    },
    {
      title: 'Password dan keluar',
      steps: [
        '[Ganti Password]: isi [Password Saat Ini], [Password Baru] (minimal 6 karakter) dan [Konfirmasi Password Baru], lalu tekan [Simpan]. Setelah berhasil Anda keluar otomatis ("Password diganti. Keluar…"); masuk lagi dengan password baru.',
        '[Logout] untuk keluar. Di HP atau komputer yang dipakai bersama, selalu keluar setelah selesai.',
      ],
    },
  ],
  shots: ['profil', 'profilPassword'],
}

/** The how-to sections in the order of product.md §2.16; the FAQ follows them on the page. */
export const HOW_TO_SECTIONS: readonly HelpSection[] = [produk, keranjang, pesanan, laporan, profil]

export const FAQ_SECTION = {
  id: 'faq',
  title: 'FAQ',
  summary: 'Pertanyaan yang sering diajukan bengkel dan toko.',
} as const satisfies Pick<HelpSection, 'id' | 'title' | 'summary'>
