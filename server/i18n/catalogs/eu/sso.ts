import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: 'Hasi saioa {name} erabiliz',
  signInWithProvider: 'Hasi saioa saio-hasiera bakarrarekin',
  refusedTitle: 'Saio-hasiera bakarra',
  refusedHeading: 'Ez duzu saiorik hasi',
  refusedDomain:
    '{domain} domeinuko helbideekin ezin da saioa hasi hemen. Hasi saioa zure erakundeko kontu batekin, edo galdetu administratzaile bati zer helbiderekin has daitekeen saioa.',
  refusedUnverified:
    'Zure identitate-hornitzaileak ez du berretsi zure helbide elektronikoa; beraz, ezin da lotu hemengo inolako konturekin. Berretsi helbidea zure hornitzailearekin, eta saiatu berriro.',
  refusedNoAccount:
    'Ez dago konturik hemen {email} helbidearentzat. Eskatu administratzaile bati gonbida zaitzala.',
  refusedState:
    'Saio-hasiera hau ez da nabigatzaile honetan hasi, edo bidean aldatu da haren esteka. Hasi berriro saioa hasteko orritik.',
  refusedReplayed:
    'Saio-hasiera hau dagoeneko erabili da. Saioa hasi ez baduzu, hasi berriro saioa hasteko orritik.',
  refusedExpired:
    'Saio-hasiera honek 10 minutu baino gehiago iraun du, eta iraungi egin da. Hasi berriro saioa hasteko orritik.',
  refusedByProvider: 'Zure identitate-hornitzaileak ez dizu saioa hasi: han bertan behera utzi edo ukatu da.',
  providerDown:
    'Une honetan ezin da zure identitate-hornitzailearekin konektatu. Saiatu berriro minutu batzuk barru; gertatzen jarraitzen badu, jakinarazi administratzaile bati.',
  providerError:
    'Ezin izan da egiaztatu zure identitate-hornitzailearen erantzuna; beraz, ez da saioa hasi. Saiatu berriro; gertatzen jarraitzen badu, jakinarazi administratzaile bati.',
  backToSignIn: 'Itzuli saio-hasierara',
};
