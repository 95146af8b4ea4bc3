import type { AreaMessages } from '../../catalog.ts';

export const pushForm: AreaMessages<'pushForm'> = {
  title: 'Senda leyndarmál',
  titleRefused: 'Yfirfarðu eyðublaðið · Senda leyndarmál',
  titleFiles: 'Senda skrár',
  heading: 'Sendu leyndarmál með tengli sem rennur út',
  refused: 'Ekkert var sent. Yfirfarðu merktu reitina hér fyrir neðan.',
  filesNeedSignIn: 'Aðeins innskráðir notendur geta sent skrár. {link} til að senda skrár.',
  filesSignInLink: 'Skráðu þig inn',
  createNeedsSignIn:
    'Á þessum þjóni geta aðeins notendur hans búið til leynitengla. {link} til að búa til tengil.',
  createSignInLink: 'Skráðu þig inn',
  openLinkInstead: 'Ef einhver sendi þér leynitengil skaltu frekar opna þann tengil.',
  kindNav: 'Tegund',
  urlLabel: 'Slóð',
  qrLabel: 'Texti fyrir QR-kóðann',
  messageLabel: 'Skilaboð (valfrjálst)',
  secretLabel: 'Leyndarmál',
  filesLabel: 'Skrár',
  filesHint: {
    one: 'Allt að {count} skrá, hver að hámarki {size}.',
    other: 'Allt að {count} skrár, hver að hámarki {size}.',
  },
  dropHint: 'Eða slepptu skrám hér.',
  filesAgain: 'Veldu skrárnar aftur: vafri getur ekki haldið þeim eftir að eyðublaði er hafnað.',
  uploading: 'Sendi upp',
  expireAfter: 'Rennur út eftir',
  orViews: 'eða fjölda skoðana',
  expiryHint: {
    one: 'Tengillinn hættir að virka við það sem fyrr verður: eftir þennan tíma eða eftir {min}–{count} skoðun.',
    other:
      'Tengillinn hættir að virka við það sem fyrr verður: eftir þennan tíma eða eftir {min}–{count} skoðanir.',
  },
  minutes: { one: '{count} mínútu', other: '{count} mínútur' },
  hours: { one: '{count} klukkustund', other: '{count} klukkustundir' },
  days: { one: '{count} dag', other: '{count} daga' },
  weeks: { one: '{count} viku', other: '{count} vikur' },
  months: { one: '{count} mánuð', other: '{count} mánuði' },
  passphraseLabel: 'Lykilfrasi (valfrjálst)',
  generate: 'Útbúa',
  passphraseHint: 'Sendu lykilfrasann eftir annarri leið en tengilinn.',
  retrievalStep: 'Sóknarskref (forskoðun tengla notar ekki skoðun)',
  deletable: 'Viðtakandinn má eyða sendingunni eftir lestur',
  moreOptions: 'Fleiri valkostir',
  nameLabel: 'Heiti (aðeins sýnilegt þér)',
  noteLabel: 'Athugasemd (aðeins sýnileg þér)',
  recipientLanguage: 'Tungumál viðtakanda',
  recipientBrowserLanguage: 'Tungumál vafra viðtakandans',
  recipientLanguageHint: 'Leynitengillinn opnast á þessu tungumáli.',
  linkMailLabel: 'Senda tengilinn í tölvupósti (valfrjálst)',
  linkMailHint: {
    one: 'Allt að {count} netfang. Það fær aðeins tengilinn, á tungumáli viðtakanda sem valið er hér fyrir neðan, annars á þínu.',
    other:
      'Allt að {count} netföng, aðskilin með kommum. Hvert fær tengilinn í eigin pósti, á tungumáli viðtakanda sem valið er hér fyrir neðan, annars á þínu.',
  },
  linkMailCommas: 'Aðskildu netföngin með einni kommu í senn og endaðu á netfangi.',
  linkMailDuplicates: 'Sama netfangið kemur fyrir tvisvar.',
  linkMailTooMany: {
    one: 'Að hámarki er hægt að senda tengilinn á {count} netfang.',
    other: 'Að hámarki er hægt að senda tengilinn á {count} netföng.',
  },
  linkMailInvalid: 'Athugaðu netföngin: hvert þeirra verður að vera á forminu name@example.com.',
  linkMailUnavailable:
    'Þessi þjónn sendir ekki tengla í tölvupósti. Fjarlægðu netföngin til að senda án þeirra.',
  linkMailSignIn: 'Skráðu þig inn til að senda tengilinn í tölvupósti.',
  linkMailSealed:
    'Tengill innsiglaðrar sendingar geymir lykil hennar, sem þessi þjónn sér aldrei, og því getur þjónninn ekki sent hann í tölvupósti. Sendu tengilinn eftir annarri leið eða sendu leyndarmálið óinnsiglað.',
  linkMailDailyCap:
    'Þú hefur í dag látið senda eins marga tengla í tölvupósti og þessi þjónn leyfir. Sendu þennan tengil eftir annarri leið eða reyndu aftur á morgun.',
  linkMailSent: {
    one: 'Leynitengillinn var sendur í tölvupósti á {count} netfang.',
    other: 'Leynitengillinn var sendur í tölvupósti á {count} netföng.',
  },
  sealedLabel: 'Innsigluð (dulkóðuð enda á milli)',
  sealedHint:
    'Dulkóðað í þessum vafra áður en það er sent: þjónninn sér leyndarmálið aldrei og lykill þess er aðeins í leynitenglinum.',
  sealedHintFiles:
    'Dulkóðað í þessum vafra áður en nokkuð er sent: þjónninn sér aldrei skilaboðin, skrárnar né heiti þeirra og lykillinn er aðeins í leynitenglinum.',
  sealedNotForQr:
    'Ekki er hægt að innsigla QR-kóðasendingar: þjónninn verður að lesa textann til að teikna kóðann.',
  sealedNotForUrl:
    'Ekki er hægt að innsigla sendingar slóða: þjónninn verður að lesa slóðina til að geta vísað áfram á hana.',
  sealedNeedsScript:
    'Innsigluð sending er innsigluð af skriftu þessarar síðu, sem keyrði ekki: ekkert var sent. Endurhlaððu síðuna og sendu aftur.',
  submit: 'Senda',
  sizeKb: '{size} kB',
  sizeMb: '{size} MB',
  viewsBetween: 'Fjöldi skoðana verður að vera á bilinu {min} til {max}.',
  chooseOfferedTime: 'Veldu einn af tímunum sem í boði eru.',
  enterUrl: 'Sláðu inn slóðina sem á að senda.',
  urlNotHttp: 'Sending slóðar krefst vistfangs sem byrjar á http:// eða https://.',
  urlControlCharacters: 'Slóðin má ekki innihalda stýristafi (svo sem línuskil).',
  enterQrText: 'Sláðu inn textann fyrir QR-kóðann.',
  enterSecret: 'Sláðu inn leyndarmálið sem á að senda.',
  qrTooManyCharacters: 'Of langt: QR-kóðasending rúmar að hámarki {max} stafi.',
  qrNotUnicode: 'Textinn verður að vera gildur Unicode-texti til að hægt sé að teikna hann sem QR-kóða.',
  qrTooManyBytes: 'Of langt fyrir QR-kóða: að hámarki {max} bæti í UTF-8, en þessi texti er {count}.',
  secretTooLarge: 'Leyndarmálið er of stórt: að hámarki {max} stafir.',
  kindDisabled: 'Slökkt er á sendingum af tegundinni „{kind}“.',
  tooManyFiles: {
    one: 'Þú getur aðeins hengt {count} skrá við hverja sendingu.',
    other: 'Þú getur aðeins hengt allt að {count} skrár við hverja sendingu.',
  },
  fileTooLarge: '{name} er of stór: hver skrá má vera að hámarki {size}.',
  filesOnlyForFilePushes: 'Aðeins skráasendingar geta innihaldið skrár.',
  filesOff: 'Ekki er hægt að senda skrár á þessum þjóni.',
  filesNotStored:
    'Ekki tókst að vista skrárnar eins og er, svo ekkert var sent. Veldu þær aftur og reyndu á ný eftir nokkrar mínútur.',
  chooseFile: 'Veldu að minnsta kosti eina skrá.',
  notAccepted: 'Þetta gildi er ekki tekið gilt.',
  tooLargeTitle: 'Of stórt',
  tooLargeText: 'Það sem þú sendir er of stórt.',
  tooManyFields: {
    one: 'Eyðublaðið hefur fleiri en {count} reit.',
    other: 'Eyðublaðið hefur fleiri en {count} reiti.',
  },
  notUnderstoodTitle: 'Skildist ekki',
  notUnderstoodText: 'Ekki tókst að lesa það sem þú sendir.',
  scriptTooManyFiles: {
    one: 'Að hámarki {max} skrár í hverri sendingu; {count} er valin.',
    other: 'Að hámarki {max} skrár í hverri sendingu; {count} eru valdar.',
  },
  scriptFileTooLarge: '{name} er {size}; hver skrá má vera að hámarki {max}.',
  scriptFileChosen: '{name} ({size})',
  scriptProgress: '{loaded} af {total} · {percent}',
  scriptUploadFailed: 'Upphleðslan mistókst: athugaðu tenginguna og sendu aftur.',
  scriptSealing: 'Innsigla',
  scriptSealedTooLong:
    'Of langt til að innsigla: innsiglaður er þessi texti {count} stafir, en sending rúmar að hámarki {max}.',
  scriptSealedFileTooLarge:
    '{name} er {size}, {sealed} þegar hún er innsigluð; hver skrá má vera að hámarki {max}.',
  scriptSealFailed: 'Innsiglun mistókst í þessum vafra: ekkert var sent.',
};
