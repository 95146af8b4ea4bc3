import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: 'Inicia la sessió a l’extensió',
  authorizeQuestion:
    'Voleu permetre que l’extensió Secret Push de {name} faci servir el vostre compte {email}?',
  authorizeWhat:
    'Rep un testimoni només per a aquest navegador, per crear, llistar i fer caducar els vostres enviaments. El podeu revocar en qualsevol moment a la pàgina del testimoni de l’API.',
  authorizeOnlyIfYou: 'Permeteu-ho només si acabeu de triar «Inicia la sessió» a l’extensió.',
  allow: 'Permet',
  cancel: 'Cancel·la',
  badRequestTitle: 'La sol·licitud d’inici de sessió no és vàlida',
  badRequestText:
    'La sol·licitud d’inici de sessió de l’extensió és incompleta o no és vàlida, de manera que no se li ha retornat res. Torneu a començar des de les opcions de l’extensió.',

  browsersHeading: 'Navegadors amb la sessió iniciada a l’extensió',
  browsersIntro:
    'Cada navegador on heu iniciat la sessió a l’extensió Secret Push té un testimoni propi. Revoqueu-ne un per tancar la sessió d’aquell navegador: el vostre testimoni de l’API i els altres navegadors continuen funcionant.',
  browsersNone:
    'No hi ha cap navegador amb la sessió iniciada. Trieu «Inicia la sessió» a les opcions de l’extensió per afegir-n’hi un.',
  browserSignedIn: 'Sessió iniciada el {time}',
  browserLastUsed: 'Darrer ús: {time}',
  browserNeverUsed: 'No s’ha fet servir mai',
  revoke: 'Revoca',
  revokeLabel: 'Revoca el testimoni de {name}',
  revoked:
    'S’ha revocat el testimoni del navegador: l’extensió d’aquell navegador ja no té la sessió iniciada.',
  unknownBrowserTitle: 'No s’ha trobat el testimoni del navegador',
  unknownBrowserText: 'No teniu cap testimoni de navegador amb aquest identificador. Potser ja s’ha revocat.',
};
