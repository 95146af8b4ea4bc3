import type { AreaMessages } from '../../catalog.ts';

export const gate: AreaMessages<'gate'> = {
  title: 'Buktikan siapa Anda',
  emailHeading: 'Rahasia ini hanya untuk penerimanya',
  emailAsk:
    'Masukkan alamat e-mail Anda. Jika pengirim memilihnya, kami mengirimkan kode yang membuka rahasia.',
  emailLabel: 'Alamat e-mail Anda',
  sendCode: 'Kirimi saya kode',
  codeHeading: 'Masukkan kode dari e-mail Anda',
  codeSent:
    'Jika {email} boleh membuka rahasia ini, sebuah kode sedang dikirim ke sana. Kode berlaku sekali, dalam {duration}.',
  codeLabel: 'Kode',
  openWithCode: 'Lanjutkan',
  wrongCode: 'Kode itu salah atau sudah kedaluwarsa.',
  otherAddress: 'Gunakan alamat lain',
  tooManyTitle: 'Terlalu banyak percobaan',
  tooManyText: 'Terlalu banyak kode diminta atau dicoba. Silakan coba lagi nanti.',
  networkTitle: 'Tidak tersedia dari sini',
  networkText: 'Rahasia ini hanya dapat dibuka dari jaringan yang dipilih pengirimnya.',
  codeSubject: 'Kode Anda untuk rahasia di {site}',
  codeMail: 'Kode Anda untuk membuka rahasia yang dibagikan kepada Anda di {site}: {code}',
  codeMailWorks: 'Berlaku sekali, dalam {duration}.',
  codeMailNotYou: 'Jika Anda tidak memintanya, abaikan e-mail ini.',
  legend: 'Penerima',
  emailsLabel: 'Hanya alamat atau @domain ini yang boleh membukanya',
  emailsHint: 'Dipisahkan koma. Penerima membuktikan alamatnya dengan kode yang dikirim ke sana.',
  mailLinkLabel: 'Kirim juga tautan rahasia lewat email ke alamat-alamat ini',
  mailLinkHint:
    'Setiap alamat lengkap di atas (bukan @domain) menerima tautan dalam email tersendiri, dalam bahasa penerima.',
  mailLinkNoAddress:
    'Untuk mengirim tautan lewat email, masukkan setidaknya satu alamat lengkap (name@example.com) di atas: @domain tidak punya kotak surat.',
  membersLabel: 'Hanya anggota server ini yang sudah masuk',
  networksLabel: 'Hanya dari rentang alamat ini',
  networksHint: 'Rentang CIDR IPv4 atau IPv6, seperti 192.0.2.0/24, dipisahkan koma.',
  burnLabel: 'Kedaluwarsakan setelah sekian kode atau frasa sandi salah',
  auditPassedCode: 'Dibuka oleh {email}, diverifikasi dengan kode yang dikirim',
  auditPassedMember: 'Dibuka oleh {email} (sudah masuk)',
  auditPassedNetwork: 'Dibuka dari jaringan yang diizinkan',
  auditRefused: 'Ditolak oleh kontrol akses',
  memberText: 'Hanya anggota server ini yang boleh membukanya: masuklah, lalu Anda kembali ke sini.',
};
