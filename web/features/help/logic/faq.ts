// The 18 questions of 'Bantuan Pengguna' (product.md §2.16), as bengkel owners and mechanics ask them.
// Answers use the portal's own labels ([..]) and limits; rich-text.ts reads the marks.

export interface FaqEntry {
  question: string
  answer: string
}

export const FAQ: readonly FaqEntry[] = [
  {
    question: 'Apa itu Estimasi?',
    answer:
      'Estimasi adalah permintaan yang Anda kirim ke dealer, dari keranjang atau dari import file. Estimasi belum berarti barang dipesan: staff DIPO memeriksa stok lalu menjawab dengan Konfirmasi. Nilai estimasi sudah memakai harga toko Anda dan sudah termasuk PPN; harga final dikunci saat cabang mengonfirmasi.',
  },
  {
    question: 'Kenapa qty yang dikonfirmasi lebih sedikit dari yang saya minta?',
    answer:
      'Staff menyesuaikan qty dengan stok yang ada di cabang saat itu. Kalau stok hanya cukup sebagian, part diberi status Sebagian dan Qty Konfirmasi lebih kecil; sisanya biasanya Indent atau Kosong. Anda hanya bisa memesan sampai Qty Konfirmasi. Perlu sisanya? Kirim estimasi baru nanti, atau tanyakan ke staff cabang.',
  },
  {
    question: 'Apa arti Indent, dan berapa lama?',
    answer:
      'Indent berarti barang belum ada di gudang dan harus didatangkan dulu. Staff memberi setiap baris Indent tanggal "Perkiraan tiba" (biasanya ± 3 minggu dari konfirmasi); tanggal itu tampil di baris pesanan dan di cetakan, dan kalau barang terlambat staff memundurkannya: layar Anda ikut berubah dan tercatat di Riwayat Status. Part berstatus Kosong ± 1 bulan. Ini perkiraan, bukan janji: untuk kepastian tanyakan staff DIPO cabang Anda.',
  },
  {
    question: 'Apa arti status part Ada, Sebagian, Kosong dan Inactive?',
    answer:
      'Ada: stok cukup untuk qty Anda. Sebagian: hanya sebagian qty yang tersedia. Kosong: stok habis, perkiraan ± 1 bulan. Indent: didatangkan dulu, perkiraan ± 3 minggu. Inactive: part tidak lagi disediakan (dihentikan); tanyakan penggantinya ke staff.',
  },
  {
    question: 'Bagaimana cara import pesanan dari Excel?',
    answer:
      'Buka [Pesanan] → [Buat Pesanan Baru] → [Import File], lalu [Unduh template Excel]. Isi kolom `part_no`, `qty` dan `catatan`, simpan sebagai .xlsx atau .csv (maks 2 MB, paling banyak 50 part berbeda), lalu tarik file ke kotak unggah. Periksa [Ringkasan pemeriksaan] dan tekan [Import]: pesanan langsung masuk status Estimasi.',
  },
  {
    question: 'File saya ditolak. Format apa yang bisa dipakai?',
    answer:
      'Hanya .xlsx dan .csv, maksimal 2 MB. File .xls (Excel lama) tidak bisa dibaca: buka di Excel, pilih Save As, lalu simpan sebagai "Excel Workbook (.xlsx)" atau CSV. File lebih dari 2 MB biasanya berisi gambar atau banyak sheet; salin kolom part dan qty ke file baru.',
  },
  {
    question: 'Kenapa ada baris "Tidak dikenali" atau "Tidak valid" saat import?',
    answer:
      'Tidak dikenali: No. Part tidak ditemukan di katalog, misalnya salah ketik atau part lama. Tidak valid: qty kosong, bukan angka bulat, atau di luar 1–999. Baris seperti ini dilewati, sisanya tetap bisa diimport. Centang [Baris Error] untuk melihat baris bermasalah saja, lalu perbaiki file dan tekan [Upload Baru].',
  },
  {
    question: 'Judul kolom di file saya tidak sama dengan template. Bagaimana?',
    answer:
      'Tidak perlu mengubah file. Di [Map Kolom Manual] pilih kolom mana yang berisi [Nomor Part], [Kuantitas] dan [Catatan]; kalau tidak ada kolom catatan, pilih "-- tidak ada --". Portal langsung memeriksa ulang.',
  },
  {
    question: 'Kenapa saya tidak bisa mencentang lebih dari 50 item di keranjang?',
    answer:
      'Satu estimasi paling banyak 50 item, supaya staff bisa menjawabnya dengan cepat. Kirim 50 item dulu, lalu centang sisanya untuk estimasi berikutnya. Keranjang sendiri menampung sampai 200 item.',
  },
  {
    question: 'Pencarian saya tidak menampilkan hasil. Kenapa?',
    answer:
      'Ketik minimal 3 karakter. Mencari nama seperti `brake` atau `filter`? Nyalakan [+ Nama]. Periksa juga [Filter & Sort]: batas harga, [No. Part berisi] atau [Hanya Yang Ada] bisa menyembunyikan hasil; tekan [Reset]. Pakai pola bintang kalau hanya ingat awal atau akhir nomor, misalnya `1230A*`.',
  },
  {
    question: 'Apakah harga di portal sudah termasuk diskon dan PPN?',
    answer:
      'Harga sudah termasuk diskon toko Anda: di katalog tertulis [Harga Anda], dengan harga daftar dicoret dan diskonnya. Harga di katalog belum termasuk PPN; keranjang dan estimasi menghitung PPN seperti faktur pajak (DPP Nilai Lain × tarif PPN) dan menampilkan Total. Harga final dikunci saat cabang mengonfirmasi pesanan.',
  },
  {
    question: 'Bagaimana cara membatalkan pesanan?',
    answer:
      'Saat pesanan berstatus Konfirmasi, buka pesanannya lalu tekan [Batal Pesan] dan [Ya, Batalkan]. Pesanan yang masih Estimasi menunggu jawaban staff dulu. Pesanan yang sudah Dipesan atau Diproses hanya bisa dibatalkan lewat staff DIPO cabang Anda.',
  },
  {
    question: 'Bisakah saya memesan lebih banyak dari Qty Konfirmasi?',
    answer:
      'Tidak. Qty Dipesan paling banyak sama dengan Qty Konfirmasi, karena hanya itu yang disiapkan dealer. Anda boleh menguranginya, sampai 0 untuk part yang tidak jadi dipesan. Butuh lebih? Kirim estimasi baru.',
  },
  {
    question: 'Saya sudah menekan Lanjut Pesan. Apa selanjutnya?',
    answer:
      'Status pesanan menjadi Dipesan (Purchase Order) dan qty tidak bisa diubah lagi. Dealer lalu memproses pesanan; statusnya berubah menjadi Diproses. Ikuti di [Pesanan] atau di [Riwayat Status] pada detail pesanan.',
  },
  {
    question: 'Perlukah saya memuat ulang halaman untuk melihat status terbaru?',
    answer:
      'Tidak. Daftar dan detail pesanan diperbarui sendiri saat staff mengirim konfirmasi atau memproses pesanan. Kalau sinyal sempat putus, buka ulang menu [Pesanan].',
  },
  {
    question: 'Email atau No. HP saya salah. Bagaimana menggantinya?',
    answer:
      'Email dan No. HP hanya bisa Anda isi sekali, selama masih kosong. Setelah tersimpan, kotaknya terkunci; hubungi staff DIPO cabang Anda untuk mengubahnya.',
  },
  {
    question: 'Akun saya terkunci atau saya lupa password. Apa yang harus dilakukan?',
    answer:
      'Setelah 10 kali salah password, akun terkunci sementara selama 15 menit; layar masuk menunjukkan hitungan mundurnya. Lupa password? Minta staff DIPO cabang Anda mereset password, lalu ganti sendiri di [Profil] → [Ganti Password].',
  },
  {
    question: 'Kenapa saya tiba-tiba diminta masuk lagi?',
    answer:
      'Demi keamanan, sesi berakhir setelah beberapa waktu tidak dipakai (biasanya 1 jam) dan paling lama setelah 12 jam. Masuk lagi dengan username dan password Anda; isi keranjang tetap tersimpan.',
  },
]
