import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: 'Iniciar sesión con {name}',
  signInWithProvider: 'Usar el inicio de sesión único',
  refusedTitle: 'Inicio de sesión único',
  refusedHeading: 'No ha iniciado sesión',
  refusedDomain:
    'Las direcciones de {domain} no pueden iniciar sesión aquí. Inicie sesión con una cuenta de su organización o pregunte a un administrador qué direcciones pueden iniciar sesión.',
  refusedUnverified:
    'Su proveedor de identidad no confirmó su dirección de correo electrónico, así que no se puede asociar a ninguna cuenta de aquí. Confirme la dirección con su proveedor y vuelva a intentarlo.',
  refusedNoAccount: 'No hay ninguna cuenta aquí para {email}. Pida a un administrador que le invite.',
  refusedState:
    'Este inicio de sesión no se empezó en este navegador, o su enlace se modificó por el camino. Vuelva a empezar desde la página de inicio de sesión.',
  refusedReplayed:
    'Este inicio de sesión ya se utilizó. Si no ha iniciado sesión, vuelva a empezar desde la página de inicio de sesión.',
  refusedExpired:
    'Este inicio de sesión tardó más de 10 minutos y ha caducado. Vuelva a empezar desde la página de inicio de sesión.',
  refusedByProvider:
    'Su proveedor de identidad no le ha permitido iniciar sesión: el inicio de sesión se canceló o se rechazó allí.',
  providerDown:
    'No se puede contactar con su proveedor de identidad en este momento. Vuelva a intentarlo en unos minutos; si sigue ocurriendo, avise a un administrador.',
  providerError:
    'No se pudo verificar la respuesta de su proveedor de identidad, así que no se ha iniciado su sesión. Vuelva a intentarlo; si sigue ocurriendo, avise a un administrador.',
  backToSignIn: 'Volver al inicio de sesión',
};
