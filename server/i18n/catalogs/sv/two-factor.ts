import type { AreaMessages } from '../../catalog.ts';

export const twoFactor: AreaMessages<'twoFactor'> = {
  stepTitle: 'Tvåstegsverifiering',
  stepIntro: 'Ange den sexsiffriga kod som din autentiseringsapp visar för det här kontot.',
  codeLabel: 'Kod',
  stepBackupHint: 'Har du inte telefonen till hands? Ange en av dina reservkoder i stället.',
  verifyButton: 'Verifiera och logga in',
  wrongCode: 'Koden stämmer inte eller har redan använts. Ange koden som din app visar nu.',
  startOver: 'Logga in igen',
  stepExpired: 'Inloggningen tog för lång tid. Ange din e-postadress och ditt lösenord igen.',
  sectionHeading: 'Tvåstegsverifiering',
  offText:
    'Skydda ditt konto med ett andra steg vid inloggning: efter lösenordet en kod från en autentiseringsapp i telefonen.',
  setUpLink: 'Konfigurera tvåstegsverifiering',
  onText:
    'Aktiverad sedan {date}. Vid inloggning efterfrågas en kod från din autentiseringsapp efter lösenordet.',
  backupLeft: {
    one: '{count} oanvänd reservkod kvar.',
    other: '{count} oanvända reservkoder kvar.',
  },
  ssoOnly: 'Du loggar in med enkel inloggning: din identitetsleverantörs egna kontroller skyddar ditt konto.',
  setupTitle: 'Konfigurera tvåstegsverifiering',
  setupText:
    'Du behöver en autentiseringsapp i telefonen. Ange först ditt lösenord för att bekräfta att det är du.',
  required: 'Den här servern kräver tvåstegsverifiering. Konfigurera den för att fortsätta.',
  continueButton: 'Fortsätt',
  backToAccount: 'Tillbaka till ditt konto',
  scanText: 'Skanna den här QR-koden med din autentiseringsapp.',
  qrLabel: 'QR-kod för att lägga till kontot i en autentiseringsapp',
  typeInstead: 'Går det inte att skanna? Ange den här nyckeln i appen i stället:',
  confirmLabel: 'Ange sedan den sexsiffriga kod som appen visar',
  confirmButton: 'Aktivera tvåstegsverifiering',
  wrongSetupCode:
    'Koden stämmer inte. Kontrollera att klockan i telefonen går rätt och ange sedan koden som appen visar nu.',
  cancelSetup: 'Avbryt',
  codesTitle: 'Dina reservkoder',
  turnedOn: 'Tvåstegsverifiering är aktiverad.',
  codesReplaced: 'Dina nya reservkoder är klara. De tidigare fungerar inte längre.',
  codesText:
    'Om du tappar bort telefonen kan du logga in en gång med var och en av de här koderna i stället för med en kod från appen. Förvara dem säkert, till exempel i din lösenordshanterare.',
  copyCodes: 'Kopiera koderna',
  codesOnce: 'De här koderna visas bara en gång. Om du läser in sidan igen visas de inte en gång till.',
  codesSaved: 'Jag har sparat mina reservkoder',
  newCodesTitle: 'Skapa nya reservkoder',
  newCodesText:
    'Nya reservkoder ersätter alla dina nuvarande. Ange ditt lösenord för att bekräfta att det är du.',
  newCodesButton: 'Skapa nya reservkoder',
  removeTitle: 'Inaktivera tvåstegsverifiering',
  removeText:
    'Vid inloggning efterfrågas då bara ditt lösenord, och dina reservkoder slutar fungera. Ange ditt lösenord för att bekräfta att det är du.',
  removeRequired: 'Den här servern kräver tvåstegsverifiering: du ombeds direkt att konfigurera den igen.',
  removeButton: 'Inaktivera tvåstegsverifiering',
  turnedOff: 'Tvåstegsverifiering är inaktiverad.',
};
