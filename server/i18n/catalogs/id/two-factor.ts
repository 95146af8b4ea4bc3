import type { AreaMessages } from '../../catalog.ts';

export const twoFactor: AreaMessages<'twoFactor'> = {
  stepTitle: 'Autentikasi dua faktor',
  stepIntro: 'Masukkan kode enam digit yang ditampilkan aplikasi autentikator Anda untuk akun ini.',
  codeLabel: 'Kode',
  stepBackupHint: 'Ponsel tidak ada di dekat Anda? Masukkan salah satu kode cadangan Anda sebagai gantinya.',
  verifyButton: 'Verifikasi dan masuk',
  wrongCode:
    'Kode itu salah atau sudah pernah dipakai. Masukkan kode yang ditampilkan aplikasi Anda sekarang.',
  startOver: 'Masuk lagi',
  stepExpired: 'Proses masuk Anda terlalu lama. Masukkan lagi email dan kata sandi Anda.',
  sectionHeading: 'Autentikasi dua faktor',
  offText:
    'Lindungi akun Anda dengan langkah kedua saat masuk: setelah kata sandi, kode dari aplikasi autentikator di ponsel Anda.',
  setUpLink: 'Siapkan autentikasi dua faktor',
  onText:
    'Aktif sejak {date}. Saat masuk, setelah kata sandi Anda akan diminta kode dari aplikasi autentikator.',
  backupLeft: {
    other: 'Tersisa {count} kode cadangan yang belum dipakai.',
  },
  ssoOnly:
    'Anda masuk dengan single sign-on (SSO): akun Anda dilindungi oleh pemeriksaan dari penyedia identitas Anda sendiri.',
  setupTitle: 'Siapkan autentikasi dua faktor',
  setupText:
    'Anda memerlukan aplikasi autentikator di ponsel. Pertama, masukkan kata sandi Anda untuk memastikan bahwa ini memang Anda.',
  required: 'Server ini mewajibkan autentikasi dua faktor. Siapkan untuk melanjutkan.',
  continueButton: 'Lanjutkan',
  backToAccount: 'Kembali ke akun Anda',
  scanText: 'Pindai kode QR ini dengan aplikasi autentikator Anda.',
  qrLabel: 'Kode QR untuk menambahkan akun ini ke aplikasi autentikator',
  typeInstead: 'Tidak bisa memindainya? Masukkan kunci ini di aplikasi sebagai gantinya:',
  confirmLabel: 'Lalu masukkan kode enam digit yang ditampilkan aplikasi',
  confirmButton: 'Aktifkan autentikasi dua faktor',
  wrongSetupCode:
    'Kode itu tidak cocok. Pastikan jam di ponsel Anda tepat, lalu masukkan kode yang ditampilkan aplikasi sekarang.',
  cancelSetup: 'Batal',
  codesTitle: 'Kode cadangan Anda',
  turnedOn: 'Autentikasi dua faktor aktif.',
  codesReplaced: 'Kode cadangan baru Anda sudah siap. Kode sebelumnya tidak berfungsi lagi.',
  codesText:
    'Jika ponsel Anda hilang, setiap kode ini dapat dipakai sekali untuk masuk sebagai pengganti kode dari aplikasi. Simpan di tempat yang aman, misalnya di pengelola kata sandi Anda.',
  copyCodes: 'Salin kode',
  codesOnce:
    'Kode ini hanya ditampilkan sekali. Jika halaman ini dimuat ulang, kode tidak akan ditampilkan lagi.',
  codesSaved: 'Saya sudah menyimpan kode cadangan saya',
  newCodesTitle: 'Buat kode cadangan baru',
  newCodesText:
    'Kode cadangan baru menggantikan semua kode Anda saat ini. Masukkan kata sandi Anda untuk memastikan bahwa ini memang Anda.',
  newCodesButton: 'Buat kode cadangan baru',
  removeTitle: 'Nonaktifkan autentikasi dua faktor',
  removeText:
    'Setelah itu, saat masuk hanya kata sandi yang diminta, dan kode cadangan Anda tidak berfungsi lagi. Masukkan kata sandi Anda untuk memastikan bahwa ini memang Anda.',
  removeRequired:
    'Server ini mewajibkan autentikasi dua faktor: Anda akan segera diminta menyiapkannya lagi.',
  removeButton: 'Nonaktifkan autentikasi dua faktor',
  turnedOff: 'Autentikasi dua faktor nonaktif.',
};
