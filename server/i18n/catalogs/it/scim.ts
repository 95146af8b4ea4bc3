import type { AreaMessages } from '../../catalog.ts';

export const scim: AreaMessages<'scim'> = {
  link: 'Provisioning',
  title: 'Provisioning degli account (SCIM)',
  intro:
    'Il tuo provider di identità (Entra ID, Okta e altri) può creare, modificare e disattivare account qui tramite SCIM 2.0: dagli l’indirizzo qui sotto e un segreto creato in questa pagina.',
  endpoint: 'Indirizzo SCIM',
  adminGroups: 'Gruppi di amministratori',
  adminGroupsNone: 'Nessuno: i ruoli non provengono dalla directory.',
  leaverLinks: 'Quando la directory disattiva o elimina qualcuno',
  leaverExpire: 'I suoi push attivi scadono e le sue richieste aperte vengono chiuse.',
  leaverHandTo: 'I suoi push attivi e le richieste aperte passano a {email}.',
  secretsHeading: 'Segreti',
  noSecrets: 'Non è ancora stato creato alcun segreto.',
  name: 'Nome',
  made: 'Creato',
  state: 'Stato',
  working: 'Valido',
  revokedAt: 'Revocato {when}',
  revoke: 'Revoca',
  makeHeading: 'Crea un segreto',
  nameHint: 'Il provider che lo userà, ad esempio Entra ID.',
  make: 'Crea il segreto',
  nameMissing: 'Dai un nome al segreto.',
  madeTitle: 'Nuovo segreto SCIM',
  shownOnce: 'Copialo ora nel tuo provider di identità: viene mostrato solo questa volta.',
  alreadyShown:
    'Il segreto è stato mostrato una volta e non viene conservato. Creane uno nuovo se è andato perso.',
  copy: 'Copia il segreto',
  revoked: 'Il segreto è stato revocato: le chiamate firmate con esso vengono rifiutate da ora in poi.',
  back: 'Torna al provisioning',
};
