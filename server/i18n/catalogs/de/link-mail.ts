import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} hat Ihnen einen Push geschickt',
  heading: '{sender} hat Ihnen über {site} ein Geheimnis geschickt.',
  findLinkBelow: 'Den geheimen Link finden Sie unten.',
  openLink: 'Geheimen Link öffnen',
  expires: {
    one: 'Der Link gilt {duration} lang oder für {count} Aufruf – je nachdem, was zuerst eintritt.',
    other: 'Der Link gilt {duration} lang oder für {count} Aufrufe – je nachdem, was zuerst eintritt.',
  },
  passphrase:
    'Der Link fragt nach einer Passphrase: Die gibt Ihnen {sender} auf anderem Weg, nie in dieser E-Mail.',
  deletable: 'Nachdem Sie es gelesen haben, können Sie es selbst löschen.',
  notExpected:
    'Wenn Sie kein Geheimnis von {sender} erwartet haben, fragen Sie auf anderem Weg nach, bevor Sie den Link öffnen.',
};
