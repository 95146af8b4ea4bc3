import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: 'Prihlásenie rozšírenia',
  authorizeQuestion: 'Povoliť rozšíreniu Secret Push v prehliadači {name} používať váš účet {email}?',
  authorizeWhat:
    'Získa token len pre tento prehliadač, aby mohlo vytvárať vaše tajomstvá, vypisovať ich a ukončovať ich platnosť. Kedykoľvek ho môžete zrušiť na stránke tokenu API.',
  authorizeOnlyIfYou: 'Povoľte to len vtedy, ak ste práve v rozšírení zvolili „Prihlásiť sa“.',
  allow: 'Povoliť',
  cancel: 'Zrušiť',
  badRequestTitle: 'Neplatná požiadavka na prihlásenie',
  badRequestText:
    'Požiadavka rozšírenia na prihlásenie je neúplná alebo neplatná, a tak mu nebolo nič poslané späť. Začnite znova v možnostiach rozšírenia.',

  browsersHeading: 'Prehliadače prihlásené v rozšírení',
  browsersIntro:
    'Každý prehliadač, v ktorom ste sa prihlásili v rozšírení Secret Push, má vlastný token. Zrušením tokenu daný prehliadač odhlásite: váš token API aj ostatné prehliadače fungujú ďalej.',
  browsersNone:
    'Nie je prihlásený žiadny prehliadač. Ak chcete nejaký pridať, zvoľte v možnostiach rozšírenia „Prihlásiť sa“.',
  browserSignedIn: 'Prihlásený {time}',
  browserLastUsed: 'Naposledy použitý {time}',
  browserNeverUsed: 'Zatiaľ nepoužitý',
  revoke: 'Zrušiť',
  revokeLabel: 'Zrušiť token prehliadača {name}',
  revoked: 'Token prehliadača bol zrušený: rozšírenie je v ňom odhlásené.',
  unknownBrowserTitle: 'Token prehliadača sa nenašiel',
  unknownBrowserText: 'Žiadny váš token prehliadača nemá toto ID. Možno už bol zrušený.',
};
