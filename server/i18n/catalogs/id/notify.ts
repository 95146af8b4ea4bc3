import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Permohonan',
  viewSubject: 'Kiriman Anda “{name}” telah dilihat',
  viewSentence: 'Kiriman Anda “{name}” telah dilihat.',
  viewedByCode: 'Dibuka oleh {email}, diverifikasi dengan kode yang dikirim.',
  viewedBySignIn: 'Dibuka oleh {email} (sudah masuk).',
  failedPassphraseSubject: 'Frasa sandi yang salah dimasukkan untuk kiriman Anda “{name}”',
  failedPassphraseSentence: 'Seseorang memasukkan frasa sandi yang salah untuk kiriman Anda “{name}”.',
  expireSubject: 'Kiriman Anda “{name}” telah kedaluwarsa',
  expireSentence:
    'Kiriman Anda “{name}” telah kedaluwarsa: rahasianya sudah dihapus dan tautannya tidak berfungsi lagi.',
  requestAnsweredSubject: 'Permohonan Anda “{name}” telah dijawab',
  requestAnsweredSentence: 'Permohonan Anda “{name}” telah dijawab.',
  testSubject: 'Notifikasi uji coba',
  testSentence:
    'Ini adalah uji coba dari halaman notifikasi Anda: notifikasi tentang kiriman Anda sampai kepada Anda di sini.',
  facts: 'Jenis: {kind}. Referensi: {digest}. Waktu: {time}.',
  webhookLine: '{sentence} ({kind}, referensi {digest})',
  dashboardLink: 'Buka dasbor Anda',
  why: 'Anda menerima email ini karena Anda meminta untuk diberi tahu tentang peristiwa ini. Anda dapat mengubahnya di halaman notifikasi Anda.',
};
