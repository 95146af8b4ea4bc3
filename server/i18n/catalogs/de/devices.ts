import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: 'Erweiterung anmelden',
  authorizeQuestion: 'Der Erweiterung Secret Push in {name} erlauben, Ihr Konto {email} zu verwenden?',
  authorizeWhat:
    'Die Erweiterung erhält ein Token nur für diesen Browser, um Ihre Pushes zu erstellen, aufzulisten und zu beenden. Sie können es jederzeit auf der API-Token-Seite widerrufen.',
  authorizeOnlyIfYou: 'Erlauben Sie es nur, wenn Sie gerade in der Erweiterung „Anmelden“ gewählt haben.',
  allow: 'Erlauben',
  cancel: 'Abbrechen',
  badRequestTitle: 'Keine gültige Anmeldeanfrage',
  badRequestText:
    'Die Anmeldeanfrage der Erweiterung ist unvollständig oder ungültig, daher wurde nichts an sie zurückgeschickt. Beginnen Sie erneut in den Einstellungen der Erweiterung.',

  browsersHeading: 'In der Erweiterung angemeldete Browser',
  browsersIntro:
    'Jeder Browser, in dem Sie sich bei der Erweiterung Secret Push angemeldet haben, hat ein eigenes Token. Widerrufen Sie eines, um diesen Browser abzumelden: Ihr API-Token und die anderen Browser funktionieren weiter.',
  browsersNone:
    'Kein Browser ist angemeldet. Wählen Sie in den Einstellungen der Erweiterung „Anmelden“, um einen hinzuzufügen.',
  browserSignedIn: 'Angemeldet am {time}',
  browserLastUsed: 'Zuletzt verwendet am {time}',
  browserNeverUsed: 'Noch nie verwendet',
  revoke: 'Widerrufen',
  revokeLabel: 'Widerrufen: Token von {name}',
  revoked: 'Das Token des Browsers wurde widerrufen: Die Erweiterung ist dort abgemeldet.',
  unknownBrowserTitle: 'Browser-Token nicht gefunden',
  unknownBrowserText: 'Sie haben kein Browser-Token mit dieser ID. Vielleicht wurde es bereits widerrufen.',
};
