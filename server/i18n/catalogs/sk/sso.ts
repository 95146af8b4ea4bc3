import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: 'Prihlásiť sa cez {name}',
  signInWithProvider: 'Prihlásiť sa pomocou jednotného prihlásenia',
  refusedTitle: 'Jednotné prihlásenie',
  refusedHeading: 'Prihlásenie sa nepodarilo',
  refusedDomain:
    'Adresy v doméne {domain} sa tu prihlásiť nemôžu. Prihláste sa účtom svojej organizácie alebo sa opýtajte správcu, ktoré adresy sa môžu prihlásiť.',
  refusedUnverified:
    'Váš poskytovateľ identity nepotvrdil vašu e-mailovú adresu, a preto ju nemožno priradiť k žiadnemu účtu tu. Potvrďte adresu u svojho poskytovateľa a skúste to znova.',
  refusedNoAccount: 'Pre {email} tu neexistuje žiadny účet. Požiadajte správcu o pozvánku.',
  refusedState:
    'Toto prihlásenie sa nezačalo v tomto prehliadači alebo sa jeho odkaz cestou zmenil. Začnite znova na prihlasovacej stránke.',
  refusedReplayed:
    'Toto prihlásenie už bolo použité. Ak prihlásenie neprebehlo, začnite znova na prihlasovacej stránke.',
  refusedExpired:
    'Toto prihlásenie trvalo dlhšie ako 10 minút a vypršalo. Začnite znova na prihlasovacej stránke.',
  refusedByProvider:
    'Váš poskytovateľ identity vás neprihlásil: prihlásenie bolo uňho zrušené alebo odmietnuté.',
  providerDown:
    'Váš poskytovateľ identity je momentálne nedostupný. Skúste to znova o niekoľko minút; ak sa to bude opakovať, dajte vedieť správcovi.',
  providerError:
    'Odpoveď vášho poskytovateľa identity sa nepodarilo overiť, a preto prihlásenie neprebehlo. Skúste to znova; ak sa to bude opakovať, dajte vedieť správcovi.',
  backToSignIn: 'Späť na prihlásenie',
};
