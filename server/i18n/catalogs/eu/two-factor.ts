import type { AreaMessages } from '../../catalog.ts';

export const twoFactor: AreaMessages<'twoFactor'> = {
  stepTitle: 'Bi faktoreko autentifikazioa',
  stepIntro: 'Idatzi zure autentifikazio-aplikazioak kontu honetarako erakusten duen sei digituko kodea.',
  codeLabel: 'Kodea',
  stepBackupHint: 'Ez duzu telefonoa eskura? Idatzi zure babeskopia-kodeetako bat horren ordez.',
  verifyButton: 'Egiaztatu eta hasi saioa',
  wrongCode:
    'Kode hori ez da zuzena, edo dagoeneko erabili da. Idatzi aplikazioak orain erakusten duen kodea.',
  startOver: 'Hasi saioa berriro',
  stepExpired: 'Saioa hasteak gehiegi iraun du. Idatzi berriro helbide elektronikoa eta pasahitza.',
  sectionHeading: 'Bi faktoreko autentifikazioa',
  offText:
    'Babestu zure kontua saioa hastean bigarren urrats batekin: pasahitzaren ondoren, telefonoko autentifikazio-aplikazio baten kode bat.',
  setUpLink: 'Konfiguratu bi faktoreko autentifikazioa',
  onText:
    'Aktibatze-data: {date}. Saioa hastean, pasahitzaren ondoren, autentifikazio-aplikazioaren kode bat eskatzen da.',
  backupLeft: {
    one: '{count} babeskopia-kode geratzen da erabili gabe.',
    other: '{count} babeskopia-kode geratzen dira erabili gabe.',
  },
  ssoOnly:
    'Saio-hasiera bakarrarekin hasten duzu saioa: zure identitate-hornitzailearen egiaztapenek babesten dute zure kontua.',
  setupTitle: 'Konfiguratu bi faktoreko autentifikazioa',
  setupText:
    'Autentifikazio-aplikazio bat behar duzu telefonoan. Lehenik, idatzi pasahitza zu zarela berresteko.',
  required: 'Zerbitzari honek bi faktoreko autentifikazioa eskatzen du. Konfiguratu jarraitzeko.',
  continueButton: 'Jarraitu',
  backToAccount: 'Itzuli zure kontura',
  scanText: 'Eskaneatu QR kode hau zure autentifikazio-aplikazioarekin.',
  qrLabel: 'Kontu hau autentifikazio-aplikazio batean gehitzeko QR kodea',
  typeInstead: 'Ezin duzu eskaneatu? Idatzi gako hau aplikazioan horren ordez:',
  confirmLabel: 'Ondoren, idatzi aplikazioak erakusten duen sei digituko kodea',
  confirmButton: 'Aktibatu bi faktoreko autentifikazioa',
  wrongSetupCode:
    'Kode hori ez dator bat. Egiaztatu telefonoaren erlojua zuzen dagoela, eta idatzi aplikazioak orain erakusten duen kodea.',
  cancelSetup: 'Utzi',
  codesTitle: 'Zure babeskopia-kodeak',
  turnedOn: 'Bi faktoreko autentifikazioa aktibatuta dago.',
  codesReplaced: 'Zure babeskopia-kode berriak prest daude. Aurrekoek ez dute funtzionatzen jada.',
  codesText:
    'Telefonoa galtzen baduzu, kode hauetako bakoitzarekin behin has dezakezu saioa, aplikazioaren kode baten ordez. Gorde leku seguru batean, adibidez zure pasahitz-kudeatzailean.',
  copyCodes: 'Kopiatu kodeak',
  codesOnce:
    'Kode hauek behin bakarrik erakusten dira. Orri hau berriro kargatzen baduzu, ez dira berriro erakutsiko.',
  codesSaved: 'Gorde ditut nire babeskopia-kodeak',
  newCodesTitle: 'Sortu babeskopia-kode berriak',
  newCodesText:
    'Babeskopia-kode berriek oraingo guztiak ordezten dituzte. Idatzi pasahitza zu zarela berresteko.',
  newCodesButton: 'Sortu babeskopia-kode berriak',
  removeTitle: 'Desaktibatu bi faktoreko autentifikazioa',
  removeText:
    'Orduan, saioa hastean pasahitza bakarrik eskatuko da, eta zure babeskopia-kodeek ez dute funtzionatuko. Idatzi pasahitza zu zarela berresteko.',
  removeRequired:
    'Zerbitzari honek bi faktoreko autentifikazioa eskatzen du: berehala berriro konfiguratzeko eskatuko zaizu.',
  removeButton: 'Desaktibatu bi faktoreko autentifikazioa',
  turnedOff: 'Bi faktoreko autentifikazioa desaktibatuta dago.',
};
