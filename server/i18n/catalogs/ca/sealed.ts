import type { AreaMessages } from '../../catalog.ts';

export const sealed: AreaMessages<'sealed'> = {
  revealTitle: 'Un secret segellat per a vós',
  revealHeading: 'Algú us ha enviat un secret segellat',
  revealNote:
    'Està xifrat d’extrem a extrem: només s’obre en aquest navegador, amb la clau del vostre enllaç secret, que el servidor no veu mai. Obrir-lo compta com una visualització.',
  openSecret: 'Obre el secret',
  revealNoScript:
    'El JavaScript està desactivat, de manera que aquesta pàgina no pot desxifrar el secret. En lloc d’això, el botó el mostra segellat: per llegir-lo, enganxeu-lo amb la clau del vostre enllaç a la pàgina /open de qualsevol servidor de Secret Push.',
  keyMissing:
    'Aquest enllaç no té clau, així que no es pot obrir el secret. Demaneu l’enllaç secret sencer a qui us l’ha enviat, inclosa la part que va després del signe #.',
  keyMalformed:
    'La clau d’aquest enllaç és incompleta o està malmesa, així que no es pot obrir el secret. Torneu a demanar l’enllaç secret sencer a qui us l’ha enviat.',
  opening: 'S’està obrint el secret…',
  extensionOpens: 'L’extensió Secret Push obre aquest secret en aquesta pàgina.',
  requestFailed: 'No s’ha pogut connectar amb el servidor. Comproveu la connexió i torneu-ho a provar.',
  reasonBadKey:
    'Aquesta clau no és vàlida. Enganxeu l’enllaç secret sencer, o els 43 caràcters que hi van després de k1=.',
  reasonWrongKey:
    'Aquesta clau no obre el secret, o el secret s’ha malmès. Comproveu que teniu l’enllaç sencer, exactament tal com us el van enviar.',
  reasonNotSealed: 'Això no és un secret segellat: cap de les seves línies no comença per SP-SEALED-.',
  reasonFileNotSealed: 'Això no és un fitxer segellat.',
  reasonUnsupported:
    'Aquest secret s’ha segellat en un format més nou dels que aquesta pàgina pot obrir. Obriu-lo amb un servidor o una extensió de Secret Push actualitzats.',
  reasonTruncated: 'Falta una part del secret segellat: s’ha tallat. Torneu-lo a copiar sencer.',
  reasonFileTruncated: 'El fitxer és incomplet: s’acaba abans de la seva última part. Torneu-lo a baixar.',
  reasonReordered:
    'Les parts d’aquest fitxer estan desordenades, o en falten algunes, així que s’ha rebutjat.',
  fileNumber: 'Fitxer {number}',
  fileProgress: 'S’està desxifrant: {percent}',
  fileSaved: 'S’ha desxifrat i desat a les vostres baixades.',
  fileFailed:
    'La baixada ha fallat. Torneu-ho a provar; si el seu enllaç ha caducat, torneu a obrir l’enllaç secret per obtenir-ne un de nou (si encara li queden visualitzacions).',
  openTitle: 'Obre un secret segellat',
  openIntro:
    'Enganxeu un secret segellat i el seu enllaç secret o la seva clau. Es desxifra aquí, al vostre navegador: aquesta pàgina no envia res a cap servidor.',
  envelopeLabel: 'Text segellat',
  envelopeHint:
    'El text que es mostra en lloc del secret, o almenys les seves línies que comencen per SP-SEALED-.',
  keyLabel: 'Enllaç secret o clau',
  keyHint: 'L’enllaç secret sencer, la part a partir de #k1=, o els 43 caràcters de la clau.',
  filesLabel: 'Fitxers segellats (opcional)',
  filesHint: 'Els fitxers baixats de l’enllaç secret, anomenats 1.sealed, 2.sealed, etc.',
  openNoScript:
    'Aquesta pàgina desxifra al vostre navegador i necessita JavaScript, que està desactivat. Activeu-lo per obrir un secret segellat.',
  envelopeMissing: 'Enganxeu el text segellat o trieu els fitxers segellats.',
  keyNeeded: 'Enganxeu l’enllaç secret o la seva clau.',
  openedHeading: 'El secret obert',
};
