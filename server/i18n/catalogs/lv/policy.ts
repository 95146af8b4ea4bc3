import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'Šis serveris pieņem kopīgojumus tikai no pierakstījušamies lietotājiem. Lai kopīgotu, pierakstieties.',
  passphraseRequired: 'Šis serveris šeit pieprasa ieejas frāzi. Minimālais garums: {min}.',
  sealedRequired: 'Šis serveris pieņem tikai šāda veida aizzīmogotus (pilnībā šifrētus) kopīgojumus.',
  optionRequired: 'Šis serveris pieprasa šo iespēju.',
  gateRequiredAny:
    'Šis serveris prasa vārtus: norādiet saņēmēju e-pasta adreses, ļaujiet saiti atvērt tikai dalībniekiem vai norādiet adrešu diapazonus.',
  gateRequiredEmail: 'Šis serveris prasa saņēmēju e-pasta adreses: tikai viņi var atvērt saiti.',
  gateRequiredMember: 'Šis serveris prasa, lai saiti varētu atvērt tikai pierakstījušies dalībnieki.',
  lifeInHours: 'Šajā serverī atļautais derīguma ilgums (stundās): no {min} līdz {max}.',
  mailDomains: 'Saites var nosūtīt tikai uz adresēm šajos domēnos: {domains}.',
  textAnswersOff: 'Teksta noslēpumi šajā serverī ir izslēgti, tāpēc atbildēt var tikai ar failiem.',
};
