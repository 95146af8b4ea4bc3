import type { AreaMessages } from '../../catalog.ts';

export const recipient: AreaMessages<'recipient'> = {
  revealTitle: 'Rahasia untuk Anda',
  revealHeading: 'Seseorang mengirimi Anda sebuah rahasia',
  revealNote:
    'Rahasia ini hanya ditampilkan saat Anda memintanya, dan setiap tampilan dihitung dalam batasnya.',
  showSecret: 'Tampilkan rahasia',
  viewableFor: { other: 'Rahasia ini masih dapat dilihat {count} kali lagi {time}.' },
  moreMinutes: { other: 'dalam {count} menit ke depan' },
  moreHours: { other: 'dalam {count} jam ke depan' },
  moreDays: { other: 'dalam {count} hari ke depan' },
  passphraseTitle: 'Frasa sandi diperlukan',
  passphraseHeading: 'Rahasia ini dilindungi frasa sandi',
  passphraseAsk: 'Masukkan frasa sandi yang diberikan pengirim kepada Anda.',
  passphraseLabel: 'Frasa sandi',
  wrongPassphrase: 'Frasa sandi itu salah.',
  tooManyAttemptsTitle: 'Terlalu banyak percobaan',
  tooManyAttemptsText: 'Terlalu banyak percobaan frasa sandi. Silakan coba lagi dalam satu menit.',
  secretTitle: 'Rahasia Anda',
  secretLabel: 'Rahasia',
  copySecret: 'Salin ke papan klip',
  qrImageLabel: 'Kode QR rahasia',
  qrHoldsText: 'Kode QR ini berisi teks berikut:',
  qrTextLabel: 'Teks kode QR',
  copyQrText: 'Salin teks',
  filesHeading: 'File',
  downloadLinksNote:
    'Tautan unduhan hanya berlaku beberapa menit; buka lagi tautan ini (jika masih ada sisa tampilan) untuk mendapatkan tautan baru.',
  expiresAfter: {
    other:
      'Tautan rahasia ini kedaluwarsa setelah {count} tampilan lagi atau {time}, mana saja yang lebih dulu.',
  },
  withinMinutes: { other: 'dalam {count} menit' },
  withinHours: { other: 'dalam {count} jam' },
  withinDays: { other: 'dalam {count} hari' },
  lastView: 'Itu tampilan terakhir: rahasia ini kini sudah tidak ada di server.',
  deleteNow: 'Hapus rahasia ini sekarang',
  goneTitle: 'Rahasia tidak tersedia',
  goneHeading: 'Tautan rahasia ini sudah kedaluwarsa atau tidak ada',
  goneText:
    'Tautan rahasia berhenti berfungsi saat jumlah tampilan atau harinya habis, atau saat dihapus. Minta tautan baru kepada pengirim jika Anda masih memerlukannya.',
  formExpiredTitle: 'Silakan coba lagi',
  formExpiredText: 'Formulir ini sudah kedaluwarsa. Kembali, muat ulang halaman, lalu coba lagi.',
  deleteTitle: 'Hapus rahasia ini?',
  deleteText:
    'Setelah dihapus, rahasia ini hilang dari server: tautan ini tidak lagi berfungsi bagi siapa pun, dan tindakan ini tidak dapat dibatalkan.',
  deleteConfirm: 'Ya, hapus rahasia',
  deleteKeep: 'Untuk menyimpannya, tutup saja halaman ini: belum ada yang dihapus.',
  deletedTitle: 'Rahasia dihapus',
  deletedText: 'Rahasia telah dihapus: tautan ini tidak berfungsi lagi.',
  notDeletedTitle: 'Tidak dihapus',
  notDeletedText: 'Penerima rahasia ini tidak boleh menghapusnya.',
};
