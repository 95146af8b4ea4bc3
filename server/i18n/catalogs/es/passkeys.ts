import type { AreaMessages } from '../../catalog.ts';

export const passkeys: AreaMessages<'passkeys'> = {
  sectionHeading: 'Llaves de acceso',
  sectionText:
    'Una llave de acceso te permite iniciar sesión con el bloqueo de pantalla de tu dispositivo o una llave de seguridad, sin escribir contraseña ni código. Este servidor solo guarda su clave pública.',
  none: 'Aún no tienes llaves de acceso.',
  listCaption: 'Tus llaves de acceso',
  columnName: 'Nombre',
  columnAdded: 'Añadida',
  columnLastUsed: 'Último uso',
  columnActions: 'Acciones',
  neverUsed: 'Nunca',
  renameLabel: 'Nuevo nombre para {name}',
  renameButton: 'Renombrar',
  renameButtonFor: 'Renombrar {name}',
  removeButton: 'Eliminar',
  removeButtonFor: 'Eliminar {name}',
  nameLabel: 'Nombre de la nueva llave de acceso',
  nameHint: 'Por ejemplo, «Portátil del trabajo» o «Llave de seguridad azul».',
  defaultName: 'Llave de acceso',
  addButton: 'Añadir una llave de acceso',
  needsScript:
    'Para añadir o usar una llave de acceso necesitas un navegador compatible, con JavaScript activado.',
  waiting: 'Sigue las indicaciones de tu navegador…',
  addFailed: 'No se añadió ninguna llave de acceso. Inténtalo de nuevo cuando estés listo.',
  added: 'Llave de acceso añadida. Desde ahora puedes iniciar sesión con ella.',
  renamed: 'Llave de acceso renombrada.',
  removed: 'Llave de acceso eliminada: ya no inicia sesión aquí.',
  addRefused:
    'No se añadió la llave de acceso: tu dispositivo no te verificó o la solicitud caducó. Inténtalo de nuevo.',
  taken: 'Esta llave de acceso ya está añadida.',
  nameMissing: 'Ponle un nombre a la llave de acceso.',
  signInButton: 'Iniciar sesión con una llave de acceso',
  signInFailed: 'No se usó ninguna llave de acceso. Inténtalo de nuevo o inicia sesión con tu contraseña.',
  signInRefused:
    'Esa llave de acceso no inició tu sesión. Puede que se haya eliminado o que tu dispositivo no te verificara.',
  stepTitle: 'Confirmar con una llave de acceso',
  stepIntro: 'Tu contraseña era correcta. Confirma que eres tú con una de tus llaves de acceso.',
  stepButton: 'Usar una llave de acceso',
  useCodeInstead: 'Introducir un código en su lugar',
  usePasskeyInstead: 'Usar una llave de acceso en su lugar',
  setUpInstead: 'O añadir una llave de acceso en su lugar',
};
