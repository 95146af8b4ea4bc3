import type { AreaMessages } from '../../catalog.ts';

export const twoFactor: AreaMessages<'twoFactor'> = {
  stepTitle: 'Autenticación de dos factores',
  stepIntro:
    'Introduzca el código de seis dígitos que muestra su aplicación de autenticación para esta cuenta.',
  codeLabel: 'Código',
  stepBackupHint: '¿No tiene el teléfono a mano? Introduzca en su lugar uno de sus códigos de respaldo.',
  verifyButton: 'Verificar e iniciar sesión',
  wrongCode: 'Ese código no es correcto o ya se usó. Introduzca el código que muestra ahora su aplicación.',
  startOver: 'Volver a iniciar sesión',
  stepExpired:
    'El inicio de sesión tardó demasiado. Vuelva a introducir su correo electrónico y su contraseña.',
  sectionHeading: 'Autenticación de dos factores',
  offText:
    'Proteja su cuenta con un segundo paso al iniciar sesión: después de la contraseña, un código de una aplicación de autenticación de su teléfono.',
  setUpLink: 'Configurar la autenticación de dos factores',
  onText:
    'Activada desde el {date}. Al iniciar sesión, después de la contraseña se le pide un código de su aplicación de autenticación.',
  backupLeft: {
    one: 'Le queda {count} código de respaldo sin usar.',
    many: 'Le quedan {count} códigos de respaldo sin usar.',
    other: 'Le quedan {count} códigos de respaldo sin usar.',
  },
  ssoOnly: 'Su cuenta usa el inicio de sesión único: la protegen las comprobaciones de su proveedor.',
  setupTitle: 'Configurar la autenticación de dos factores',
  setupText:
    'Necesita una aplicación de autenticación en su teléfono. Primero, introduzca su contraseña para confirmar que es usted.',
  required: 'Este servidor exige la autenticación de dos factores. Configúrela para continuar.',
  continueButton: 'Continuar',
  backToAccount: 'Volver a su cuenta',
  scanText: 'Escanee este código QR con su aplicación de autenticación.',
  qrLabel: 'Código QR para añadir esta cuenta a una aplicación de autenticación',
  typeInstead: '¿No puede escanearlo? Introduzca esta clave en la aplicación:',
  confirmLabel: 'Después, introduzca el código de seis dígitos que muestra la aplicación',
  confirmButton: 'Activar la autenticación de dos factores',
  wrongSetupCode:
    'Ese código no coincide. Compruebe que el reloj de su teléfono está en hora y luego introduzca el código que muestra ahora la aplicación.',
  cancelSetup: 'Cancelar',
  codesTitle: 'Sus códigos de respaldo',
  turnedOn: 'La autenticación de dos factores está activada.',
  codesReplaced: 'Sus nuevos códigos de respaldo están listos. Los anteriores ya no funcionan.',
  codesText:
    'Si pierde el teléfono, cada uno de estos códigos le permite iniciar sesión una vez en lugar de un código de la aplicación. Guárdelos en un lugar seguro, como su gestor de contraseñas.',
  copyCodes: 'Copiar los códigos',
  codesOnce:
    'Estos códigos solo se muestran una vez. Si vuelve a cargar esta página, no se mostrarán de nuevo.',
  codesSaved: 'He guardado mis códigos de respaldo',
  newCodesTitle: 'Generar nuevos códigos de respaldo',
  newCodesText:
    'Los nuevos códigos de respaldo sustituyen a todos los actuales. Introduzca su contraseña para confirmar que es usted.',
  newCodesButton: 'Generar nuevos códigos de respaldo',
  removeTitle: 'Desactivar la autenticación de dos factores',
  removeText:
    'Al iniciar sesión solo se le pedirá la contraseña, y sus códigos de respaldo dejarán de funcionar. Introduzca su contraseña para confirmar que es usted.',
  removeRequired:
    'Este servidor exige la autenticación de dos factores: se le pedirá de inmediato que vuelva a configurarla.',
  removeButton: 'Desactivar la autenticación de dos factores',
  turnedOff: 'La autenticación de dos factores está desactivada.',
};
