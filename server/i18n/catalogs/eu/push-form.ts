import type { AreaMessages } from '../../catalog.ts';

export const pushForm: AreaMessages<'pushForm'> = {
  title: 'Partekatu sekretu bat',
  titleRefused: 'Egiaztatu inprimakia · Partekatu sekretu bat',
  titleFiles: 'Partekatu fitxategiak',
  heading: 'Partekatu sekretu bat iraungitzen den esteka baten bidez',
  refused: 'Ez da ezer bidali. Egiaztatu behean markatutako eremuak.',
  filesNeedSignIn:
    'Saioa hasita duten erabiltzaileek soilik bidal ditzakete fitxategiak. {link} fitxategiak bidaltzeko.',
  filesSignInLink: 'Hasi saioa',
  createNeedsSignIn:
    'Zerbitzari honetan bere erabiltzaileek soilik sor ditzakete esteka sekretuak. {link} bat sortzeko.',
  createSignInLink: 'Hasi saioa',
  openLinkInstead: 'Norbaitek esteka sekretu bat bidali badizu, ireki esteka hori.',
  kindNav: 'Mota',
  urlLabel: 'URLa',
  qrLabel: 'QR koderako testua',
  messageLabel: 'Mezua (aukerakoa)',
  secretLabel: 'Sekretua',
  filesLabel: 'Fitxategiak',
  filesHint: {
    one: '{count} fitxategi gehienez, {size} gehienez.',
    other: '{count} fitxategi gehienez, bakoitza {size} gehienez.',
  },
  dropHint: 'Edo jaregin fitxategiak hemen.',
  filesAgain: 'Aukeratu berriro fitxategiak: inprimaki bat baztertu ondoren, nabigatzaileak ezin ditu gorde.',
  uploading: 'Igotzen',
  expireAfter: 'Iraungitzea',
  orViews: 'edo bistaratzeak',
  expiryHint: {
    one: 'Esteka lehenik gertatzen denean uzten dio funtzionatzeari: denbora hau igarotakoan, edo {min}–{count} bistaratzeren ondoren.',
    other:
      'Esteka lehenik gertatzen denean uzten dio funtzionatzeari: denbora hau igarotakoan, edo {min}–{count} bistaratzeren ondoren.',
  },
  minutes: { one: '{count} minutu', other: '{count} minutu' },
  hours: { one: '{count} ordu', other: '{count} ordu' },
  days: { one: '{count} egun', other: '{count} egun' },
  weeks: { one: '{count} aste', other: '{count} aste' },
  months: { one: '{count} hilabete', other: '{count} hilabete' },
  passphraseLabel: 'Pasaesaldia (aukerakoa)',
  generate: 'Sortu',
  passphraseHint: 'Bidali pasaesaldia estekarena ez den beste bide batetik.',
  retrievalStep: 'Berreskuratze-urratsa (esteken aurrebistek ez dute bistaratzerik erabiltzen)',
  deletable: 'Hartzaileak ezaba dezake irakurri ondoren',
  moreOptions: 'Aukera gehiago',
  nameLabel: 'Izena (zuk bakarrik ikusten duzu)',
  noteLabel: 'Oharra (zuk bakarrik ikusten duzu)',
  recipientLanguage: 'Hartzailearen hizkuntza',
  recipientBrowserLanguage: 'Haren nabigatzailearen hizkuntza',
  recipientLanguageHint: 'Esteka sekretua hizkuntza honetan irekiko da.',
  linkMailLabel: 'Bidali esteka posta elektronikoz (aukerakoa)',
  linkMailHint: {
    one: 'Helbide {count} gehienez. Esteka soilik jasoko du, behean aukeratutako hartzailearen hizkuntzan, edo, bestela, zurean.',
    other:
      '{count} helbide gehienez, komaz bereizita. Bakoitzak bere mezuan jasoko du esteka, behean aukeratutako hartzailearen hizkuntzan, edo, bestela, zurean.',
  },
  linkMailCommas: 'Bereizi helbideak koma bakar batez, eta amaitu helbide batekin.',
  linkMailDuplicates: 'Helbide bat bi aldiz dago.',
  linkMailTooMany: {
    one: 'Esteka posta elektronikoz bidal daitekeen helbide kopuru maximoa: {count}.',
    other: 'Esteka posta elektronikoz bidal daitekeen helbide kopuru maximoa: {count}.',
  },
  linkMailInvalid: 'Egiaztatu helbideak: bakoitzak name@example.com itxura izan behar du.',
  linkMailUnavailable:
    'Zerbitzari honek ez du estekarik bidaltzen posta elektronikoz. Kendu helbideak, haiek gabe bidaltzeko.',
  linkMailSignIn: 'Hasi saioa esteka posta elektronikoz bidaltzeko.',
  linkMailSealed:
    'Bidalketa zigilatu baten estekak bere gakoa dauka, eta zerbitzari honek ez du inoiz gako hori ikusten; beraz, zerbitzariak ezin du esteka posta elektronikoz bidali. Bidali esteka zuk zeuk, edo bidali zigilatu gabe.',
  linkMailDailyCap:
    'Gaur dagoeneko zerbitzari honek uzten duen adina esteka bidali dituzu posta elektronikoz. Bidali hau zuk zeuk, edo saiatu berriro bihar.',
  linkMailSent: {
    one: 'Esteka sekretua posta elektronikoz bidali da. Helbide kopurua: {count}.',
    other: 'Esteka sekretua posta elektronikoz bidali da. Helbide kopurua: {count}.',
  },
  sealedLabel: 'Zigilatua (muturretik muturrera zifratua)',
  sealedHint:
    'Nabigatzaile honetan zifratzen da bidali aurretik: zerbitzariak ez du inoiz sekretua ikusten, eta haren gakoa esteka sekretuan bakarrik dago.',
  sealedHintFiles:
    'Nabigatzaile honetan zifratzen da ezer bidali aurretik: zerbitzariak ez ditu inoiz mezua, fitxategiak edo haien izenak ikusten, eta gakoa esteka sekretuan bakarrik dago.',
  sealedNotForQr:
    'QR kodeko bidalketak ezin dira zigilatu: zerbitzariak testua irakurri behar du kodea marrazteko.',
  sealedNotForUrl:
    'URL bidalketak ezin dira zigilatu: zerbitzariak URLa irakurri behar du hara birbideratzeko.',
  sealedNeedsScript:
    'Bidalketa zigilatua orri honen scriptak zigilatzen du, eta scripta ez da exekutatu: ez da ezer bidali. Kargatu berriro orria eta bidali berriro.',
  submit: 'Bidali',
  sizeKb: '{size} kB',
  sizeMb: '{size} MB',
  viewsBetween: 'Bistaratzeak {min} eta {max} artean egon behar dute.',
  chooseOfferedTime: 'Aukeratu eskainitako denboretako bat.',
  longestTime: 'Aukeratu eskainitako denboretako bat: gehienez {time}.',
  enterUrl: 'Idatzi bidali nahi duzun URLa.',
  urlNotHttp: 'URL bidalketa batek http:// edo https:// helbide bat behar du.',
  urlControlCharacters: 'URLak ezin du kontrol-karaktererik izan (lerro-jauziak, adibidez).',
  enterQrText: 'Idatzi QR koderako testua.',
  enterSecret: 'Idatzi bidali nahi duzun sekretua.',
  qrTooManyCharacters: 'Luzeegia: QR kodeko bidalketa batek gehienez {max} karaktere izan ditzake.',
  qrNotUnicode: 'Testuak Unicode baliozkoa izan behar du QR kode gisa marrazteko.',
  qrTooManyBytes: 'Luzeegia QR kode baterako: gehienez {max} byte UTF-8n, eta testu honek {count} ditu.',
  secretTooLarge: 'Sekretua handiegia da: gehienez {max} karaktere.',
  kindDisabled: '«{kind}» motako bidalketak desgaituta daude.',
  tooManyFiles: {
    one: 'Bidalketa bakoitzari gehienez {count} fitxategi erants diezaiokezu.',
    other: 'Bidalketa bakoitzari gehienez {count} fitxategi erants diezazkiokezu.',
  },
  fileTooLarge: '{name} handiegia da: fitxategi bakoitzak gehienez {size} izan ditzake.',
  filesOnlyForFilePushes: 'Fitxategi-bidalketek soilik eraman ditzakete fitxategiak.',
  filesOff: 'Zerbitzari honek ez du fitxategirik bidaltzen uzten.',
  filesNotStored:
    'Une honetan ezin izan dira fitxategiak gorde, eta ez da ezer bidali. Aukeratu berriro eta saiatu berriz minutu batzuk barru.',
  chooseFile: 'Aukeratu fitxategi bat gutxienez.',
  notAccepted: 'Balio hau ez da onartzen.',
  tooLargeTitle: 'Handiegia',
  tooLargeText: 'Bidali duzuna handiegia da.',
  tooManyFields: {
    one: 'Inprimakiak {count} eremu baino gehiago ditu.',
    other: 'Inprimakiak {count} eremu baino gehiago ditu.',
  },
  notUnderstoodTitle: 'Ez da ulertu',
  notUnderstoodText: 'Ezin izan da irakurri bidali duzuna.',
  scriptTooManyFiles: {
    one: 'Gehienez {max} fitxategi bidalketa bakoitzeko; {count} dago aukeratuta.',
    other: 'Gehienez {max} fitxategi bidalketa bakoitzeko; {count} daude aukeratuta.',
  },
  scriptFileTooLarge: '{name} fitxategiak {size} ditu; fitxategi bakoitzak gehienez {max} izan ditzake.',
  scriptFileChosen: '{name} ({size})',
  scriptProgress: '{loaded} / {total} · {percent}',
  scriptUploadFailed: 'Igoerak huts egin du: egiaztatu konexioa eta bidali berriro.',
  scriptSealing: 'Zigilatzen',
  scriptSealedTooLong:
    'Luzeegia zigilatzeko: zigilatuta, testu honek {count} karaktere ditu, eta bidalketa batek gehienez {max} izan ditzake.',
  scriptSealedFileTooLarge:
    '{name} fitxategiak {size} ditu, eta {sealed} zigilatu ondoren; fitxategi bakoitzak gehienez {max} izan ditzake.',
  scriptSealFailed: 'Zigilatzeak huts egin du nabigatzaile honetan: ez da ezer bidali.',
};
