import type { AreaMessages } from '../../catalog.ts';

export const passkeys: AreaMessages<'passkeys'> = {
  sectionHeading: 'Passkeys',
  sectionText:
    'Ein Passkey meldet Sie mit der Bildschirmsperre Ihres Geräts oder einem Sicherheitsschlüssel an, ohne Passwort oder Code. Dieser Server speichert nur seinen öffentlichen Schlüssel.',
  none: 'Sie haben noch keine Passkeys.',
  listCaption: 'Ihre Passkeys',
  columnName: 'Name',
  columnAdded: 'Hinzugefügt',
  columnLastUsed: 'Zuletzt verwendet',
  columnActions: 'Aktionen',
  neverUsed: 'Nie',
  renameLabel: 'Neuer Name für {name}',
  renameButton: 'Umbenennen',
  renameButtonFor: '{name} umbenennen',
  removeButton: 'Entfernen',
  removeButtonFor: '{name} entfernen',
  nameLabel: 'Name des neuen Passkeys',
  nameHint: 'Zum Beispiel „Arbeitslaptop“ oder „Blauer Sicherheitsschlüssel“.',
  defaultName: 'Passkey',
  addButton: 'Passkey hinzufügen',
  needsScript:
    'Zum Hinzufügen oder Verwenden eines Passkeys brauchen Sie einen Browser, der Passkeys unterstützt, mit aktiviertem JavaScript.',
  waiting: 'Folgen Sie der Aufforderung Ihres Browsers …',
  addFailed: 'Es wurde kein Passkey hinzugefügt. Versuchen Sie es erneut, wenn Sie bereit sind.',
  added: 'Passkey hinzugefügt. Sie können sich ab jetzt damit anmelden.',
  renamed: 'Passkey umbenannt.',
  removed: 'Passkey entfernt: Er meldet hier niemanden mehr an.',
  addRefused:
    'Der Passkey wurde nicht hinzugefügt: Ihr Gerät hat Sie nicht bestätigt, oder die Anfrage ist abgelaufen. Versuchen Sie es erneut.',
  taken: 'Dieser Passkey ist bereits hinzugefügt.',
  nameMissing: 'Geben Sie dem Passkey einen Namen.',
  signInButton: 'Mit einem Passkey anmelden',
  signInFailed:
    'Es wurde kein Passkey verwendet. Versuchen Sie es erneut oder melden Sie sich mit Ihrem Passwort an.',
  signInRefused:
    'Dieser Passkey hat Sie nicht angemeldet. Vielleicht wurde er entfernt, oder Ihr Gerät hat Sie nicht bestätigt.',
  stepTitle: 'Mit einem Passkey bestätigen',
  stepIntro: 'Ihr Passwort war richtig. Bestätigen Sie mit einem Ihrer Passkeys, dass Sie es sind.',
  stepButton: 'Passkey verwenden',
  useCodeInstead: 'Stattdessen einen Code eingeben',
  usePasskeyInstead: 'Stattdessen einen Passkey verwenden',
  setUpInstead: 'Oder stattdessen einen Passkey hinzufügen',
};
