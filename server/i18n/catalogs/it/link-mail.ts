import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} ha condiviso un segreto con te',
  heading: '{sender} ti ha inviato un segreto tramite {site}.',
  findLinkBelow: 'Qui sotto trovi il link segreto.',
  openLink: 'Apri il link segreto',
  expires: {
    one: 'Il link scade dopo {duration} o {count} visualizzazione, a seconda di cosa avviene prima.',
    many: 'Il link scade dopo {duration} o {count} di visualizzazioni, a seconda di cosa avviene prima.',
    other: 'Il link scade dopo {duration} o {count} visualizzazioni, a seconda di cosa avviene prima.',
  },
  passphrase: 'Il link chiede una passphrase: {sender} te la darà in un altro modo, mai in questa email.',
  deletable: 'Dopo averlo letto, puoi eliminarlo tu.',
  notExpected:
    'Se non aspettavi un segreto da {sender}, chiedi conferma in un altro modo prima di aprire il link.',
};
