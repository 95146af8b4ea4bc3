import type { AreaMessages } from '../../catalog.ts';

export const common: AreaMessages<'common'> = {
  accountNavLabel: 'Konto',
  signIn: 'Anmelden',
  dashboard: 'Dashboard',
  account: 'Konto',
  admin: 'Verwaltung',
  apiToken: 'API-Token',
  signOut: '{email} abmelden',
  footer: 'Geheime Links laufen nach einer festgelegten Anzahl von Aufrufen oder Tagen ab.',
  api: 'API',
  copied: 'Kopiert',
  copyFailed: 'Kopieren fehlgeschlagen: Markieren Sie stattdessen den Text',
  language: 'Sprache',
  changeLanguage: 'Wechseln',
  notFoundTitle: 'Nicht gefunden',
  notFoundHeading: 'Seite nicht gefunden',
  notFoundText: 'Unter dieser Adresse gibt es nichts.',
  serverErrorTitle: 'Serverfehler',
  serverErrorText: 'Auf dem Server ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.',
  unavailableTitle: 'Bitte gleich noch einmal versuchen',
  unavailableText:
    'Der Server kann gerade nichts speichern, und es wurde nichts geändert. Bitte versuchen Sie es gleich noch einmal.',
  tooManyTitle: 'Zu viele Anfragen',
  tooManyText:
    'Zu viele Anfragen von Ihrer Adresse. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  kindText: 'Text',
  kindUrl: 'URL',
  kindQr: 'QR-Code',
  kindFile: 'Datei',
  titleFilesAndMore: { one: '{name} und {count} weitere Datei', other: '{name} und {count} weitere Dateien' },
  untitled: 'Ohne Titel ({start}…)',
  downloadGoneTitle: 'Download-Link abgelaufen',
  downloadGoneHeading: 'Dieser Download-Link ist abgelaufen',
  downloadGoneText:
    'Download-Links gelten nur wenige Minuten. Öffnen Sie den geheimen Link erneut, um neue zu erhalten, sofern er noch Aufrufe übrig hat; bitten Sie andernfalls den Absender, die Datei erneut zu teilen.',
};
