import type { AreaMessages } from '../../catalog.ts';

export const twoFactor: AreaMessages<'twoFactor'> = {
  stepTitle: 'Tweestapsverificatie',
  stepIntro: 'Voer de zescijferige code in die je authenticator-app voor dit account toont.',
  codeLabel: 'Code',
  stepBackupHint: 'Geen telefoon bij de hand? Voer dan een van je back-upcodes in.',
  verifyButton: 'Verifiëren en inloggen',
  wrongCode: 'Die code klopt niet of is al gebruikt. Voer de code in die je app nu toont.',
  startOver: 'Opnieuw inloggen',
  stepExpired: 'Het inloggen duurde te lang. Voer je e-mailadres en wachtwoord opnieuw in.',
  sectionHeading: 'Tweestapsverificatie',
  offText:
    'Bescherm je account met een tweede stap bij het inloggen: na je wachtwoord een code uit een authenticator-app op je telefoon.',
  setUpLink: 'Tweestapsverificatie instellen',
  onText:
    'Aan sinds {date}. Bij het inloggen wordt na je wachtwoord om een code uit je authenticator-app gevraagd.',
  backupLeft: {
    one: 'Nog {count} ongebruikte back-upcode over.',
    other: 'Nog {count} ongebruikte back-upcodes over.',
  },
  ssoOnly: 'Je logt in met single sign-on: de controles van je provider beschermen je account.',
  setupTitle: 'Tweestapsverificatie instellen',
  setupText:
    'Je hebt een authenticator-app op je telefoon nodig. Voer eerst je wachtwoord in om te bevestigen dat jij het bent.',
  required: 'Deze server vereist tweestapsverificatie. Stel die in om verder te gaan.',
  continueButton: 'Doorgaan',
  backToAccount: 'Terug naar je account',
  scanText: 'Scan deze QR-code met je authenticator-app.',
  qrLabel: 'QR-code om dit account aan een authenticator-app toe te voegen',
  typeInstead: 'Lukt scannen niet? Voer dan deze sleutel in de app in:',
  confirmLabel: 'Voer daarna de zescijferige code in die de app toont',
  confirmButton: 'Tweestapsverificatie inschakelen',
  wrongSetupCode:
    'Die code klopt niet. Controleer of de klok van je telefoon goed staat en voer dan de code in die de app nu toont.',
  cancelSetup: 'Annuleren',
  codesTitle: 'Je back-upcodes',
  turnedOn: 'Tweestapsverificatie staat aan.',
  codesReplaced: 'Je nieuwe back-upcodes staan klaar. De vorige werken niet meer.',
  codesText:
    'Als je je telefoon kwijtraakt, kun je met elk van deze codes één keer inloggen in plaats van met een code uit de app. Bewaar ze op een veilige plek, bijvoorbeeld in je wachtwoordmanager.',
  copyCodes: 'Codes kopiëren',
  codesOnce:
    'Deze codes worden maar één keer getoond. Als je deze pagina opnieuw laadt, worden ze niet nog eens getoond.',
  codesSaved: 'Ik heb mijn back-upcodes bewaard',
  newCodesTitle: 'Nieuwe back-upcodes maken',
  newCodesText:
    'Nieuwe back-upcodes vervangen al je huidige codes. Voer je wachtwoord in om te bevestigen dat jij het bent.',
  newCodesButton: 'Nieuwe back-upcodes maken',
  removeTitle: 'Tweestapsverificatie uitschakelen',
  removeText:
    'Bij het inloggen wordt dan alleen nog om je wachtwoord gevraagd, en je back-upcodes werken niet meer. Voer je wachtwoord in om te bevestigen dat jij het bent.',
  removeRequired:
    'Deze server vereist tweestapsverificatie: je wordt meteen gevraagd die opnieuw in te stellen.',
  removeButton: 'Tweestapsverificatie uitschakelen',
  turnedOff: 'Tweestapsverificatie staat uit.',
};
