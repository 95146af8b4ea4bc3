import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: 'Masuk ke ekstensi',
  authorizeQuestion: 'Izinkan ekstensi Secret Push di {name} menggunakan akun Anda {email}?',
  authorizeWhat:
    'Ekstensi ini mendapat token khusus untuk browser ini, untuk membuat, menampilkan daftar, dan mengakhiri kiriman Anda. Anda dapat mencabutnya kapan saja di halaman token API.',
  authorizeOnlyIfYou: 'Izinkan hanya jika Anda baru saja memilih “Masuk” di ekstensi.',
  allow: 'Izinkan',
  cancel: 'Batal',
  badRequestTitle: 'Permintaan masuk tidak valid',
  badRequestText:
    'Permintaan masuk dari ekstensi tidak lengkap atau tidak valid, jadi tidak ada yang dikirim kembali ke ekstensi. Mulai lagi dari opsi ekstensi.',

  browsersHeading: 'Browser yang masuk ke ekstensi',
  browsersIntro:
    'Setiap browser tempat Anda masuk ke ekstensi Secret Push memiliki token sendiri. Cabut salah satunya untuk mengeluarkan browser itu: token API Anda dan browser lain tetap berfungsi.',
  browsersNone: 'Belum ada browser yang masuk. Pilih “Masuk” di opsi ekstensi untuk menambahkannya.',
  browserSignedIn: 'Masuk {time}',
  browserLastUsed: 'Terakhir digunakan {time}',
  browserNeverUsed: 'Belum pernah digunakan',
  revoke: 'Cabut',
  revokeLabel: 'Cabut token {name}',
  revoked: 'Token browser telah dicabut: ekstensi di browser itu sudah keluar.',
  unknownBrowserTitle: 'Token browser tidak ditemukan',
  unknownBrowserText: 'Tidak ada token browser milik Anda dengan ID ini. Mungkin token itu sudah dicabut.',
};
