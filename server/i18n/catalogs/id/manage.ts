import type { AreaMessages } from '../../catalog.ts';

export const manage: AreaMessages<'manage'> = {
  editTitle: 'Ubah kiriman',
  editHeading: 'Ubah “{title}”',
  nameLabel: 'Nama (hanya terlihat oleh Anda)',
  nameHint: 'Membantu membedakan kiriman Anda di daftar.',
  noteLabel: 'Catatan (hanya terlihat oleh Anda)',
  noteHint: 'Untuk keperluan Anda sendiri: untuk siapa dan mengapa.',
  passphraseLabel: 'Frasa sandi (opsional)',
  newPassphraseLabel: 'Frasa sandi baru (biarkan kosong untuk mempertahankan yang sekarang)',
  passphraseHint: 'Kirim frasa sandi kepada penerima melalui saluran yang berbeda dari tautannya.',
  removePassphrase: 'Hapus frasa sandi',
  durationHint: 'Dihitung sejak dibuat; waktu yang sudah lewat tidak ditawarkan.',
  viewsHint: { other: '{count} tampilan sudah terpakai.' },
  retrievalStep: 'Langkah pengambilan (pratinjau tautan tidak memakai tampilan)',
  deletableByViewer: 'Penerima boleh menghapus kiriman setelah dibaca',
  save: 'Simpan perubahan',
  cancel: 'Batal',
  nameTooLong: 'Maksimal {max} karakter.',
  noteTooLong: 'Maksimal {max} karakter.',
  passphraseEmpty: 'Tidak boleh kosong: biarkan seperti semula, atau hapus.',
  viewsUsedMeanwhile:
    'Harus lebih besar dari tampilan yang sudah terpakai, beberapa di antaranya baru saja terpakai.',
  editExpired: 'Kiriman ini sudah kedaluwarsa dan tidak dapat diubah lagi.',
  expireTitle: 'Akhiri kiriman ini?',
  expireHeading: 'Akhiri “{title}” sekarang?',
  expireText: {
    other:
      'Rahasianya langsung dihapus dan tautannya berhenti berfungsi, meskipun masih tersisa {count} tampilan. Tindakan ini tidak dapat dibatalkan. Kiriman tetap ada di daftar kiriman kedaluwarsa Anda beserta log auditnya.',
  },
  expireConfirm: 'Akhiri sekarang',
  keepIt: 'Biarkan',
  alreadyExpiredTitle: 'Sudah kedaluwarsa',
  alreadyExpiredHeading: '“{title}” sudah kedaluwarsa',
  alreadyExpiredText: 'Rahasianya sudah tidak ada dan tautannya tidak berfungsi lagi.',
  seeExpired: 'Lihat kiriman Anda yang kedaluwarsa',
};
