import type { AreaMessages } from '../../catalog.ts';

export const passkeys: AreaMessages<'passkeys'> = {
  sectionHeading: 'Sarbide-gakoak',
  sectionText:
    'Sarbide-gako batek zure gailuaren pantaila-blokeoarekin edo segurtasun-gako batekin hasten du saioa, pasahitzik edo koderik idatzi gabe. Zerbitzari honek haren gako publikoa soilik gordetzen du.',
  none: 'Oraindik ez duzu sarbide-gakorik.',
  listCaption: 'Zure sarbide-gakoak',
  columnName: 'Izena',
  columnAdded: 'Gehitze-data',
  columnLastUsed: 'Azken erabilera',
  columnActions: 'Ekintzak',
  neverUsed: 'Inoiz ez',
  renameLabel: '{name} gakoaren izen berria',
  renameButton: 'Aldatu izena',
  renameButtonFor: 'Aldatu izena: {name}',
  removeButton: 'Kendu',
  removeButtonFor: 'Kendu {name}',
  nameLabel: 'Sarbide-gako berriaren izena',
  nameHint: 'Adibidez, «Laneko ordenagailua» edo «Segurtasun-gako urdina».',
  defaultName: 'Sarbide-gakoa',
  addButton: 'Gehitu sarbide-gako bat',
  needsScript:
    'Sarbide-gako bat gehitzeko edo erabiltzeko, haiek onartzen dituen arakatzaile bat behar da, JavaScript aktibatuta.',
  waiting: 'Jarraitu arakatzailearen argibideak…',
  addFailed: 'Ez da sarbide-gakorik gehitu. Saiatu berriro prest zaudenean.',
  added: 'Sarbide-gakoa gehitu da. Hemendik aurrera harekin has dezakezu saioa.',
  renamed: 'Sarbide-gakoari izena aldatu zaio.',
  removed: 'Sarbide-gakoa kendu da: jada ez du saioa hasten hemen.',
  addRefused:
    'Ez da sarbide-gakoa gehitu: gailuak ez zaitu egiaztatu, edo eskaera iraungi da. Saiatu berriro.',
  taken: 'Sarbide-gako hau gehituta dago jada.',
  nameMissing: 'Eman izen bat sarbide-gakoari.',
  signInButton: 'Hasi saioa sarbide-gako batekin',
  signInFailed: 'Ez da sarbide-gakorik erabili. Saiatu berriro, edo hasi saioa pasahitzarekin.',
  signInRefused:
    'Sarbide-gako horrek ez dizu saioa hasi. Agian kendu egin da, edo gailuak ez zaitu egiaztatu.',
  stepTitle: 'Berretsi sarbide-gako batekin',
  stepIntro: 'Pasahitza zuzena zen. Berretsi zu zarela zure sarbide-gakoetako batekin.',
  stepButton: 'Erabili sarbide-gako bat',
  useCodeInstead: 'Idatzi kode bat horren ordez',
  usePasskeyInstead: 'Erabili sarbide-gako bat horren ordez',
  setUpInstead: 'Edo gehitu sarbide-gako bat horren ordez',
};
