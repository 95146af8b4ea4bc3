import type { AreaMessages } from '../../catalog.ts';

export const passkeys: AreaMessages<'passkeys'> = {
  sectionHeading: 'Kunci sandi',
  sectionText:
    'Kunci sandi memasukkan Anda dengan kunci layar perangkat atau kunci keamanan, tanpa mengetik kata sandi atau kode. Server ini hanya menyimpan kunci publiknya.',
  none: 'Anda belum punya kunci sandi.',
  listCaption: 'Kunci sandi Anda',
  columnName: 'Nama',
  columnAdded: 'Ditambahkan',
  columnLastUsed: 'Terakhir dipakai',
  columnActions: 'Tindakan',
  neverUsed: 'Belum pernah',
  renameLabel: 'Nama baru untuk {name}',
  renameButton: 'Ganti nama',
  renameButtonFor: 'Ganti nama {name}',
  removeButton: 'Hapus',
  removeButtonFor: 'Hapus {name}',
  nameLabel: 'Nama kunci sandi baru',
  nameHint: 'Misalnya “Laptop kantor” atau “Kunci keamanan biru”.',
  defaultName: 'Kunci sandi',
  addButton: 'Tambah kunci sandi',
  needsScript:
    'Untuk menambah atau memakai kunci sandi, Anda perlu peramban yang mendukungnya, dengan JavaScript aktif.',
  waiting: 'Ikuti petunjuk peramban Anda…',
  addFailed: 'Tidak ada kunci sandi yang ditambahkan. Coba lagi saat Anda siap.',
  added: 'Kunci sandi ditambahkan. Mulai sekarang Anda bisa masuk dengannya.',
  renamed: 'Kunci sandi diganti namanya.',
  removed: 'Kunci sandi dihapus: kunci ini tidak lagi bisa dipakai masuk di sini.',
  addRefused:
    'Kunci sandi tidak ditambahkan: perangkat Anda tidak memverifikasi Anda, atau permintaannya kedaluwarsa. Coba lagi.',
  taken: 'Kunci sandi ini sudah ditambahkan.',
  nameMissing: 'Beri nama kunci sandi ini.',
  signInButton: 'Masuk dengan kunci sandi',
  signInFailed: 'Tidak ada kunci sandi yang dipakai. Coba lagi, atau masuk dengan kata sandi Anda.',
  signInRefused:
    'Kunci sandi itu tidak membuat Anda masuk. Mungkin sudah dihapus, atau perangkat Anda tidak memverifikasi Anda.',
  stepTitle: 'Konfirmasi dengan kunci sandi',
  stepIntro: 'Kata sandi Anda benar. Konfirmasi bahwa ini Anda dengan salah satu kunci sandi Anda.',
  stepButton: 'Pakai kunci sandi',
  useCodeInstead: 'Masukkan kode saja',
  usePasskeyInstead: 'Pakai kunci sandi saja',
  setUpInstead: 'Atau tambahkan kunci sandi saja',
};
