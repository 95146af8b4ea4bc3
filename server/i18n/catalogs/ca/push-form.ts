import type { AreaMessages } from '../../catalog.ts';

export const pushForm: AreaMessages<'pushForm'> = {
  title: 'Compartir un secret',
  titleRefused: 'Reviseu el formulari · Compartir un secret',
  titleFiles: 'Compartir fitxers',
  heading: 'Compartiu un secret amb un enllaç que caduca',
  refused: 'No s’ha enviat res. Reviseu els camps marcats a sota.',
  filesNeedSignIn:
    'Només els usuaris amb la sessió iniciada poden compartir fitxers. {link} per compartir fitxers.',
  filesSignInLink: 'Inicieu la sessió',
  createNeedsSignIn:
    'En aquest servidor només els seus usuaris poden crear enllaços secrets. {link} per crear-ne un.',
  createSignInLink: 'Inicieu la sessió',
  openLinkInstead: 'Si algú us ha enviat un enllaç secret, obriu aquell enllaç.',
  kindNav: 'Tipus',
  urlLabel: 'URL',
  qrLabel: 'Text per al codi QR',
  messageLabel: 'Missatge (opcional)',
  secretLabel: 'Secret',
  filesLabel: 'Fitxers',
  filesHint: {
    one: 'Fins a {count} fitxer, de {size} com a màxim.',
    many: 'Fins a {count} de fitxers, de {size} com a màxim cadascun.',
    other: 'Fins a {count} fitxers, de {size} com a màxim cadascun.',
  },
  dropHint: 'O deixeu anar fitxers aquí.',
  filesAgain:
    'Torneu a triar els fitxers: un navegador no els pot conservar després d’un formulari rebutjat.',
  uploading: 'S’està pujant',
  expireAfter: 'Caduca al cap de',
  orViews: 'o visualitzacions',
  expiryHint: {
    one: 'L’enllaç deixa de funcionar amb el primer dels dos límits: després d’aquest temps o després de {min}–{count} visualització.',
    many: 'L’enllaç deixa de funcionar amb el primer dels dos límits: després d’aquest temps o després de {min}–{count} de visualitzacions.',
    other:
      'L’enllaç deixa de funcionar amb el primer dels dos límits: després d’aquest temps o després de {min}–{count} visualitzacions.',
  },
  minutes: { one: '{count} minut', many: '{count} de minuts', other: '{count} minuts' },
  hours: { one: '{count} hora', many: '{count} d’hores', other: '{count} hores' },
  days: { one: '{count} dia', many: '{count} de dies', other: '{count} dies' },
  weeks: { one: '{count} setmana', many: '{count} de setmanes', other: '{count} setmanes' },
  months: { one: '{count} mes', many: '{count} de mesos', other: '{count} mesos' },
  passphraseLabel: 'Frase de pas (opcional)',
  generate: 'Genera',
  passphraseHint: 'Envieu la frase de pas per un canal diferent del de l’enllaç.',
  retrievalStep: 'Pas de recuperació (les previsualitzacions d’enllaços no gasten cap visualització)',
  deletable: 'El destinatari el pot suprimir després de llegir-lo',
  moreOptions: 'Més opcions',
  nameLabel: 'Nom (només el veieu vós)',
  noteLabel: 'Nota (només la veieu vós)',
  recipientLanguage: 'Idioma del destinatari',
  recipientBrowserLanguage: 'L’idioma del seu navegador',
  recipientLanguageHint: 'L’enllaç secret s’obre en aquest idioma.',
  linkMailLabel: 'Envia l’enllaç per correu electrònic (opcional)',
  linkMailHint: {
    one: 'Fins a {count} adreça. Rep només l’enllaç, en l’idioma del destinatari triat a sota o, si no, en el vostre.',
    many: 'Fins a {count} d’adreces, separades per comes. Cadascuna rep l’enllaç en un correu propi, en l’idioma del destinatari triat a sota o, si no, en el vostre.',
    other:
      'Fins a {count} adreces, separades per comes. Cadascuna rep l’enllaç en un correu propi, en l’idioma del destinatari triat a sota o, si no, en el vostre.',
  },
  linkMailCommas: 'Separeu les adreces amb una sola coma i acabeu amb una adreça.',
  linkMailDuplicates: 'Hi ha una adreça repetida.',
  linkMailTooMany: {
    one: 'L’enllaç es pot enviar per correu a {count} adreça com a màxim.',
    many: 'L’enllaç es pot enviar per correu a {count} d’adreces com a màxim.',
    other: 'L’enllaç es pot enviar per correu a {count} adreces com a màxim.',
  },
  linkMailInvalid: 'Reviseu les adreces: cadascuna ha de tenir la forma name@example.com.',
  linkMailUnavailable:
    'Aquest servidor no envia enllaços per correu electrònic. Traieu les adreces per enviar sense elles.',
  linkMailSignIn: 'Inicieu la sessió per enviar l’enllaç per correu electrònic.',
  linkMailSealed:
    'L’enllaç d’un enviament segellat conté la seva clau, que aquest servidor no veu mai, de manera que no el pot enviar per correu. Envieu l’enllaç vós, o feu l’enviament sense segellar.',
  linkMailDailyCap:
    'Avui ja heu fet enviar per correu tants enllaços com permet aquest servidor. Envieu aquest vós, o torneu-ho a provar demà.',
  linkMailSent: {
    one: 'L’enllaç secret s’ha enviat per correu a {count} adreça.',
    many: 'L’enllaç secret s’ha enviat per correu a {count} d’adreces.',
    other: 'L’enllaç secret s’ha enviat per correu a {count} adreces.',
  },
  sealedLabel: 'Segellat (xifrat d’extrem a extrem)',
  sealedHint:
    'Es xifra en aquest navegador abans d’enviar-lo: el servidor no veu mai el secret, i la seva clau només és a l’enllaç secret.',
  sealedHintFiles:
    'Es xifra en aquest navegador abans d’enviar res: el servidor no veu mai el missatge, els fitxers ni els seus noms, i la clau només és a l’enllaç secret.',
  sealedNotForQr:
    'Els enviaments de codi QR no es poden segellar: el servidor ha de llegir el text per dibuixar-ne el codi.',
  sealedNotForUrl:
    'Els enviaments d’URL no es poden segellar: el servidor ha de llegir l’URL per redirigir-hi.',
  sealedNeedsScript:
    'Un enviament segellat el segella l’script d’aquesta pàgina, que no s’ha executat: no s’ha enviat res. Torneu a carregar la pàgina i torneu a enviar.',
  submit: 'Envia',
  sizeKb: '{size} kB',
  sizeMb: '{size} MB',
  viewsBetween: 'Les visualitzacions han d’estar entre {min} i {max}.',
  chooseOfferedTime: 'Trieu un dels temps oferts.',
  longestTime: 'Trieu un dels temps oferts: com a màxim {time}.',
  enterUrl: 'Introduïu l’URL que voleu enviar.',
  urlNotHttp: 'Un enviament d’URL necessita una adreça http:// o https://.',
  urlControlCharacters: 'L’URL no pot contenir caràcters de control (com ara salts de línia).',
  enterQrText: 'Introduïu el text per al codi QR.',
  enterSecret: 'Introduïu el secret que voleu enviar.',
  qrTooManyCharacters: 'Massa llarg: un enviament de codi QR admet com a màxim {max} caràcters.',
  qrNotUnicode: 'El text ha de ser Unicode vàlid per poder-lo dibuixar com a codi QR.',
  qrTooManyBytes:
    'Massa llarg per a un codi QR: com a màxim {max} bytes en UTF-8, i aquest text en té {count}.',
  secretTooLarge: 'El secret és massa gran: com a màxim {max} caràcters.',
  kindDisabled: 'Els enviaments de tipus «{kind}» estan desactivats.',
  tooManyFiles: {
    one: 'Podeu adjuntar com a màxim {count} fitxer per enviament.',
    many: 'Podeu adjuntar com a màxim {count} de fitxers per enviament.',
    other: 'Podeu adjuntar com a màxim {count} fitxers per enviament.',
  },
  fileTooLarge: '{name} és massa gran: cada fitxer pot ocupar com a màxim {size}.',
  filesOnlyForFilePushes: 'Només els enviaments de fitxers poden portar fitxers.',
  filesOff: 'Aquest servidor no permet compartir fitxers.',
  filesNotStored:
    'Ara mateix no s’han pogut desar els fitxers, així que no s’ha enviat res. Torneu-los a triar i proveu-ho de nou d’aquí a uns minuts.',
  chooseFile: 'Trieu almenys un fitxer.',
  notAccepted: 'Aquest valor no s’accepta.',
  tooLargeTitle: 'Massa gran',
  tooLargeText: 'El que heu enviat és massa gran.',
  tooManyFields: {
    one: 'El formulari té més d’{count} camp.',
    many: 'El formulari té més de {count} de camps.',
    other: 'El formulari té més de {count} camps.',
  },
  notUnderstoodTitle: 'No s’ha entès',
  notUnderstoodText: 'No s’ha pogut llegir el que heu enviat.',
  scriptTooManyFiles: {
    one: 'Com a màxim {max} fitxers per enviament; n’hi ha {count} de triat.',
    many: 'Com a màxim {max} fitxers per enviament; n’hi ha {count} de triats.',
    other: 'Com a màxim {max} fitxers per enviament; n’hi ha {count} de triats.',
  },
  scriptFileTooLarge: '{name} ocupa {size}; cada fitxer pot ocupar com a màxim {max}.',
  scriptFileChosen: '{name} ({size})',
  scriptProgress: '{loaded} de {total} · {percent}',
  scriptUploadFailed: 'La pujada ha fallat: comproveu la connexió i torneu a enviar.',
  scriptSealing: 'S’està segellant',
  scriptSealedTooLong:
    'Massa llarg per segellar-lo: segellat, aquest text té {count} caràcters, i un enviament n’admet com a màxim {max}.',
  scriptSealedFileTooLarge:
    '{name} ocupa {size}, {sealed} un cop segellat; cada fitxer pot ocupar com a màxim {max}.',
  scriptSealFailed: 'El segellat ha fallat en aquest navegador: no s’ha enviat res.',
};
