import type { AreaMessages } from '../../catalog.ts';

export const twoFactor: AreaMessages<'twoFactor'> = {
  stepTitle: 'Dvojstupňové overenie',
  stepIntro: 'Zadajte šesťmiestny kód, ktorý pre tento účet zobrazuje vaša overovacia aplikácia.',
  codeLabel: 'Kód',
  stepBackupHint: 'Nemáte po ruke telefón? Zadajte namiesto toho jeden zo svojich záložných kódov.',
  verifyButton: 'Overiť a prihlásiť sa',
  wrongCode:
    'Tento kód nie je správny alebo už bol použitý. Zadajte kód, ktorý vaša aplikácia zobrazuje práve teraz.',
  startOver: 'Prihlásiť sa znova',
  stepExpired: 'Prihlasovanie trvalo príliš dlho. Zadajte, prosím, znova svoj e-mail a heslo.',
  sectionHeading: 'Dvojstupňové overenie',
  offText:
    'Chráňte svoj účet druhým krokom pri prihlásení: po hesle kódom z overovacej aplikácie v telefóne.',
  setUpLink: 'Nastaviť dvojstupňové overenie',
  onText: 'Zapnuté od {date}. Pri prihlásení sa po hesle zadáva kód z vašej overovacej aplikácie.',
  backupLeft: {
    one: 'Zostáva {count} nepoužitý záložný kód.',
    few: 'Zostávajú {count} nepoužité záložné kódy.',
    many: 'Zostáva {count} nepoužitého záložného kódu.',
    other: 'Zostáva {count} nepoužitých záložných kódov.',
  },
  ssoOnly: 'Prihlasujete sa pomocou jednotného prihlásenia: váš účet chránia kontroly vášho poskytovateľa.',
  setupTitle: 'Nastaviť dvojstupňové overenie',
  setupText:
    'Potrebujete overovaciu aplikáciu v telefóne. Najprv zadajte svoje heslo, aby ste potvrdili, že ste to vy.',
  required: 'Tento server vyžaduje dvojstupňové overenie. Ak chcete pokračovať, nastavte ho.',
  continueButton: 'Pokračovať',
  backToAccount: 'Späť na váš účet',
  scanText: 'Naskenujte tento QR kód svojou overovacou aplikáciou.',
  qrLabel: 'QR kód na pridanie tohto účtu do overovacej aplikácie',
  typeInstead: 'Nedá sa naskenovať? Zadajte namiesto toho do aplikácie tento kľúč:',
  confirmLabel: 'Potom zadajte šesťmiestny kód, ktorý aplikácia zobrazí',
  confirmButton: 'Zapnúť dvojstupňové overenie',
  wrongSetupCode:
    'Tento kód nesúhlasí. Skontrolujte, či hodiny v telefóne idú správne, a potom zadajte kód, ktorý aplikácia zobrazuje práve teraz.',
  cancelSetup: 'Zrušiť',
  codesTitle: 'Vaše záložné kódy',
  turnedOn: 'Dvojstupňové overenie je zapnuté.',
  codesReplaced: 'Vaše nové záložné kódy sú pripravené. Predchádzajúce už nefungujú.',
  codesText:
    'Ak stratíte telefón, každý z týchto kódov vás raz prihlási namiesto kódu z aplikácie. Uložte si ich na bezpečné miesto, napríklad do správcu hesiel.',
  copyCodes: 'Skopírovať kódy',
  codesOnce: 'Tieto kódy sa zobrazia iba raz. Po opätovnom načítaní tejto stránky sa znova nezobrazia.',
  codesSaved: 'Záložné kódy mám uložené',
  newCodesTitle: 'Vytvoriť nové záložné kódy',
  newCodesText:
    'Nové záložné kódy nahradia všetky súčasné. Zadajte svoje heslo, aby ste potvrdili, že ste to vy.',
  newCodesButton: 'Vytvoriť nové záložné kódy',
  removeTitle: 'Vypnúť dvojstupňové overenie',
  removeText:
    'Prihlásenie potom bude vyžadovať iba heslo a vaše záložné kódy prestanú fungovať. Zadajte svoje heslo, aby ste potvrdili, že ste to vy.',
  removeRequired:
    'Tento server vyžaduje dvojstupňové overenie: hneď budete požiadaní, aby ste ho nastavili znova.',
  removeButton: 'Vypnúť dvojstupňové overenie',
  turnedOff: 'Dvojstupňové overenie je vypnuté.',
};
