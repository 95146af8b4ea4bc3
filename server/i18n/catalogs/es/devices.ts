import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: 'Iniciar sesión en la extensión',
  authorizeQuestion: '¿Permitir que la extensión Secret Push en {name} use su cuenta {email}?',
  authorizeWhat:
    'Recibe un token solo para este navegador, para crear, listar y hacer caducar sus envíos. Puede revocarlo en cualquier momento en la página del token de API.',
  authorizeOnlyIfYou: 'Permítalo solo si acaba de elegir «Iniciar sesión» en la extensión.',
  allow: 'Permitir',
  cancel: 'Cancelar',
  badRequestTitle: 'Solicitud de inicio de sesión no válida',
  badRequestText:
    'La solicitud de inicio de sesión de la extensión está incompleta o no es válida, así que no se le ha devuelto nada. Vuelva a empezar desde las opciones de la extensión.',

  browsersHeading: 'Navegadores con sesión iniciada en la extensión',
  browsersIntro:
    'Cada navegador en el que inició sesión en la extensión Secret Push tiene su propio token. Revoque uno para cerrar la sesión de ese navegador: su token de API y los demás navegadores siguen funcionando.',
  browsersNone:
    'No hay ningún navegador con la sesión iniciada. Elija «Iniciar sesión» en las opciones de la extensión para añadir uno.',
  browserSignedIn: 'Sesión iniciada el {time}',
  browserLastUsed: 'Último uso: {time}',
  browserNeverUsed: 'Nunca usado',
  revoke: 'Revocar',
  revokeLabel: 'Revocar el token de {name}',
  revoked: 'Se revocó el token del navegador: la extensión de ese navegador ya no tiene la sesión iniciada.',
  unknownBrowserTitle: 'Token de navegador no encontrado',
  unknownBrowserText:
    'No tiene ningún token de navegador con este identificador. Puede que ya se haya revocado.',
};
