import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Eskaria',
  viewSubject: 'Zure «{name}» bidalketa ikusi dute',
  viewSentence: 'Zure «{name}» bidalketa ikusi dute.',
  viewedByCode: '{email} helbideak ireki du, bidalitako kode batekin egiaztatuta.',
  viewedBySignIn: '{email} helbideak ireki du (saioa hasita).',
  failedPassphraseSubject: 'Pasaesaldi oker bat idatzi dute zure «{name}» bidalketan',
  failedPassphraseSentence: 'Norbaitek pasaesaldi oker bat idatzi du zure «{name}» bidalketan.',
  expireSubject: 'Zure «{name}» bidalketa iraungi da',
  expireSentence:
    'Zure «{name}» bidalketa iraungi da: haren sekretua ezabatu da, eta estekak ez du funtzionatzen jada.',
  requestAnsweredSubject: 'Zure «{name}» eskariari erantzun diote',
  requestAnsweredSentence: 'Zure «{name}» eskariari erantzun diote.',
  testSubject: 'Proba-jakinarazpena',
  testSentence:
    'Hau zure jakinarazpenen orritik bidalitako proba bat da: zure bidalketei buruzko jakinarazpenak hemen jasoko dituzu.',
  facts: 'Mota: {kind}. Erreferentzia: {digest}. Ordua: {time}.',
  webhookLine: '{sentence} ({kind}, erreferentzia: {digest})',
  dashboardLink: 'Ireki zure panela',
  why: 'Mezu hau jasotzen duzu gertaera hauen berri izatea eskatu zenuelako. Zure jakinarazpenen orrian alda dezakezu.',
};
