import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: 'Mewngofnodi’r estyniad',
  authorizeQuestion: 'Caniatáu i estyniad Secret Push yn {name} ddefnyddio eich cyfrif {email}?',
  authorizeWhat:
    'Mae’n cael tocyn ar gyfer y porwr hwn yn unig, i greu, rhestru a dod â’ch gwthiadau i ben. Gallwch ei ddirymu unrhyw bryd ar dudalen y tocyn API.',
  authorizeOnlyIfYou: 'Caniatewch hyn dim ond os ydych newydd ddewis “Mewngofnodi” yn yr estyniad.',
  allow: 'Caniatáu',
  cancel: 'Canslo',
  badRequestTitle: 'Nid yw’n gais mewngofnodi dilys',
  badRequestText:
    'Mae cais mewngofnodi’r estyniad yn anghyflawn neu’n annilys, felly ni anfonwyd dim yn ôl ato. Dechreuwch eto o ddewisiadau’r estyniad.',

  browsersHeading: 'Porwyr sydd wedi mewngofnodi i’r estyniad',
  browsersIntro:
    'Mae gan bob porwr lle rydych wedi mewngofnodi i estyniad Secret Push ei docyn ei hun. Dirymwch un i allgofnodi’r porwr hwnnw: mae eich tocyn API a’r porwyr eraill yn dal i weithio.',
  browsersNone:
    'Nid oes unrhyw borwr wedi mewngofnodi. Dewiswch “Mewngofnodi” yn newisiadau’r estyniad i ychwanegu un.',
  browserSignedIn: 'Mewngofnodwyd {time}',
  browserLastUsed: 'Defnyddiwyd ddiwethaf {time}',
  browserNeverUsed: 'Heb ei ddefnyddio erioed',
  revoke: 'Dirymu',
  revokeLabel: 'Dirymu tocyn {name}',
  revoked: 'Cafodd tocyn y porwr ei ddirymu: mae’r estyniad yno wedi allgofnodi.',
  unknownBrowserTitle: 'Ni chafwyd hyd i docyn y porwr',
  unknownBrowserText: 'Nid oes gennych docyn porwr â’r ID hwn. Efallai ei fod wedi’i ddirymu eisoes.',
};
