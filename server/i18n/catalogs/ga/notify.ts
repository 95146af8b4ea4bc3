import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Iarraidh',
  viewSubject: 'Breathnaíodh ar do rún “{name}”',
  viewSentence: 'Breathnaíodh ar do rún “{name}”.',
  viewedByCode: 'Osclaithe ag {email}, fíoraithe le cód a seoladh.',
  viewedBySignIn: 'Osclaithe ag {email} (sínithe isteach).',
  failedPassphraseSubject: 'Cuireadh frása faire mícheart isteach do do rún “{name}”',
  failedPassphraseSentence: 'Chuir duine éigin frása faire mícheart isteach do do rún “{name}”.',
  expireSubject: 'Tá do rún “{name}” imithe in éag',
  expireSentence: 'Tá do rún “{name}” imithe in éag: scriosadh a ábhar agus ní oibríonn a nasc a thuilleadh.',
  requestAnsweredSubject: 'Tugadh freagra ar d’iarraidh “{name}”',
  requestAnsweredSentence: 'Tugadh freagra ar d’iarraidh “{name}”.',
  testSubject: 'Fógra tástála',
  testSentence: 'Is tástáil é seo ó do leathanach fógraí: sroicheann fógraí faoi do rúin tú anseo.',
  facts: 'Cineál: {kind}. Tagairt: {digest}. Am: {time}.',
  webhookLine: '{sentence} ({kind}, tagairt {digest})',
  dashboardLink: 'Oscail do phainéal',
  why: 'Tá an ríomhphost seo á fháil agat mar gur iarr tú go gcuirfí na himeachtaí seo in iúl duit. Is féidir leat é sin a athrú ar do leathanach fógraí.',
};
