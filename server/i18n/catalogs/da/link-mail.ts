import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} har delt en hemmelighed med dig',
  heading: '{sender} har sendt dig en hemmelighed via {site}.',
  findLinkBelow: 'Du finder det hemmelige link nedenfor.',
  openLink: 'Åbn det hemmelige link',
  expires: {
    one: 'Linket udløber efter {duration} eller {count} visning, alt efter hvad der kommer først.',
    other: 'Linket udløber efter {duration} eller {count} visninger, alt efter hvad der kommer først.',
  },
  passphrase:
    'Linket beder om en adgangssætning: Den giver {sender} dig på en anden måde, aldrig i denne mail.',
  deletable: 'Når du har læst den, kan du selv slette den.',
  notExpected:
    'Hvis du ikke ventede en hemmelighed fra {sender}, så spørg på en anden måde, før du åbner linket.',
};
