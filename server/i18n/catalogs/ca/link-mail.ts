import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} ha compartit un secret amb vós',
  heading: '{sender} us ha enviat un secret a través de {site}.',
  findLinkBelow: 'Trobareu l’enllaç secret a continuació.',
  openLink: 'Obre l’enllaç secret',
  expires: {
    one: 'L’enllaç caduca al cap de {duration} o {count} visualització, el que passi primer.',
    many: 'L’enllaç caduca al cap de {duration} o {count} de visualitzacions, el que passi primer.',
    other: 'L’enllaç caduca al cap de {duration} o {count} visualitzacions, el que passi primer.',
  },
  passphrase:
    'L’enllaç demana una frase de pas: {sender} us la farà arribar per una altra via, mai en aquest correu.',
  deletable: 'Un cop llegit, el podeu suprimir vós.',
  notExpected:
    'Si no esperàveu cap secret de {sender}, confirmeu-ho per una altra via abans d’obrir l’enllaç.',
};
