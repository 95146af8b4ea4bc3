import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} membagikan rahasia kepada Anda',
  heading: '{sender} mengirimi Anda rahasia melalui {site}.',
  findLinkBelow: 'Tautan rahasianya ada di bawah ini.',
  openLink: 'Buka tautan rahasia',
  expires: {
    other: 'Tautan ini kedaluwarsa setelah {duration} atau {count} tampilan, mana yang lebih dulu tercapai.',
  },
  passphrase:
    'Tautan ini meminta frasa sandi: {sender} akan memberikannya kepada Anda lewat cara lain, tidak pernah di email ini.',
  deletable: 'Setelah membacanya, Anda dapat menghapusnya sendiri.',
  notExpected:
    'Jika Anda tidak menantikan rahasia dari {sender}, tanyakan lewat cara lain sebelum membuka tautannya.',
};
