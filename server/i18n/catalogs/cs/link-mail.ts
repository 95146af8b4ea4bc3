import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} s vámi sdílí tajemství',
  heading: '{sender} vám přes {site} posílá tajemství.',
  findLinkBelow: 'Tajný odkaz najdete níže.',
  openLink: 'Otevřít tajný odkaz',
  expires: {
    one: 'Platnost odkazu: {duration} nebo {count} zobrazení, podle toho, co nastane dřív.',
    few: 'Platnost odkazu: {duration} nebo {count} zobrazení, podle toho, co nastane dřív.',
    many: 'Platnost odkazu: {duration} nebo {count} zobrazení, podle toho, co nastane dřív.',
    other: 'Platnost odkazu: {duration} nebo {count} zobrazení, podle toho, co nastane dřív.',
  },
  passphrase: 'Odkaz si vyžádá heslovou frázi: tu vám {sender} předá jinou cestou, nikdy ne v tomto e-mailu.',
  deletable: 'Po přečtení můžete tajemství sami smazat.',
  notExpected:
    'Pokud jste od {sender} žádné tajemství nečekali, ověřte si to jinou cestou, než odkaz otevřete.',
};
