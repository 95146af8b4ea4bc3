import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: 'Hasi saioa luzapenean',
  authorizeQuestion:
    '{name} nabigatzaileko Secret Push luzapenari zure {email} kontua erabiltzen utzi nahi diozu?',
  authorizeWhat:
    'Nabigatzaile honetarako soilik balio duen token bat jasoko du, zure bidalketak sortu, zerrendatu eta iraungitzeko. Edozein unetan baliogabetu dezakezu API tokenaren orrian.',
  authorizeOnlyIfYou: 'Baimendu soilik luzapenean «Hasi saioa» aukeratu berri baduzu.',
  allow: 'Baimendu',
  cancel: 'Utzi',
  badRequestTitle: 'Saio-hasierako eskaera ez da baliozkoa',
  badRequestText:
    'Luzapenaren saio-hasierako eskaera osatu gabe dago edo ez da baliozkoa; beraz, ez zaio ezer itzuli. Hasi berriro luzapenaren aukeretatik.',

  browsersHeading: 'Luzapenean saioa hasita duten nabigatzaileak',
  browsersIntro:
    'Secret Push luzapenean saioa hasi duzun nabigatzaile bakoitzak bere tokena du. Baliogabetu bat nabigatzaile horren saioa amaitzeko: zure API tokenak eta beste nabigatzaileek funtzionatzen jarraituko dute.',
  browsersNone:
    'Ez dago saioa hasita duen nabigatzailerik. Bat gehitzeko, aukeratu «Hasi saioa» luzapenaren aukeretan.',
  browserSignedIn: 'Saio-hasiera: {time}',
  browserLastUsed: 'Azken erabilera: {time}',
  browserNeverUsed: 'Ez da inoiz erabili',
  revoke: 'Baliogabetu',
  revokeLabel: 'Baliogabetu tokena ({name})',
  revoked: 'Nabigatzailearen tokena baliogabetu da: han luzapenaren saioa amaitu da.',
  unknownBrowserTitle: 'Ez da aurkitu nabigatzailearen tokena',
  unknownBrowserText: 'Ez duzu ID hau duen nabigatzaile-tokenik. Baliteke dagoeneko baliogabetuta egotea.',
};
