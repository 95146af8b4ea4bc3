import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: 'Masuk dengan {name}',
  signInWithProvider: 'Masuk dengan single sign-on (SSO)',
  refusedTitle: 'Single sign-on (SSO)',
  refusedHeading: 'Anda belum masuk',
  refusedDomain:
    'Alamat di {domain} tidak dapat masuk di sini. Masuklah dengan akun organisasi Anda, atau tanyakan kepada administrator alamat mana yang boleh masuk.',
  refusedUnverified:
    'Penyedia identitas Anda tidak mengonfirmasi alamat email Anda, sehingga alamat itu tidak dapat dicocokkan dengan akun mana pun di sini. Konfirmasikan alamat tersebut di penyedia Anda, lalu coba lagi.',
  refusedNoAccount: 'Tidak ada akun di sini untuk {email}. Mintalah administrator untuk mengundang Anda.',
  refusedState:
    'Proses masuk ini tidak dimulai di browser ini, atau tautannya diubah di tengah jalan. Mulai lagi dari halaman masuk.',
  refusedReplayed: 'Proses masuk ini sudah digunakan. Jika Anda belum masuk, mulai lagi dari halaman masuk.',
  refusedExpired:
    'Proses masuk ini memakan waktu lebih dari 10 menit dan sudah kedaluwarsa. Mulai lagi dari halaman masuk.',
  refusedByProvider:
    'Penyedia identitas Anda tidak memasukkan Anda: proses masuk dibatalkan atau ditolak di sana.',
  providerDown:
    'Penyedia identitas Anda tidak dapat dihubungi saat ini. Coba lagi dalam beberapa menit; jika terus terjadi, beri tahu administrator.',
  providerError:
    'Jawaban dari penyedia identitas Anda tidak dapat diverifikasi, sehingga Anda belum masuk. Coba lagi; jika terus terjadi, beri tahu administrator.',
  backToSignIn: 'Kembali ke halaman masuk',
};
