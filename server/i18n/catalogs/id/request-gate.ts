import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: 'Permintaan ini hanya untuk satu orang',
  emailAsk:
    'Masukkan alamat email Anda. Jika peminta memilihnya, kami mengirimkan kode yang membuka permintaan ini.',
  codeSent:
    'Jika {email} boleh menjawab permintaan ini, sebuah kode sedang dikirim ke sana. Kode berlaku sekali, dalam {duration}.',
  networkText: 'Permintaan ini hanya dapat dijawab dari jaringan yang dipilih peminta.',
  codeSubject: 'Kode Anda untuk permintaan di {site}',
  codeMail: 'Kode Anda untuk menjawab permintaan yang dikirim kepada Anda di {site}: {code}',
  legend: 'Siapa yang boleh menjawab',
  emailsLabel: 'Hanya alamat atau @domain ini yang boleh menjawab',
  emailsHint: 'Dipisahkan dengan koma. Penjawab membuktikan alamatnya dengan kode yang dikirim lewat email.',
  emailUnavailable:
    'Server ini tidak mengirim email, jadi tidak dapat memeriksa alamat: pilih anggota atau rentang alamat sebagai gantinya.',
  notAccepted: 'Periksa entri ini: alamat, @domain, atau rentang alamat seperti 192.0.2.0/24.',
  auditAnsweredCode: 'Dijawab oleh {email}, diverifikasi dengan kode yang dikirim lewat email',
  auditAnsweredMember: 'Dijawab oleh {email} (masuk)',
  auditAnsweredNetwork: 'Dijawab dari jaringan yang diizinkan',
  answeredByCode: 'Dijawab oleh {email}, diverifikasi dengan kode yang dikirim lewat email.',
  answeredBySignIn: 'Dijawab oleh {email} (masuk).',
};
