import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} heeft je een push gestuurd',
  heading: '{sender} heeft je via {site} een geheim gestuurd.',
  findLinkBelow: 'Hieronder vind je de geheime link.',
  openLink: 'Open de geheime link',
  expires: {
    one: 'De link verloopt na {duration} of na {count} weergave, wat het eerst komt.',
    other: 'De link verloopt na {duration} of na {count} weergaven, wat het eerst komt.',
  },
  passphrase:
    'Er wordt om een wachtzin gevraagd: die krijg je van {sender} op een andere manier, nooit in deze e-mail.',
  deletable: 'Als je het hebt gelezen, kun je het zelf verwijderen.',
  notExpected:
    'Verwachtte je geen geheim van {sender}? Vraag het dan op een andere manier na voordat je de link opent.',
};
