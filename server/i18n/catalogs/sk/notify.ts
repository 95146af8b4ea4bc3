import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Žiadosť o tajomstvo',
  viewSubject: 'Vaše tajomstvo „{name}“ bolo zobrazené',
  viewSentence: 'Vaše tajomstvo „{name}“ bolo zobrazené.',
  viewedByCode: 'Otvoril(a) {email}, overené zaslaným kódom.',
  viewedBySignIn: 'Otvoril(a) {email} (prihlásený).',
  failedPassphraseSubject: 'K vášmu tajomstvu „{name}“ bola zadaná nesprávna prístupová fráza',
  failedPassphraseSentence: 'Niekto zadal nesprávnu prístupovú frázu k vášmu tajomstvu „{name}“.',
  expireSubject: 'Platnosť vášho tajomstva „{name}“ vypršala',
  expireSentence:
    'Platnosť vášho tajomstva „{name}“ vypršala: jeho obsah je odstránený a odkaz už nefunguje.',
  requestAnsweredSubject: 'Na vašu žiadosť „{name}“ prišla odpoveď',
  requestAnsweredSentence: 'Na vašu žiadosť „{name}“ prišla odpoveď.',
  testSubject: 'Skúšobné upozornenie',
  testSentence:
    'Toto je skúška z vašej stránky upozornení: upozornenia na vaše tajomstvá budú prichádzať sem.',
  facts: 'Typ: {kind}. Označenie: {digest}. Čas: {time}.',
  webhookLine: '{sentence} ({kind}, označenie {digest})',
  dashboardLink: 'Otvoriť prehľad',
  why: 'Tento e-mail dostávate, pretože ste požiadali o upozornenia na tieto udalosti. Zmeniť to môžete na stránke upozornení.',
};
