import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} har delat en hemlighet med dig',
  heading: '{sender} har skickat en hemlighet till dig via {site}.',
  findLinkBelow: 'Du hittar den hemliga länken nedan.',
  openLink: 'Öppna den hemliga länken',
  expires: {
    one: 'Länken upphör att gälla efter {duration} eller {count} visning, beroende på vad som inträffar först.',
    other:
      'Länken upphör att gälla efter {duration} eller {count} visningar, beroende på vad som inträffar först.',
  },
  passphrase: 'Den ber om en lösenfras: den får du av {sender} på annat sätt, aldrig i det här meddelandet.',
  deletable: 'När du har läst den kan du själv radera den.',
  notExpected:
    'Om du inte väntade dig en hemlighet från {sender}, fråga på annat sätt innan du öppnar länken.',
};
