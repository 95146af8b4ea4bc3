import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: 'Accesso dell’estensione',
  authorizeQuestion: 'Consentire all’estensione Secret Push in {name} di usare il tuo account {email}?',
  authorizeWhat:
    'Riceve un token valido solo per questo browser, per creare, elencare e far scadere le tue condivisioni. Puoi revocarlo in qualsiasi momento nella pagina del token API.',
  authorizeOnlyIfYou: 'Consentilo solo se hai appena scelto «Accedi» nell’estensione.',
  allow: 'Consenti',
  cancel: 'Annulla',
  badRequestTitle: 'Richiesta di accesso non valida',
  badRequestText:
    'La richiesta di accesso dell’estensione è incompleta o non valida, quindi non le è stato rimandato nulla. Ricomincia dalle opzioni dell’estensione.',

  browsersHeading: 'Browser con accesso tramite l’estensione',
  browsersIntro:
    'Ogni browser in cui hai effettuato l’accesso con l’estensione Secret Push ha un proprio token. Revocane uno per disconnettere quel browser: il tuo token API e gli altri browser continuano a funzionare.',
  browsersNone:
    'Nessun browser ha effettuato l’accesso. Scegli «Accedi» nelle opzioni dell’estensione per aggiungerne uno.',
  browserSignedIn: 'Accesso effettuato il {time}',
  browserLastUsed: 'Ultimo utilizzo: {time}',
  browserNeverUsed: 'Mai utilizzato',
  revoke: 'Revoca',
  revokeLabel: 'Revoca il token di {name}',
  revoked: 'Il token del browser è stato revocato: l’estensione in quel browser è disconnessa.',
  unknownBrowserTitle: 'Token del browser non trovato',
  unknownBrowserText: 'Nessun tuo token di browser ha questo ID. Potrebbe essere già stato revocato.',
};
