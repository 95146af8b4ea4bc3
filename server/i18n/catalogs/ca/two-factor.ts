import type { AreaMessages } from '../../catalog.ts';

export const twoFactor: AreaMessages<'twoFactor'> = {
  stepTitle: 'Autenticació de dos factors',
  stepIntro:
    'Introduïu el codi de sis xifres que mostra la vostra aplicació d’autenticació per a aquest compte.',
  codeLabel: 'Codi',
  stepBackupHint: 'No teniu el telèfon a mà? Introduïu un dels vostres codis de recuperació.',
  verifyButton: 'Verifica i inicia la sessió',
  wrongCode:
    'Aquest codi no és correcte o ja s’ha fet servir. Introduïu el codi que mostra ara la vostra aplicació.',
  startOver: 'Torna a iniciar la sessió',
  stepExpired: 'L’inici de sessió ha trigat massa. Torneu a introduir el correu electrònic i la contrasenya.',
  sectionHeading: 'Autenticació de dos factors',
  offText:
    'Protegiu el vostre compte amb un segon pas en iniciar la sessió: després de la contrasenya, un codi d’una aplicació d’autenticació del vostre telèfon.',
  setUpLink: 'Configura l’autenticació de dos factors',
  onText:
    'Activada des del {date}. En iniciar la sessió, després de la contrasenya se us demana un codi de l’aplicació d’autenticació.',
  backupLeft: {
    one: 'Queda {count} codi de recuperació sense fer servir.',
    many: 'Queden {count} codis de recuperació sense fer servir.',
    other: 'Queden {count} codis de recuperació sense fer servir.',
  },
  ssoOnly:
    'El vostre compte fa servir l’inici de sessió únic: el protegeixen les comprovacions del vostre proveïdor.',
  setupTitle: 'Configura l’autenticació de dos factors',
  setupText:
    'Necessiteu una aplicació d’autenticació al telèfon. Primer, introduïu la contrasenya per confirmar que sou vós.',
  required: 'Aquest servidor exigeix l’autenticació de dos factors. Configureu-la per continuar.',
  continueButton: 'Continua',
  backToAccount: 'Torna al vostre compte',
  scanText: 'Escanegeu aquest codi QR amb la vostra aplicació d’autenticació.',
  qrLabel: 'Codi QR per afegir aquest compte a una aplicació d’autenticació',
  typeInstead: 'No el podeu escanejar? Introduïu aquesta clau a l’aplicació:',
  confirmLabel: 'Després, introduïu el codi de sis xifres que mostra l’aplicació',
  confirmButton: 'Activa l’autenticació de dos factors',
  wrongSetupCode:
    'Aquest codi no coincideix. Comproveu que el rellotge del telèfon estigui en hora i introduïu el codi que mostra ara l’aplicació.',
  cancelSetup: 'Cancel·la',
  codesTitle: 'Els vostres codis de recuperació',
  turnedOn: 'L’autenticació de dos factors està activada.',
  codesReplaced: 'Els vostres codis de recuperació nous ja són a punt. Els anteriors ja no funcionen.',
  codesText:
    'Si perdeu el telèfon, cadascun d’aquests codis us permet iniciar la sessió una vegada en lloc d’un codi de l’aplicació. Deseu-los en un lloc segur, com ara el vostre gestor de contrasenyes.',
  copyCodes: 'Copia els codis',
  codesOnce:
    'Aquests codis només es mostren una vegada. Si torneu a carregar aquesta pàgina, no es tornaran a mostrar.',
  codesSaved: 'He desat els meus codis de recuperació',
  newCodesTitle: 'Genera codis de recuperació nous',
  newCodesText:
    'Els codis de recuperació nous substitueixen tots els actuals. Introduïu la contrasenya per confirmar que sou vós.',
  newCodesButton: 'Genera codis de recuperació nous',
  removeTitle: 'Desactiva l’autenticació de dos factors',
  removeText:
    'Aleshores, en iniciar la sessió només se us demanarà la contrasenya, i els codis de recuperació deixaran de funcionar. Introduïu la contrasenya per confirmar que sou vós.',
  removeRequired:
    'Aquest servidor exigeix l’autenticació de dos factors: se us demanarà de seguida que la torneu a configurar.',
  removeButton: 'Desactiva l’autenticació de dos factors',
  turnedOff: 'L’autenticació de dos factors està desactivada.',
};
