import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush: 'Server ini hanya menerima push dari pengguna yang sudah masuk. Masuk untuk melakukan push.',
  passphraseRequired: 'Server ini mewajibkan frasa sandi di sini. Panjang minimum: {min}.',
  sealedRequired: 'Server ini hanya menerima push jenis ini yang tersegel (terenkripsi ujung ke ujung).',
  optionRequired: 'Server ini mewajibkan opsi ini.',
  gateRequiredAny:
    'Server ini mewajibkan gerbang: sebutkan alamat email penerima, izinkan hanya anggota membuka tautan, atau berikan rentang alamat.',
  gateRequiredEmail: 'Server ini mewajibkan alamat email penerima: hanya mereka yang dapat membuka tautan.',
  gateRequiredMember: 'Server ini mewajibkan hanya anggota yang sudah masuk yang dapat membuka tautan.',
  lifeInHours: 'Masa berlaku yang diizinkan di server ini (jam): {min} sampai {max}.',
  mailDomains: 'Tautan hanya dapat dikirim ke alamat di: {domains}.',
  textAnswersOff: 'Kiriman teks dinonaktifkan di server ini, jadi jawaban hanya dapat berupa berkas.',
};
