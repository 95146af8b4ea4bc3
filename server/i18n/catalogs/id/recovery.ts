import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: 'Lupa kata sandi?',
  signUpLink: 'Belum punya akun? Daftar',
  changeEmailLink: 'Ubah alamat email Anda',
  sendLink: 'Kirim tautan',
  backToSignIn: 'Kembali ke halaman masuk',
  tooManyRequests:
    'Terlalu banyak permintaan untuk alamat ini atau dari jaringan Anda. Tunggu satu jam, lalu coba lagi.',
  checkMailTitle: 'Periksa email Anda',
  noMailArrived: 'Tidak ada yang masuk? Periksa folder spam Anda, atau minta lagi dalam beberapa menit.',
  resetTitle: 'Atur ulang kata sandi Anda',
  resetIntro:
    'Masukkan alamat email akun Anda, dan kami akan mengirimkan tautan untuk memilih kata sandi baru.',
  resetSent:
    'Jika {email} memiliki akun di sini, tautan untuk memilih kata sandi baru sedang dalam perjalanan. Tautan ini hanya berfungsi sekali, dalam {duration}.',
  resetNoMailTitle: 'Pengaturan ulang kata sandi belum disiapkan',
  resetNoMail:
    'Server ini tidak mengirim email, jadi tidak dapat mengirimkan tautan pengaturan ulang kepada Anda. Mintalah administrator Anda untuk menetapkan kata sandi baru: ia dapat menjalankan {command} di server dengan alamat email Anda.',
  resetOffTitle: 'Tidak ada kata sandi untuk diatur ulang',
  resetOff:
    'Di server ini, masuk hanya bisa melalui single sign-on, jadi tidak ada kata sandi untuk diatur ulang di sini. Jika Anda tidak bisa masuk, hubungi administrator Anda.',
  newPasswordTitle: 'Pilih kata sandi baru',
  newPasswordIntro:
    'Untuk akun Anda {email}. Menyimpannya akan mengeluarkan Anda dari semua sesi tempat Anda masuk.',
  saveNewPassword: 'Simpan kata sandi baru',
  resetDoneTitle: 'Kata sandi Anda telah diubah',
  resetDone: 'Masuk dengan kata sandi baru Anda. Semua sesi lain telah dikeluarkan.',
  resetLinkGone:
    'Tautan pengaturan ulang ini tidak dikenal, sudah digunakan, atau berumur lebih dari satu jam. Setiap permintaan baru juga menggantikan tautan yang dikirim sebelumnya.',
  askAgain: 'Minta tautan baru',
  signUpTitle: 'Daftar',
  signUpIntro:
    'Masukkan alamat email Anda, dan kami akan mengirimkan tautan untuk mengonfirmasinya dan memilih kata sandi.',
  signUpAddressRefused:
    'Server ini hanya menerima pendaftaran dari alamat email tertentu, dan alamat ini tidak termasuk. Mintalah undangan kepada administrator.',
  signUpSent:
    'Kami telah mengirim email ke {email}. Untuk melanjutkan, buka tautan di dalamnya dalam {duration}.',
  signUpOffTitle: 'Pendaftaran tidak tersedia',
  signUpOff: 'Server ini tidak mengizinkan orang mendaftar sendiri. Mintalah undangan kepada administrator.',
  signUpNoMail:
    'Pendaftaran memerlukan email, yang tidak dikirim oleh server ini. Mintalah undangan kepada administrator: ia dapat membuatnya di halaman Administrasi dan meneruskan tautannya kepada Anda.',
  signUpConfirmTitle: 'Pilih kata sandi Anda',
  signUpConfirmIntro: 'Alamat Anda {email} telah dikonfirmasi. Pilih kata sandi untuk membuat akun Anda.',
  signUpTakenTitle: 'Anda sudah punya akun',
  signUpTaken: 'Sudah ada akun dengan alamat ini. Atur ulang kata sandinya untuk masuk.',
  signUpDoneTitle: 'Akun Anda sudah siap',
  signUpDone: 'Masuk dengan alamat email Anda dan kata sandi yang Anda pilih.',
  signUpLinkGone: 'Tautan pendaftaran ini tidak dikenal, sudah digunakan, atau berumur lebih dari satu hari.',
  signUpAgain: 'Daftar lagi',
  emailChangeTitle: 'Ubah alamat email Anda',
  emailChangeIntro:
    'Alamat Anda adalah {email}. Kami akan mengirim tautan ke alamat baru; perubahan terjadi saat Anda membukanya.',
  newEmail: 'Alamat email baru',
  sameEmail: 'Ini sudah alamat Anda.',
  emailChangeSent:
    'Kami telah mengirim tautan ke {email}. Alamat Anda berubah saat Anda membukanya, dalam {duration}.',
  emailChangeSso:
    'Anda masuk melalui single sign-on, dan alamat email Anda dikelola oleh penyedia identitas Anda. Ubah di sana.',
  emailChangeNoMail:
    'Server ini tidak mengirim email, jadi tidak dapat mengonfirmasi alamat baru. Hubungi administrator Anda: ia dapat mengundang alamat baru itu dari halaman Administrasi, sebagai akun baru.',
  emailConfirmTitle: 'Konfirmasi alamat email baru Anda',
  emailConfirmIntro: 'Ubah alamat akun Anda dari {old} menjadi {new}?',
  emailConfirmButton: 'Ubah alamat',
  emailTaken: 'Akun lain sudah menggunakan {email}, jadi alamat tidak diubah.',
  emailChangedTitle: 'Alamat email Anda telah diubah',
  emailChanged: 'Alamat akun Anda sekarang {email}. Mulai sekarang, masuklah dengan alamat ini.',
  emailLinkGone: 'Tautan konfirmasi ini tidak dikenal, sudah digunakan, atau berumur lebih dari satu hari.',
  backToAccount: 'Kembali ke akun Anda',
  inviteTextMailed:
    'Undangan adalah tautan untuk satu orang, berlaku selama {duration}: dengan tautan ini ia bisa memilih kata sandi dan masuk. Undangan dikirim ke alamat emailnya.',
  sendInvitation: 'Kirim undangan',
  invitationMailed: 'Undangan sedang dalam perjalanan ke {email}.',
  invitationMailedLink:
    'Ini juga tautannya, jika Anda lebih suka meneruskannya sendiri. Tautan ini hanya ditampilkan sekali.',
};
