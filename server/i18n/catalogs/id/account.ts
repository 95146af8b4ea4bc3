import type { AreaMessages } from '../../catalog.ts';

export const account: AreaMessages<'account'> = {
  signInTitle: 'Masuk',
  accountDeleted: 'Akun Anda beserta kirimannya telah dihapus.',
  signInIntro:
    'Akun dibuat oleh administrator server ini, yang mengirimkan tautan undangan kepada setiap pengguna baru. Belum punya akun? Mintalah undangan kepada administrator Anda.',
  email: 'Email',
  password: 'Kata sandi',
  signInButton: 'Masuk',
  signInTooMany: 'Terlalu banyak percobaan masuk. Tunggu 15 menit, lalu coba lagi.',
  signInNoMatch: 'Email dan kata sandi tersebut tidak cocok dengan akun mana pun.',
  signInOr: 'Atau masuk dengan email dan kata sandi Anda:',
  passwordSignInOff: 'Di server ini, masuk hanya bisa melalui single sign-on.',
  tokenTitle: 'Token API',
  tokenIntro:
    'Masuk sebagai {email}. Alat seperti ekstensi Secret Push dan klien pwpush menggunakan token API untuk membuat kiriman atas nama Anda.',
  tokenReplaces:
    'Token baru menggantikan token Anda saat ini: apa pun yang masih memakai token lama akan berhenti berfungsi.',
  tokenCreate: 'Buat token API baru',
  tokenReplaceTitle: 'Ganti token API Anda?',
  tokenReplaceConfirm: 'Ya, ganti token',
  newTokenTitle: 'Token API baru Anda',
  newTokenOnce: 'Token ini hanya ditampilkan sekali. Salin sekarang dan simpan di tempat yang aman.',
  copyToken: 'Salin token',
  newTokenAfter:
    'Token Anda sebelumnya tidak berfungsi lagi. Jika halaman ini dimuat ulang, token tidak akan ditampilkan lagi.',
  accountTitle: 'Akun Anda',
  signedInAs: 'Masuk sebagai {email}.',
  yourApiToken: 'Token API Anda',
  passwordHeading: 'Ubah kata sandi',
  currentPassword: 'Kata sandi saat ini',
  newPassword: 'Kata sandi baru',
  passwordHint: {
    other: 'Minimal {count} karakter.',
  },
  newPasswordAgain: 'Ulangi kata sandi baru',
  changePassword: 'Ubah kata sandi',
  languageHeading: 'Bahasa',
  languageText: 'Selama Anda masuk, halaman ditampilkan dalam bahasa ini di komputer atau browser mana pun.',
  languageLabel: 'Bahasa halaman',
  followBrowser: 'Ikuti browser',
  saveLanguage: 'Simpan bahasa',
  sessionsHeading: 'Sesi lain',
  sessionsText:
    'Masih masuk di komputer atau browser lain yang tidak Anda gunakan lagi? Keluar di semua tempat kecuali di sini.',
  signOutOthers: 'Keluarkan semua sesi lain',
  deleteHeading: 'Hapus akun Anda',
  deleteText:
    'Tindakan ini menghapus akun Anda dan semua kiriman aktif yang Anda buat: tautannya langsung berhenti berfungsi. Token API Anda juga berhenti berfungsi. Tindakan ini tidak dapat dibatalkan.',
  confirmEmail: 'Ketik alamat email Anda untuk mengonfirmasi',
  deleteButton: 'Hapus akun dan kiriman saya',
  passwordChanged: 'Kata sandi Anda telah diubah. Semua sesi lain telah dikeluarkan.',
  sessionsEnded: 'Semua sesi lain telah dikeluarkan.',
  languageSaved: 'Pengaturan bahasa Anda telah disimpan.',
  wrongPassword: 'Itu bukan kata sandi Anda saat ini.',
  tooManyAttempts: 'Terlalu banyak percobaan. Tunggu 15 menit, lalu coba lagi.',
  newPasswordsDiffer: 'Kedua kata sandi baru tidak sama.',
  wrongEmail: 'Itu bukan alamat email akun ini.',
  lastAdmin:
    'Anda satu-satunya administrator: tanpa Anda, tidak ada yang bisa mengundang atau mengelola pengguna. Jadikan pengguna lain administrator terlebih dahulu di halaman Administrasi.',
  unknownLanguage: 'Pilih bahasa dari daftar.',
  passwordTooShort: {
    other: 'Kata sandi harus terdiri dari minimal {count} karakter.',
  },
  passwordTooLong: {
    other: 'Kata sandi maksimal {count} karakter.',
  },
  setupTitle: 'Siapkan Secret Push',
  setupIntro:
    'Server ini belum memiliki pengguna. Buat administrator pertama: setelah itu Anda dapat mengundang anggota tim lainnya.',
  invitationTitle: 'Buat akun Anda',
  invitationIntro: 'Anda diundang ke server ini sebagai {email}. Pilih kata sandi untuk membuat akun Anda.',
  passwordAgain: 'Ulangi kata sandi',
  createAdmin: 'Buat administrator',
  createAccount: 'Buat akun saya',
  badEmail: 'Masukkan alamat email, misalnya name@example.com.',
  passwordsDiffer: 'Kedua kata sandi tidak sama.',
  emailTaken: 'Sudah ada akun dengan alamat email ini. Silakan masuk dengan akun tersebut.',
  linkGoneTitle: 'Tautan tidak valid',
  linkGoneHeading: 'Tautan ini tidak valid',
  linkGoneText:
    'Tautan ini mungkin sudah digunakan, kedaluwarsa, atau dicabut. Mintalah tautan baru kepada administrator.',
};
