import type { AreaMessages } from '../../catalog.ts';

export const sealed: AreaMessages<'sealed'> = {
  revealTitle: 'Rahasia tersegel untuk Anda',
  revealHeading: 'Seseorang mengirimi Anda sebuah rahasia tersegel',
  revealNote:
    'Rahasia ini terenkripsi secara end-to-end: hanya dapat dibuka di browser ini, dengan kunci yang ada di tautan rahasia Anda, yang tidak pernah dilihat server. Membukanya dihitung sebagai satu tampilan.',
  openSecret: 'Buka rahasia',
  revealNoScript:
    'JavaScript nonaktif, jadi halaman ini tidak dapat mendekripsi rahasia. Sebagai gantinya, tombol akan menampilkannya dalam keadaan tersegel: untuk membacanya, tempelkan rahasia itu beserta kunci tautan Anda ke halaman /open di server Secret Push mana pun.',
  keyMissing:
    'Tautan ini tidak berisi kunci, jadi rahasia tidak dapat dibuka. Minta tautan rahasia lengkap kepada pengirim, termasuk bagian setelah tanda #.',
  keyMalformed:
    'Kunci di tautan ini tidak lengkap atau rusak, jadi rahasia tidak dapat dibuka. Minta lagi tautan rahasia lengkap kepada pengirim.',
  opening: 'Membuka rahasia…',
  extensionOpens: 'Ekstensi Secret Push membuka rahasia ini di halaman ini.',
  requestFailed: 'Server tidak dapat dihubungi. Periksa koneksi Anda, lalu coba lagi.',
  reasonBadKey:
    'Itu bukan kunci yang valid. Tempelkan tautan rahasia lengkap, atau 43 karakter setelah k1= di dalamnya.',
  reasonWrongKey:
    'Kunci ini tidak dapat membuka rahasia, atau rahasianya telah rusak. Pastikan Anda memiliki tautan lengkap, persis seperti yang dikirim.',
  reasonNotSealed: 'Ini bukan rahasia tersegel: tidak ada satu pun barisnya yang diawali SP-SEALED-.',
  reasonFileNotSealed: 'Ini bukan file tersegel.',
  reasonUnsupported:
    'Rahasia ini disegel dalam format yang lebih baru daripada yang dapat dibuka halaman ini. Buka dengan server atau ekstensi Secret Push versi terbaru.',
  reasonTruncated: 'Sebagian rahasia tersegel hilang: rahasia itu terpotong. Salin lagi seluruhnya.',
  reasonFileTruncated: 'File tidak lengkap: file berakhir sebelum bagian terakhirnya. Unduh lagi.',
  reasonReordered: 'Bagian-bagian file ini tidak berurutan, atau ada yang hilang, jadi file ditolak.',
  fileNumber: 'File {number}',
  fileProgress: 'Mendekripsi: {percent}',
  fileSaved: 'Telah didekripsi dan disimpan ke folder unduhan Anda.',
  fileFailed:
    'Unduhan gagal. Coba lagi; jika tautannya sudah kedaluwarsa, buka lagi tautan rahasia untuk mendapatkan yang baru (jika masih ada sisa tampilan).',
  openTitle: 'Buka rahasia tersegel',
  openIntro:
    'Tempelkan rahasia tersegel beserta tautan rahasia atau kuncinya. Rahasia didekripsi di sini, di browser Anda: halaman ini tidak mengirim apa pun ke server mana pun.',
  envelopeLabel: 'Teks tersegel',
  envelopeHint:
    'Teks yang ditampilkan sebagai pengganti rahasia, atau setidaknya baris-barisnya yang diawali SP-SEALED-.',
  keyLabel: 'Tautan rahasia atau kunci',
  keyHint: 'Seluruh tautan rahasia, bagian mulai dari #k1=, atau 43 karakter kuncinya.',
  filesLabel: 'File tersegel (opsional)',
  filesHint: 'File yang diunduh dari tautan rahasia, bernama 1.sealed, 2.sealed, dan seterusnya.',
  openNoScript:
    'Halaman ini mendekripsi di browser Anda dan memerlukan JavaScript, yang sedang nonaktif. Aktifkan JavaScript untuk membuka rahasia tersegel.',
  envelopeMissing: 'Tempelkan teks tersegel, atau pilih file tersegel.',
  keyNeeded: 'Tempelkan tautan rahasia atau kuncinya.',
  openedHeading: 'Rahasia yang dibuka',
};
