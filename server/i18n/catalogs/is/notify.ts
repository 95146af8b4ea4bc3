import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Ósk',
  viewSubject: 'Sendingin þín „{name}“ var skoðuð',
  viewSentence: 'Sendingin þín „{name}“ var skoðuð.',
  viewedByCode: 'Opnað af {email}, staðfest með sendum kóða.',
  viewedBySignIn: 'Opnað af {email} (innskráð).',
  failedPassphraseSubject: 'Rangur lykilfrasi var sleginn inn fyrir sendinguna þína „{name}“',
  failedPassphraseSentence: 'Einhver sló inn rangan lykilfrasa fyrir sendinguna þína „{name}“.',
  expireSubject: 'Sendingin þín „{name}“ er útrunnin',
  expireSentence:
    'Sendingin þín „{name}“ er útrunnin: leyndarmálinu hefur verið eytt og tengillinn virkar ekki lengur.',
  requestAnsweredSubject: 'Óskinni þinni „{name}“ var svarað',
  requestAnsweredSentence: 'Óskinni þinni „{name}“ var svarað.',
  testSubject: 'Prófunartilkynning',
  testSentence:
    'Þetta er prófun af tilkynningasíðunni þinni: tilkynningar um sendingarnar þínar berast þér hingað.',
  facts: 'Tegund: {kind}. Tilvísun: {digest}. Tími: {time}.',
  webhookLine: '{sentence} ({kind}, tilvísun {digest})',
  dashboardLink: 'Opna yfirlitið þitt',
  why: 'Þú færð þennan póst af því að þú baðst um að fá að vita af þessum atvikum. Þú getur breytt því á tilkynningasíðunni þinni.',
};
