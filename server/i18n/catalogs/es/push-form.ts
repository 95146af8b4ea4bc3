import type { AreaMessages } from '../../catalog.ts';

export const pushForm: AreaMessages<'pushForm'> = {
  title: 'Compartir un secreto',
  titleRefused: 'Revise el formulario · Compartir un secreto',
  titleFiles: 'Compartir archivos',
  heading: 'Comparta un secreto mediante un enlace que caduca',
  refused: 'No se ha enviado nada. Revise los campos marcados abajo.',
  filesNeedSignIn:
    'Solo los usuarios con sesión iniciada pueden compartir archivos. {link} para compartir archivos.',
  filesSignInLink: 'Inicie sesión',
  createNeedsSignIn:
    'En este servidor solo sus usuarios pueden crear enlaces secretos. {link} para crear uno.',
  createSignInLink: 'Inicie sesión',
  openLinkInstead: 'Si alguien le ha enviado un enlace secreto, abra ese enlace.',
  kindNav: 'Tipo',
  urlLabel: 'URL',
  qrLabel: 'Texto del código QR',
  messageLabel: 'Mensaje (opcional)',
  secretLabel: 'Secreto',
  filesLabel: 'Archivos',
  filesHint: {
    one: 'Hasta {count} archivo de {size} como máximo.',
    many: 'Hasta {count} de archivos, cada uno de {size} como máximo.',
    other: 'Hasta {count} archivos, cada uno de {size} como máximo.',
  },
  dropHint: 'O suelte archivos aquí.',
  filesAgain:
    'Vuelva a elegir los archivos: un navegador no puede conservarlos tras un formulario rechazado.',
  uploading: 'Subiendo',
  expireAfter: 'Caduca tras',
  orViews: 'o visualizaciones',
  expiryHint: {
    one: 'El enlace deja de funcionar con lo primero que ocurra: tras este tiempo o tras {min}–{count} visualización.',
    many: 'El enlace deja de funcionar con lo primero que ocurra: tras este tiempo o tras {min}–{count} de visualizaciones.',
    other:
      'El enlace deja de funcionar con lo primero que ocurra: tras este tiempo o tras {min}–{count} visualizaciones.',
  },
  minutes: { one: '{count} minuto', many: '{count} de minutos', other: '{count} minutos' },
  hours: { one: '{count} hora', many: '{count} de horas', other: '{count} horas' },
  days: { one: '{count} día', many: '{count} de días', other: '{count} días' },
  weeks: { one: '{count} semana', many: '{count} de semanas', other: '{count} semanas' },
  months: { one: '{count} mes', many: '{count} de meses', other: '{count} meses' },
  passphraseLabel: 'Frase de contraseña (opcional)',
  generate: 'Generar',
  passphraseHint: 'Envíe la frase de contraseña por un canal distinto al del enlace.',
  retrievalStep: 'Paso de recuperación (las vistas previas de enlaces no gastan visualizaciones)',
  deletable: 'Quien lo recibe puede eliminarlo después de leerlo',
  moreOptions: 'Más opciones',
  nameLabel: 'Nombre (solo lo ve usted)',
  noteLabel: 'Nota (solo la ve usted)',
  recipientLanguage: 'Idioma del destinatario',
  recipientBrowserLanguage: 'El idioma de su navegador',
  recipientLanguageHint: 'El enlace secreto se abre en este idioma.',
  linkMailLabel: 'Enviar el enlace por correo electrónico (opcional)',
  linkMailHint: {
    one: 'Hasta {count} dirección. Recibe solo el enlace, en el idioma del destinatario elegido abajo o, si no, en el suyo.',
    many: 'Hasta {count} de direcciones, separadas por comas. Cada una recibe el enlace en un correo propio, en el idioma del destinatario elegido abajo o, si no, en el suyo.',
    other:
      'Hasta {count} direcciones, separadas por comas. Cada una recibe el enlace en un correo propio, en el idioma del destinatario elegido abajo o, si no, en el suyo.',
  },
  linkMailCommas: 'Separe las direcciones con una sola coma y termine con una dirección.',
  linkMailDuplicates: 'Hay una dirección repetida.',
  linkMailTooMany: {
    one: 'El enlace se puede enviar por correo a {count} dirección como máximo.',
    many: 'El enlace se puede enviar por correo a {count} de direcciones como máximo.',
    other: 'El enlace se puede enviar por correo a {count} direcciones como máximo.',
  },
  linkMailInvalid: 'Revise las direcciones: cada una debe tener la forma name@example.com.',
  linkMailUnavailable:
    'Este servidor no envía enlaces por correo electrónico. Quite las direcciones para compartir sin ellas.',
  linkMailSignIn: 'Inicie sesión para enviar el enlace por correo electrónico.',
  linkMailSealed:
    'El enlace de un envío sellado contiene su clave, que este servidor nunca ve, así que no puede enviarlo por correo. Envíe el enlace usted mismo o compártalo sin sellar.',
  linkMailDailyCap:
    'Hoy ya ha enviado por correo tantos enlaces como permite este servidor. Envíe este usted mismo o vuelva a intentarlo mañana.',
  linkMailSent: {
    one: 'El enlace secreto se ha enviado por correo a {count} dirección.',
    many: 'El enlace secreto se ha enviado por correo a {count} de direcciones.',
    other: 'El enlace secreto se ha enviado por correo a {count} direcciones.',
  },
  sealedLabel: 'Sellado (cifrado de extremo a extremo)',
  sealedHint:
    'Se cifra en este navegador antes de enviarse: el servidor nunca ve el secreto, y su clave solo está en el enlace secreto.',
  sealedHintFiles:
    'Se cifra en este navegador antes de enviar nada: el servidor nunca ve el mensaje, los archivos ni sus nombres, y la clave solo está en el enlace secreto.',
  sealedNotForQr:
    'Los envíos de código QR no se pueden sellar: el servidor tiene que leer el texto para dibujar su código.',
  sealedNotForUrl:
    'Los envíos de URL no se pueden sellar: el servidor tiene que leer la URL para redirigir a ella.',
  sealedNeedsScript:
    'Un envío sellado lo sella el script de esta página, que no se ha ejecutado: no se ha compartido nada. Vuelva a cargar la página y comparta de nuevo.',
  submit: 'Compartir',
  sizeKb: '{size} KB',
  sizeMb: '{size} MB',
  viewsBetween: 'Las visualizaciones deben estar entre {min} y {max}.',
  chooseOfferedTime: 'Elija uno de los tiempos ofrecidos.',
  longestTime: 'Elija uno de los tiempos ofrecidos: como máximo {time}.',
  enterUrl: 'Introduzca la URL que quiere compartir.',
  urlNotHttp: 'Un envío de URL necesita una dirección con http:// o https://.',
  urlControlCharacters: 'La URL no puede contener caracteres de control (como saltos de línea).',
  enterQrText: 'Introduzca el texto del código QR.',
  enterSecret: 'Introduzca el secreto que quiere compartir.',
  qrTooManyCharacters: 'Demasiado largo: un envío de código QR admite como máximo {max} caracteres.',
  qrNotUnicode: 'El texto debe ser Unicode válido para poder dibujarse como código QR.',
  qrTooManyBytes:
    'Demasiado largo para un código QR: como máximo {max} bytes en UTF-8, y este texto tiene {count}.',
  secretTooLarge: 'El secreto es demasiado grande: como máximo {max} caracteres.',
  kindDisabled: 'Los envíos de tipo «{kind}» están desactivados.',
  tooManyFiles: {
    one: 'Puede adjuntar como máximo {count} archivo por envío.',
    many: 'Puede adjuntar como máximo {count} de archivos por envío.',
    other: 'Puede adjuntar como máximo {count} archivos por envío.',
  },
  fileTooLarge: '{name} es demasiado grande: cada archivo puede tener como máximo {size}.',
  filesOnlyForFilePushes: 'Solo los envíos de archivos pueden llevar archivos.',
  filesOff: 'Este servidor no permite compartir archivos.',
  filesNotStored:
    'Ahora mismo no se han podido guardar los archivos, así que no se ha enviado nada. Vuelve a elegirlos e inténtalo de nuevo dentro de unos minutos.',
  chooseFile: 'Elija al menos un archivo.',
  notAccepted: 'Este valor no se acepta.',
  tooLargeTitle: 'Demasiado grande',
  tooLargeText: 'Lo que ha enviado es demasiado grande.',
  tooManyFields: {
    one: 'El formulario tiene más de {count} campo.',
    many: 'El formulario tiene más de {count} de campos.',
    other: 'El formulario tiene más de {count} campos.',
  },
  notUnderstoodTitle: 'No se ha entendido',
  notUnderstoodText: 'No se ha podido leer lo que ha enviado.',
  scriptTooManyFiles: {
    one: 'Como máximo {max} archivos por envío; hay {count} elegido.',
    many: 'Como máximo {max} archivos por envío; hay {count} de archivos elegidos.',
    other: 'Como máximo {max} archivos por envío; hay {count} elegidos.',
  },
  scriptFileTooLarge: '{name} ocupa {size}; cada archivo puede tener como máximo {max}.',
  scriptFileChosen: '{name} ({size})',
  scriptProgress: '{loaded} de {total} · {percent}',
  scriptUploadFailed: 'La subida ha fallado: compruebe la conexión y vuelva a compartir.',
  scriptSealing: 'Sellando',
  scriptSealedTooLong:
    'Demasiado largo para sellarlo: sellado, este texto tiene {count} caracteres, y un envío admite como máximo {max}.',
  scriptSealedFileTooLarge:
    '{name} ocupa {size}, {sealed} una vez sellado; cada archivo puede tener como máximo {max}.',
  scriptSealFailed: 'El sellado ha fallado en este navegador: no se ha enviado nada.',
};
