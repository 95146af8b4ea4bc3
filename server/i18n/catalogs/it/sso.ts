import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: 'Accedi con {name}',
  signInWithProvider: 'Accedi con Single Sign-On',
  refusedTitle: 'Single Sign-On',
  refusedHeading: 'Accesso non effettuato',
  refusedDomain:
    'Gli indirizzi di {domain} non possono accedere qui. Accedi con un account della tua organizzazione, oppure chiedi a un amministratore quali indirizzi possono accedere.',
  refusedUnverified:
    'Il tuo provider di identità non ha confermato il tuo indirizzo email, quindi non è possibile associarlo a un account qui. Conferma l’indirizzo presso il tuo provider, poi riprova.',
  refusedNoAccount: 'Qui non esiste un account per {email}. Chiedi a un amministratore di invitarti.',
  refusedState:
    'Questo accesso non è stato avviato in questo browser, oppure il suo link è stato modificato lungo il percorso. Ricomincia dalla pagina di accesso.',
  refusedReplayed:
    'Questo accesso è già stato usato. Se non hai effettuato l’accesso, ricomincia dalla pagina di accesso.',
  refusedExpired:
    'Questo accesso ha richiesto più di 10 minuti ed è scaduto. Ricomincia dalla pagina di accesso.',
  refusedByProvider:
    'Il tuo provider di identità non ti ha fatto accedere: l’accesso è stato annullato o rifiutato lì.',
  providerDown:
    'Al momento il tuo provider di identità non è raggiungibile. Riprova tra qualche minuto; se continua a succedere, avvisa un amministratore.',
  providerError:
    'Non è stato possibile verificare la risposta del tuo provider di identità, quindi l’accesso non è stato effettuato. Riprova; se continua a succedere, avvisa un amministratore.',
  backToSignIn: 'Torna all’accesso',
};
