import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} jums nosūtīja noslēpumu',
  heading: '{sender} jums nosūtīja noslēpumu, izmantojot {site}.',
  findLinkBelow: 'Slepeno saiti atradīsiet tālāk.',
  openLink: 'Atvērt slepeno saiti',
  expires: {
    zero: 'Saites derīgums: {duration} vai {count} skatījumu, atkarībā no tā, kas pienāk pirmais.',
    one: 'Saites derīgums: {duration} vai {count} skatījums, atkarībā no tā, kas pienāk pirmais.',
    other: 'Saites derīgums: {duration} vai {count} skatījumi, atkarībā no tā, kas pienāk pirmais.',
  },
  passphrase:
    'Saite prasīs ieejas frāzi: {sender} to jums paziņos citā veidā, nekad ne šajā e-pasta vēstulē.',
  deletable: 'Pēc izlasīšanas jūs to varat izdzēst.',
  notExpected:
    'Ja negaidījāt noslēpumu no {sender}, pirms saites atvēršanas pajautājiet sūtītājam citā veidā.',
};
