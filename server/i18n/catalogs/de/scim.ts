import type { AreaMessages } from '../../catalog.ts';

export const scim: AreaMessages<'scim'> = {
  link: 'Bereitstellung',
  title: 'Bereitstellung (SCIM)',
  intro:
    'Ihr Identitätsanbieter (Entra ID, Okta und andere) kann hier über SCIM 2.0 Konten anlegen, ändern und deaktivieren: Geben Sie ihm die Adresse unten und ein auf dieser Seite erstelltes Geheimnis.',
  endpoint: 'SCIM-Adresse',
  adminGroups: 'Administratorgruppen',
  adminGroupsNone: 'Keine: Rollen kommen nicht aus dem Verzeichnis.',
  leaverLinks: 'Wenn das Verzeichnis jemanden deaktiviert oder löscht',
  leaverExpire: 'Seine aktiven Pushes laufen ab und seine offenen Anfragen werden geschlossen.',
  leaverHandTo: 'Seine aktiven Pushes und offenen Anfragen gehen an {email}.',
  secretsHeading: 'Geheimnisse',
  noSecrets: 'Es wurde noch kein Geheimnis erstellt.',
  name: 'Name',
  made: 'Erstellt',
  state: 'Status',
  working: 'Gültig',
  revokedAt: 'Widerrufen {when}',
  revoke: 'Widerrufen',
  makeHeading: 'Geheimnis erstellen',
  nameHint: 'Der Anbieter, der es verwendet, etwa Entra ID.',
  make: 'Geheimnis erstellen',
  nameMissing: 'Geben Sie dem Geheimnis einen Namen.',
  madeTitle: 'Neues SCIM-Geheimnis',
  shownOnce: 'Kopieren Sie es jetzt in Ihren Identitätsanbieter: Es wird nur dieses eine Mal angezeigt.',
  alreadyShown:
    'Das Geheimnis wurde einmal angezeigt und wird nicht gespeichert. Erstellen Sie ein neues, falls es verloren ging.',
  copy: 'Geheimnis kopieren',
  revoked: 'Das Geheimnis wurde widerrufen: Damit signierte Aufrufe werden ab jetzt abgelehnt.',
  back: 'Zurück zur Bereitstellung',
};
