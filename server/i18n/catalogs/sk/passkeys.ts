import type { AreaMessages } from '../../catalog.ts';

export const passkeys: AreaMessages<'passkeys'> = {
  sectionHeading: 'Prístupové kľúče',
  sectionText:
    'Prístupový kľúč vás prihlási zámkou obrazovky vášho zariadenia alebo bezpečnostným kľúčom, bez hesla a kódu. Tento server uchováva len jeho verejný kľúč.',
  none: 'Zatiaľ nemáte žiadne prístupové kľúče.',
  listCaption: 'Vaše prístupové kľúče',
  columnName: 'Názov',
  columnAdded: 'Pridaný',
  columnLastUsed: 'Naposledy použitý',
  columnActions: 'Akcie',
  neverUsed: 'Nikdy',
  renameLabel: 'Nový názov pre {name}',
  renameButton: 'Premenovať',
  renameButtonFor: 'Premenovať {name}',
  removeButton: 'Odstrániť',
  removeButtonFor: 'Odstrániť {name}',
  nameLabel: 'Názov nového prístupového kľúča',
  nameHint: 'Napríklad „Pracovný notebook“ alebo „Modrý bezpečnostný kľúč“.',
  defaultName: 'Prístupový kľúč',
  addButton: 'Pridať prístupový kľúč',
  needsScript:
    'Na pridanie alebo použitie prístupového kľúča potrebujete prehliadač, ktorý ich podporuje, so zapnutým JavaScriptom.',
  waiting: 'Postupujte podľa pokynov prehliadača…',
  addFailed: 'Nebol pridaný žiadny prístupový kľúč. Skúste to znova, keď budete pripravení.',
  added: 'Prístupový kľúč pridaný. Odteraz sa ním môžete prihlasovať.',
  renamed: 'Prístupový kľúč premenovaný.',
  removed: 'Prístupový kľúč odstránený: už tu nikoho neprihlási.',
  addRefused:
    'Prístupový kľúč nebol pridaný: zariadenie vás neoverilo alebo žiadosť vypršala. Skúste to znova.',
  taken: 'Tento prístupový kľúč je už pridaný.',
  nameMissing: 'Pomenujte prístupový kľúč.',
  signInButton: 'Prihlásiť sa prístupovým kľúčom',
  signInFailed: 'Nebol použitý žiadny prístupový kľúč. Skúste to znova alebo sa prihláste heslom.',
  signInRefused:
    'Tento prístupový kľúč vás neprihlásil. Možno bol odstránený, alebo vás zariadenie neoverilo.',
  stepTitle: 'Potvrdiť prístupovým kľúčom',
  stepIntro: 'Heslo bolo správne. Potvrďte jedným zo svojich prístupových kľúčov, že ste to vy.',
  stepButton: 'Použiť prístupový kľúč',
  useCodeInstead: 'Namiesto toho zadať kód',
  usePasskeyInstead: 'Namiesto toho použiť prístupový kľúč',
  setUpInstead: 'Alebo namiesto toho pridajte prístupový kľúč',
};
