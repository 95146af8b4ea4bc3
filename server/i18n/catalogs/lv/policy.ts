import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'Šis serveris pieņem kopīgojumus tikai no pierakstījušamies lietotājiem. Lai kopīgotu, pierakstieties.',
  passphraseRequired: 'Šis serveris šeit pieprasa ieejas frāzi. Minimālais garums: {min}.',
  sealedRequired: 'Šis serveris pieņem tikai šāda veida aizzīmogotus (pilnībā šifrētus) kopīgojumus.',
  optionRequired: 'Šis serveris pieprasa šo iespēju.',
  lifeInHours: 'Šajā serverī atļautais derīguma ilgums (stundās): no {min} līdz {max}.',
  mailDomains: 'Saites var nosūtīt tikai uz adresēm šajos domēnos: {domains}.',
  textAnswersOff: 'Teksta noslēpumi šajā serverī ir izslēgti, tāpēc atbildēt var tikai ar failiem.',
};
