import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: 'Inicia la sessió amb {name}',
  signInWithProvider: 'Utilitza l’inici de sessió únic',
  refusedTitle: 'Inici de sessió únic',
  refusedHeading: 'No heu iniciat la sessió',
  refusedDomain:
    'Les adreces de {domain} no poden iniciar la sessió aquí. Inicieu la sessió amb un compte de la vostra organització, o pregunteu a un administrador quines adreces poden iniciar la sessió.',
  refusedUnverified:
    'El vostre proveïdor d’identitat no ha confirmat la vostra adreça electrònica, de manera que no es pot associar a cap compte d’aquí. Confirmeu l’adreça amb el vostre proveïdor i torneu-ho a provar.',
  refusedNoAccount: 'Aquí no hi ha cap compte per a {email}. Demaneu a un administrador que us convidi.',
  refusedState:
    'Aquest inici de sessió no s’ha començat en aquest navegador, o se n’ha modificat l’enllaç pel camí. Torneu a començar des de la pàgina d’inici de sessió.',
  refusedReplayed:
    'Aquest inici de sessió ja s’ha fet servir. Si no heu iniciat la sessió, torneu a començar des de la pàgina d’inici de sessió.',
  refusedExpired:
    'Aquest inici de sessió ha trigat més de 10 minuts i ha caducat. Torneu a començar des de la pàgina d’inici de sessió.',
  refusedByProvider:
    'El vostre proveïdor d’identitat no us ha iniciat la sessió: s’hi ha cancel·lat o rebutjat.',
  providerDown:
    'Ara mateix no es pot contactar amb el vostre proveïdor d’identitat. Torneu-ho a provar d’aquí a uns minuts; si continua passant, aviseu un administrador.',
  providerError:
    'No s’ha pogut verificar la resposta del vostre proveïdor d’identitat, de manera que no s’ha iniciat la sessió. Torneu-ho a provar; si continua passant, aviseu un administrador.',
  backToSignIn: 'Torna a l’inici de sessió',
};
