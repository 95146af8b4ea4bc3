import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} har sendt deg en deling',
  heading: '{sender} har sendt deg en hemmelighet via {site}.',
  findLinkBelow: 'Du finner den hemmelige lenken nedenfor.',
  openLink: 'Åpne den hemmelige lenken',
  expires: {
    one: 'Lenken utløper etter {duration} eller {count} visning, avhengig av hva som inntreffer først.',
    other: 'Lenken utløper etter {duration} eller {count} visninger, avhengig av hva som inntreffer først.',
  },
  passphrase: 'Den ber om en passordfrase: Den får du av {sender} på en annen måte, aldri i denne e-posten.',
  deletable: 'Når du har lest den, kan du slette den selv.',
  notExpected:
    'Hvis du ikke ventet en hemmelighet fra {sender}, bør du spørre på en annen måte før du åpner lenken.',
};
