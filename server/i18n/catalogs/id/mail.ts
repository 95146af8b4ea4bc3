import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'Kata sandi Anda telah diubah',
  noticePassword: 'Kata sandi akun Anda {email} di {site} telah diubah pada {time}.',
  noticeSecondFactorOnSubject: 'Autentikasi dua faktor telah diaktifkan',
  noticeSecondFactorOn:
    'Autentikasi dua faktor telah diaktifkan untuk akun Anda {email} di {site} pada {time}. Sekarang, saat masuk, Anda diminta memasukkan kode dari aplikasi autentikator selain kata sandi.',
  noticeSecondFactorOffSubject: 'Autentikasi dua faktor telah dinonaktifkan',
  noticeSecondFactorOff:
    'Autentikasi dua faktor telah dinonaktifkan untuk akun Anda {email} di {site} pada {time}. Sekarang, saat masuk, Anda hanya diminta memasukkan kata sandi.',
  noticeSecondFactorRemovedSubject: 'Administrator menonaktifkan autentikasi dua faktor Anda',
  noticeSecondFactorRemoved:
    'Administrator {site} menonaktifkan autentikasi dua faktor untuk akun Anda {email} pada {time}. Sekarang, saat masuk, Anda hanya diminta memasukkan kata sandi.',
  noticeSetUpAgain: 'Anda dapat menyiapkannya lagi dari halaman akun Anda.',
  accountLinkLabel: 'Buka halaman akun Anda',
  noticeRemovedNotAsked: 'Jika Anda tidak memintanya, hubungi administrator Anda.',
  noticeSecondFactorFailuresSubject: 'Kode dua faktor yang salah dimasukkan untuk akun Anda',
  noticeSecondFactorFailures:
    'Beberapa kode dua faktor yang salah dimasukkan untuk akun Anda {email} di {site}, yang terakhir pada {time}, setelah kata sandinya dimasukkan dengan benar.',
  noticeEmailSubject: 'Alamat email Anda telah diubah',
  noticeEmail:
    'Alamat email akun Anda {email} di {site} telah diubah pada {time}. Email tentang akun ini sekarang dikirim ke alamat baru.',
  noticeNotYou:
    'Jika ini bukan Anda, mungkin orang lain mengetahui kata sandi Anda: setel ulang sekarang dan beri tahu administrator Anda.',
  noticeEmailNotYou:
    'Jika ini bukan Anda, segera beri tahu administrator Anda: alamat ini tidak bisa lagi digunakan untuk menyetel ulang kata sandi.',
  resetLinkLabel: 'Setel ulang kata sandi Anda',
  linkWorksOnce: 'Tautan ini hanya berfungsi sekali, selama {duration}.',
  resetSubject: 'Setel ulang kata sandi Anda di {site}',
  resetIntro: 'Seseorang, mungkin Anda, meminta untuk menyetel ulang kata sandi akun Anda {email} di {site}.',
  resetButton: 'Pilih kata sandi baru',
  resetNotYou: 'Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tidak berubah.',
  invitationSubject: '{inviter} mengundang Anda ke {name} di {site}',
  invitationIntro:
    '{inviter} mengundang Anda untuk membuat akun {email} di {site}, server Secret Push untuk berbagi kata sandi dan rahasia lain melalui tautan yang kedaluwarsa.',
  invitationAdminIntro: 'Anda akan menjadi salah satu administratornya.',
  invitationButton: 'Terima undangan',
  invitationWorksUntil: 'Tautan ini hanya berfungsi sekali, hingga {time}.',
  invitationNotYou: 'Jika Anda tidak mengharapkan undangan ini, abaikan email ini.',
  signupSubject: 'Konfirmasi pendaftaran Anda di {site}',
  signupIntro: 'Seseorang, mungkin Anda, meminta akun di {site} dengan alamat ini.',
  signupButton: 'Konfirmasi dan pilih kata sandi',
  signupNotYou: 'Jika ini bukan Anda, abaikan email ini: tidak ada akun yang dibuat.',
  signupExistingSubject: 'Anda sudah punya akun di {site}',
  signupExistingIntro:
    'Seseorang, mungkin Anda, mencoba mendaftar di {site} dengan alamat ini, tetapi alamat ini sudah memiliki akun. Untuk masuk tanpa kata sandi Anda, setel ulang kata sandinya.',
  signInButton: 'Masuk',
  signupExistingNotYou: 'Jika ini bukan Anda, abaikan email ini: tidak ada yang berubah pada akun Anda.',
  emailChangeSubject: 'Konfirmasi alamat email baru Anda di {site}',
  emailChangeIntro:
    'Anda meminta untuk mengubah alamat email akun Anda di {site} dari {email} ke alamat ini.',
  emailChangeButton: 'Konfirmasi alamat baru',
  emailChangeNotYou: 'Jika Anda tidak memintanya, abaikan email ini: alamatnya tidak berubah.',
};
