import type { AreaMessages } from '../../catalog.ts';

export const sealed: AreaMessages<'sealed'> = {
  revealTitle: 'Un segreto sigillato per te',
  revealHeading: 'Qualcuno ti ha inviato un segreto sigillato',
  revealNote:
    'È cifrato end-to-end: si apre solo in questo browser, con la chiave contenuta nel tuo link segreto, che il server non vede mai. Aprirlo conta come una visualizzazione.',
  openSecret: 'Apri il segreto',
  revealNoScript:
    'JavaScript è disattivato, quindi questa pagina non può decifrare il segreto. Il pulsante lo mostra invece sigillato: per leggerlo, incollalo insieme alla chiave del tuo link nella pagina /open di un qualsiasi server Secret Push.',
  keyMissing:
    'Questo link non contiene la chiave, quindi il segreto non può essere aperto. Chiedi al mittente il link segreto completo, compresa la parte dopo il simbolo #.',
  keyMalformed:
    'La chiave in questo link è incompleta o danneggiata, quindi il segreto non può essere aperto. Chiedi di nuovo al mittente il link segreto completo.',
  opening: 'Apertura del segreto…',
  extensionOpens: 'L’estensione Secret Push apre questo segreto in questa pagina.',
  requestFailed: 'Impossibile raggiungere il server. Controlla la connessione e riprova.',
  reasonBadKey:
    'Questa non è una chiave valida. Incolla il link segreto completo, oppure i 43 caratteri che seguono k1= al suo interno.',
  reasonWrongKey:
    'Questa chiave non apre il segreto, oppure il segreto è stato danneggiato. Verifica di avere il link completo, esattamente come è stato inviato.',
  reasonNotSealed: 'Questo non è un segreto sigillato: nessuna delle sue righe inizia con SP-SEALED-.',
  reasonFileNotSealed: 'Questo non è un file sigillato.',
  reasonUnsupported:
    'Questo segreto è stato sigillato in un formato più recente di quelli che questa pagina sa aprire. Aprilo con un server o un’estensione Secret Push aggiornati.',
  reasonTruncated: 'Manca una parte del segreto sigillato: è stato troncato. Copialo di nuovo per intero.',
  reasonFileTruncated: 'Il file è incompleto: termina prima della sua ultima parte. Scaricalo di nuovo.',
  reasonReordered: 'Le parti di questo file non sono in ordine, o alcune mancano, quindi è stato rifiutato.',
  fileNumber: 'File {number}',
  fileProgress: 'Decifratura: {percent}',
  fileSaved: 'Decifrato e salvato nei tuoi download.',
  fileFailed:
    'Il download non è riuscito. Riprova; se il suo link è scaduto, riapri il link segreto per ottenerne uno nuovo (se restano visualizzazioni).',
  openTitle: 'Apri un segreto sigillato',
  openIntro:
    'Incolla un segreto sigillato e il suo link segreto o la sua chiave. Viene decifrato qui, nel tuo browser: questa pagina non invia nulla a nessun server.',
  envelopeLabel: 'Testo sigillato',
  envelopeHint: 'Il testo mostrato al posto del segreto, o almeno le sue righe che iniziano con SP-SEALED-.',
  keyLabel: 'Link segreto o chiave',
  keyHint: 'L’intero link segreto, la parte da #k1= in poi, o i 43 caratteri della chiave.',
  filesLabel: 'File sigillati (facoltativo)',
  filesHint: 'I file scaricati dal link segreto, chiamati 1.sealed, 2.sealed e così via.',
  openNoScript:
    'Questa pagina decifra nel tuo browser e richiede JavaScript, che è disattivato. Attivalo per aprire un segreto sigillato.',
  envelopeMissing: 'Incolla il testo sigillato, oppure scegli i file sigillati.',
  keyNeeded: 'Incolla il link segreto o la sua chiave.',
  openedHeading: 'Il segreto aperto',
};
