import type { AreaMessages } from '../../catalog.ts';

export const twoFactor: AreaMessages<'twoFactor'> = {
  stepTitle: 'Autenticazione a due fattori',
  stepIntro: 'Inserisci il codice di sei cifre che la tua app di autenticazione mostra per questo account.',
  codeLabel: 'Codice',
  stepBackupHint: 'Non hai il telefono a portata di mano? Inserisci invece uno dei tuoi codici di backup.',
  verifyButton: 'Verifica e accedi',
  wrongCode:
    'Questo codice non è corretto o è già stato usato. Inserisci il codice che la tua app mostra ora.',
  startOver: 'Accedi di nuovo',
  stepExpired: 'L’accesso ha richiesto troppo tempo. Inserisci di nuovo la tua email e la tua password.',
  sectionHeading: 'Autenticazione a due fattori',
  offText:
    'Proteggi il tuo account con un secondo passaggio all’accesso: dopo la password, un codice da un’app di autenticazione sul tuo telefono.',
  setUpLink: 'Configura l’autenticazione a due fattori',
  onText:
    'Attiva dal {date}. All’accesso, dopo la password, ti viene chiesto un codice della tua app di autenticazione.',
  backupLeft: {
    one: 'Ti resta {count} codice di backup non usato.',
    many: 'Ti restano {count} codici di backup non usati.',
    other: 'Ti restano {count} codici di backup non usati.',
  },
  ssoOnly: 'Accedi tramite Single Sign-On: sono i controlli del tuo provider a proteggere il tuo account.',
  setupTitle: 'Configura l’autenticazione a due fattori',
  setupText:
    'Ti serve un’app di autenticazione sul telefono. Per prima cosa, inserisci la tua password per confermare che sei tu.',
  required: 'Questo server richiede l’autenticazione a due fattori. Configurala per proseguire.',
  continueButton: 'Continua',
  backToAccount: 'Torna al tuo account',
  scanText: 'Scansiona questo codice QR con la tua app di autenticazione.',
  qrLabel: 'Codice QR per aggiungere questo account a un’app di autenticazione',
  typeInstead: 'Non riesci a scansionarlo? Inserisci invece questa chiave nell’app:',
  confirmLabel: 'Poi inserisci il codice di sei cifre mostrato dall’app',
  confirmButton: 'Attiva l’autenticazione a due fattori',
  wrongSetupCode:
    'Questo codice non corrisponde. Controlla che l’orologio del telefono sia giusto, poi inserisci il codice che l’app mostra ora.',
  cancelSetup: 'Annulla',
  codesTitle: 'I tuoi codici di backup',
  turnedOn: 'L’autenticazione a due fattori è attiva.',
  codesReplaced: 'I tuoi nuovi codici di backup sono pronti. Quelli precedenti non funzionano più.',
  codesText:
    'Se perdi il telefono, ciascuno di questi codici ti fa accedere una volta al posto di un codice dell’app. Conservali in un posto sicuro, ad esempio nel tuo gestore di password.',
  copyCodes: 'Copia i codici',
  codesOnce:
    'Questi codici vengono mostrati una sola volta. Se ricarichi questa pagina, non verranno mostrati di nuovo.',
  codesSaved: 'Ho salvato i miei codici di backup',
  newCodesTitle: 'Genera nuovi codici di backup',
  newCodesText:
    'I nuovi codici di backup sostituiscono tutti quelli attuali. Inserisci la tua password per confermare che sei tu.',
  newCodesButton: 'Genera nuovi codici di backup',
  removeTitle: 'Disattiva l’autenticazione a due fattori',
  removeText:
    'All’accesso ti verrà chiesta solo la password, e i tuoi codici di backup smetteranno di funzionare. Inserisci la tua password per confermare che sei tu.',
  removeRequired:
    'Questo server richiede l’autenticazione a due fattori: ti verrà chiesto subito di configurarla di nuovo.',
  removeButton: 'Disattiva l’autenticazione a due fattori',
  turnedOff: 'L’autenticazione a due fattori è disattivata.',
};
