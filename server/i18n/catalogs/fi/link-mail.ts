import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} lähetti sinulle salaisuuden',
  heading: '{sender} lähetti sinulle salaisuuden palvelimen {site} kautta.',
  findLinkBelow: 'Salainen linkki on alla.',
  openLink: 'Avaa salainen linkki',
  expires: {
    one: 'Linkin voimassaolo: {duration} tai {count} katselukerta sen mukaan, kumpi täyttyy ensin.',
    other: 'Linkin voimassaolo: {duration} tai {count} katselukertaa sen mukaan, kumpi täyttyy ensin.',
  },
  passphrase:
    'Linkki kysyy tunnuslausetta: {sender} antaa sen sinulle muuta kautta, ei koskaan tässä viestissä.',
  deletable: 'Kun olet lukenut salaisuuden, voit poistaa sen itse.',
  notExpected:
    'Jos et odottanut salaisuutta lähettäjältä {sender}, varmista asia muuta kautta ennen kuin avaat linkin.',
};
