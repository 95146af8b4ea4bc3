import type { AreaMessages } from '../../catalog.ts';

export const sealed: AreaMessages<'sealed'> = {
  revealTitle: 'Un secreto sellado para usted',
  revealHeading: 'Alguien le ha enviado un secreto sellado',
  revealNote:
    'Está cifrado de extremo a extremo: solo se abre en este navegador, con la clave de su enlace secreto, que el servidor nunca ve. Abrirlo cuenta como una visualización.',
  openSecret: 'Abrir el secreto',
  revealNoScript:
    'JavaScript está desactivado, así que esta página no puede descifrar el secreto. En su lugar, el botón lo muestra sellado: para leerlo, péguelo junto con la clave de su enlace en la página /open de cualquier servidor de Secret Push.',
  keyMissing:
    'Este enlace no tiene clave, así que no se puede abrir el secreto. Pida al remitente el enlace secreto completo, incluida la parte que va después del signo #.',
  keyMalformed:
    'La clave de este enlace está incompleta o dañada, así que no se puede abrir el secreto. Vuelva a pedir al remitente el enlace secreto completo.',
  opening: 'Abriendo el secreto…',
  extensionOpens: 'La extensión Secret Push abre este secreto en esta página.',
  requestFailed: 'No se pudo contactar con el servidor. Compruebe su conexión y vuelva a intentarlo.',
  reasonBadKey:
    'Esa no es una clave válida. Pegue el enlace secreto completo, o los 43 caracteres que siguen a k1= en él.',
  reasonWrongKey:
    'Esta clave no abre el secreto, o el secreto se ha dañado. Compruebe que tiene el enlace completo, exactamente como se envió.',
  reasonNotSealed: 'Esto no es un secreto sellado: ninguna de sus líneas empieza por SP-SEALED-.',
  reasonFileNotSealed: 'Esto no es un archivo sellado.',
  reasonUnsupported:
    'Este secreto se selló con un formato más nuevo de los que esta página puede abrir. Ábralo con un servidor o una extensión de Secret Push actualizados.',
  reasonTruncated: 'Falta una parte del secreto sellado: se cortó. Vuelva a copiarlo entero.',
  reasonFileTruncated: 'El archivo está incompleto: termina antes de su última parte. Vuelva a descargarlo.',
  reasonReordered:
    'Las partes de este archivo están desordenadas, o faltan algunas, así que se ha rechazado.',
  fileNumber: 'Archivo {number}',
  fileProgress: 'Descifrando: {percent}',
  fileSaved: 'Descifrado y guardado en sus descargas.',
  fileFailed:
    'La descarga falló. Vuelva a intentarlo; si su enlace ha caducado, vuelva a abrir el enlace secreto para obtener uno nuevo (si le quedan visualizaciones).',
  openTitle: 'Abrir un secreto sellado',
  openIntro:
    'Pegue un secreto sellado y su enlace secreto o su clave. Se descifra aquí, en su navegador: esta página no envía nada a ningún servidor.',
  envelopeLabel: 'Texto sellado',
  envelopeHint:
    'El texto que se muestra en lugar del secreto, o al menos sus líneas que empiezan por SP-SEALED-.',
  keyLabel: 'Enlace secreto o clave',
  keyHint: 'El enlace secreto completo, la parte desde #k1= en adelante, o los 43 caracteres de la clave.',
  filesLabel: 'Archivos sellados (opcional)',
  filesHint: 'Los archivos descargados del enlace secreto, llamados 1.sealed, 2.sealed, etc.',
  openNoScript:
    'Esta página descifra en su navegador y necesita JavaScript, que está desactivado. Actívelo para abrir un secreto sellado.',
  envelopeMissing: 'Pegue el texto sellado o elija los archivos sellados.',
  keyNeeded: 'Pegue el enlace secreto o su clave.',
  openedHeading: 'El secreto abierto',
};
