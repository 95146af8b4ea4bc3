import type { AreaMessages } from '../../catalog.ts';

export const twoFactor: AreaMessages<'twoFactor'> = {
  stepTitle: 'Dvoufázové ověření',
  stepIntro: 'Zadejte šestimístný kód, který pro tento účet zobrazuje vaše ověřovací aplikace.',
  codeLabel: 'Kód',
  stepBackupHint: 'Nemáte po ruce telefon? Zadejte místo toho jeden ze svých záložních kódů.',
  verifyButton: 'Ověřit a přihlásit se',
  wrongCode:
    'Tento kód není správný nebo už byl použit. Zadejte kód, který vaše aplikace zobrazuje právě teď.',
  startOver: 'Přihlásit se znovu',
  stepExpired: 'Přihlašování trvalo příliš dlouho. Zadejte prosím znovu svůj e-mail a heslo.',
  sectionHeading: 'Dvoufázové ověření',
  offText: 'Chraňte svůj účet druhým krokem při přihlášení: po hesle kódem z ověřovací aplikace v telefonu.',
  setUpLink: 'Nastavit dvoufázové ověření',
  onText: 'Zapnuto od {date}. Při přihlášení se po hesle zadává kód z vaší ověřovací aplikace.',
  backupLeft: {
    one: 'Zbývá {count} nepoužitý záložní kód.',
    few: 'Zbývají {count} nepoužité záložní kódy.',
    many: 'Zbývá {count} nepoužitého záložního kódu.',
    other: 'Zbývá {count} nepoužitých záložních kódů.',
  },
  ssoOnly: 'Přihlašujete se pomocí jednotného přihlášení: váš účet chrání kontroly vašeho poskytovatele.',
  setupTitle: 'Nastavit dvoufázové ověření',
  setupText:
    'Potřebujete ověřovací aplikaci v telefonu. Nejprve zadejte své heslo, abyste potvrdili, že jste to vy.',
  required: 'Tento server vyžaduje dvoufázové ověření. Pokud chcete pokračovat, nastavte ho.',
  continueButton: 'Pokračovat',
  backToAccount: 'Zpět na váš účet',
  scanText: 'Naskenujte tento QR kód svou ověřovací aplikací.',
  qrLabel: 'QR kód pro přidání tohoto účtu do ověřovací aplikace',
  typeInstead: 'Nejde to naskenovat? Zadejte místo toho do aplikace tento klíč:',
  confirmLabel: 'Pak zadejte šestimístný kód, který aplikace zobrazí',
  confirmButton: 'Zapnout dvoufázové ověření',
  wrongSetupCode:
    'Tento kód nesouhlasí. Zkontrolujte, že hodiny v telefonu jdou správně, a pak zadejte kód, který aplikace zobrazuje právě teď.',
  cancelSetup: 'Zrušit',
  codesTitle: 'Vaše záložní kódy',
  turnedOn: 'Dvoufázové ověření je zapnuté.',
  codesReplaced: 'Vaše nové záložní kódy jsou připravené. Předchozí už nefungují.',
  codesText:
    'Pokud ztratíte telefon, každý z těchto kódů vás jednou přihlásí místo kódu z aplikace. Uložte si je na bezpečné místo, například do správce hesel.',
  copyCodes: 'Zkopírovat kódy',
  codesOnce: 'Tyto kódy se zobrazí jen jednou. Po opětovném načtení této stránky se znovu nezobrazí.',
  codesSaved: 'Záložní kódy mám uložené',
  newCodesTitle: 'Vytvořit nové záložní kódy',
  newCodesText:
    'Nové záložní kódy nahradí všechny stávající. Zadejte své heslo, abyste potvrdili, že jste to vy.',
  newCodesButton: 'Vytvořit nové záložní kódy',
  removeTitle: 'Vypnout dvoufázové ověření',
  removeText:
    'Přihlášení pak bude vyžadovat jen heslo a vaše záložní kódy přestanou fungovat. Zadejte své heslo, abyste potvrdili, že jste to vy.',
  removeRequired:
    'Tento server vyžaduje dvoufázové ověření: hned budete požádáni, abyste ho nastavili znovu.',
  removeButton: 'Vypnout dvoufázové ověření',
  turnedOff: 'Dvoufázové ověření je vypnuté.',
};
