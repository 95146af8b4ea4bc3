import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} vám posiela tajomstvo',
  heading: '{sender} vám cez {site} posiela tajomstvo.',
  findLinkBelow: 'Tajný odkaz nájdete nižšie.',
  openLink: 'Otvoriť tajný odkaz',
  expires: {
    one: 'Platnosť odkazu: {duration} alebo {count} zobrazenie, podľa toho, čo nastane skôr.',
    few: 'Platnosť odkazu: {duration} alebo {count} zobrazenia, podľa toho, čo nastane skôr.',
    many: 'Platnosť odkazu: {duration} alebo {count} zobrazenia, podľa toho, čo nastane skôr.',
    other: 'Platnosť odkazu: {duration} alebo {count} zobrazení, podľa toho, čo nastane skôr.',
  },
  passphrase:
    'Odkaz si vyžiada prístupovú frázu: {sender} vám ju oznámi inou cestou, nikdy nie v tomto e-maile.',
  deletable: 'Po prečítaní ho môžete sami odstrániť.',
  notExpected: 'Ak ste od {sender} nečakali tajomstvo, pred otvorením odkazu si to overte inou cestou.',
};
