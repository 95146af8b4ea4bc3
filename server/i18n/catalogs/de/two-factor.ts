import type { AreaMessages } from '../../catalog.ts';

export const twoFactor: AreaMessages<'twoFactor'> = {
  stepTitle: 'Zwei-Faktor-Authentifizierung',
  stepIntro: 'Geben Sie den sechsstelligen Code ein, den Ihre Authenticator-App für dieses Konto anzeigt.',
  codeLabel: 'Code',
  stepBackupHint: 'Kein Smartphone zur Hand? Geben Sie stattdessen einen Ihrer Backup-Codes ein.',
  verifyButton: 'Bestätigen und anmelden',
  wrongCode:
    'Dieser Code stimmt nicht oder wurde bereits verwendet. Geben Sie den Code ein, den Ihre App jetzt anzeigt.',
  startOver: 'Erneut anmelden',
  stepExpired:
    'Ihre Anmeldung hat zu lange gedauert. Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort erneut ein.',
  sectionHeading: 'Zwei-Faktor-Authentifizierung',
  offText:
    'Schützen Sie Ihr Konto mit einem zweiten Schritt bei der Anmeldung: nach Ihrem Passwort ein Code aus einer Authenticator-App auf Ihrem Smartphone.',
  setUpLink: 'Zwei-Faktor-Authentifizierung einrichten',
  onText:
    'Eingeschaltet seit {date}. Bei der Anmeldung wird nach Ihrem Passwort ein Code aus Ihrer Authenticator-App abgefragt.',
  backupLeft: {
    one: 'Noch {count} unbenutzter Backup-Code.',
    other: 'Noch {count} unbenutzte Backup-Codes.',
  },
  ssoOnly: 'Sie melden sich per Single Sign-On an: Die Prüfungen Ihres Anbieters schützen Ihr Konto.',
  setupTitle: 'Zwei-Faktor-Authentifizierung einrichten',
  setupText:
    'Sie benötigen eine Authenticator-App auf Ihrem Smartphone. Geben Sie zuerst Ihr Passwort ein, um zu bestätigen, dass Sie es sind.',
  required: 'Dieser Server verlangt die Zwei-Faktor-Authentifizierung. Richten Sie sie ein, um fortzufahren.',
  continueButton: 'Weiter',
  backToAccount: 'Zurück zu Ihrem Konto',
  scanText: 'Scannen Sie diesen QR-Code mit Ihrer Authenticator-App.',
  qrLabel: 'QR-Code, um dieses Konto einer Authenticator-App hinzuzufügen',
  typeInstead: 'Scannen nicht möglich? Geben Sie stattdessen diesen Schlüssel in der App ein:',
  confirmLabel: 'Geben Sie dann den sechsstelligen Code ein, den die App anzeigt',
  confirmButton: 'Zwei-Faktor-Authentifizierung einschalten',
  wrongSetupCode:
    'Dieser Code passt nicht. Prüfen Sie, ob die Uhr Ihres Smartphones richtig geht, und geben Sie dann den Code ein, den die App jetzt anzeigt.',
  cancelSetup: 'Abbrechen',
  codesTitle: 'Ihre Backup-Codes',
  turnedOn: 'Die Zwei-Faktor-Authentifizierung ist eingeschaltet.',
  codesReplaced: 'Ihre neuen Backup-Codes sind bereit. Die bisherigen funktionieren nicht mehr.',
  codesText:
    'Wenn Sie Ihr Smartphone verlieren, meldet Sie jeder dieser Codes einmal an, anstelle eines Codes aus der App. Bewahren Sie sie sicher auf, etwa in Ihrem Passwort-Manager.',
  copyCodes: 'Codes kopieren',
  codesOnce:
    'Diese Codes werden nur ein einziges Mal angezeigt. Wenn Sie diese Seite neu laden, werden sie nicht erneut angezeigt.',
  codesSaved: 'Ich habe meine Backup-Codes gespeichert',
  newCodesTitle: 'Neue Backup-Codes erstellen',
  newCodesText:
    'Neue Backup-Codes ersetzen alle bisherigen. Geben Sie Ihr Passwort ein, um zu bestätigen, dass Sie es sind.',
  newCodesButton: 'Neue Backup-Codes erstellen',
  removeTitle: 'Zwei-Faktor-Authentifizierung ausschalten',
  removeText:
    'Bei der Anmeldung wird dann nur noch Ihr Passwort abgefragt, und Ihre Backup-Codes funktionieren nicht mehr. Geben Sie Ihr Passwort ein, um zu bestätigen, dass Sie es sind.',
  removeRequired:
    'Dieser Server verlangt die Zwei-Faktor-Authentifizierung: Sie werden sofort gebeten, sie erneut einzurichten.',
  removeButton: 'Zwei-Faktor-Authentifizierung ausschalten',
  turnedOff: 'Die Zwei-Faktor-Authentifizierung ist ausgeschaltet.',
};
