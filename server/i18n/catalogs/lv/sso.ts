import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: 'Pieteikties ar {name}',
  signInWithProvider: 'Pieteikties ar vienoto pieteikšanos',
  refusedTitle: 'Vienotā pieteikšanās',
  refusedHeading: 'Pieteikšanās neizdevās',
  refusedDomain:
    'Ar domēna {domain} adresēm šeit pieteikties nevar. Piesakieties ar savas organizācijas kontu vai pajautājiet administratoram, ar kurām adresēm drīkst pieteikties.',
  refusedUnverified:
    'Jūsu identitātes nodrošinātājs neapstiprināja jūsu e-pasta adresi, tāpēc to nevar sasaistīt ne ar vienu šeit esošu kontu. Apstipriniet adresi pie sava nodrošinātāja un mēģiniet vēlreiz.',
  refusedNoAccount: 'Šeit nav konta adresei {email}. Palūdziet administratoram jūs uzaicināt.',
  refusedState:
    'Šī pieteikšanās netika sākta šajā pārlūkprogrammā, vai arī tās saite pa ceļam tika mainīta. Sāciet no jauna pieteikšanās lapā.',
  refusedReplayed:
    'Šī pieteikšanās jau ir izmantota. Ja pieteikšanās neizdevās, sāciet no jauna pieteikšanās lapā.',
  refusedExpired:
    'Šī pieteikšanās ilga vairāk nekā 10 minūtes, un tās derīgums ir beidzies. Sāciet no jauna pieteikšanās lapā.',
  refusedByProvider:
    'Jūsu identitātes nodrošinātājs jūs nepieteica: pieteikšanās tur tika atcelta vai noraidīta.',
  providerDown:
    'Jūsu identitātes nodrošinātājs pašlaik nav sasniedzams. Mēģiniet vēlreiz pēc dažām minūtēm; ja tas atkārtojas, pastāstiet administratoram.',
  providerError:
    'Jūsu identitātes nodrošinātāja atbildi neizdevās pārbaudīt, tāpēc pieteikšanās nenotika. Mēģiniet vēlreiz; ja tas atkārtojas, pastāstiet administratoram.',
  backToSignIn: 'Atpakaļ uz pieteikšanos',
};
