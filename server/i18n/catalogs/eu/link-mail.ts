import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} igorleak sekretu bat partekatu du zurekin',
  heading: '{sender} igorleak sekretu bat bidali dizu {site} zerbitzariaren bidez.',
  findLinkBelow: 'Esteka sekretua behean duzu.',
  openLink: 'Ireki esteka sekretua',
  expires: {
    one: 'Estekaren iraupena: {duration} edo bistaratze {count}, lehenik gertatzen dena.',
    other: 'Estekaren iraupena: {duration} edo {count} bistaratze, lehenik gertatzen dena.',
  },
  passphrase:
    'Estekak pasaesaldi bat eskatzen du: {sender} igorleak beste bide batetik emango dizu, inoiz ez mezu honetan.',
  deletable: 'Irakurri ondoren, zuk zeuk ezaba dezakezu.',
  notExpected:
    '{sender} igorlearen sekreturik espero ez bazenuen, galdetu beste bide batetik esteka ireki aurretik.',
};
