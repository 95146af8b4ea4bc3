import type { AreaMessages } from '../../catalog.ts';

export const passkeys: AreaMessages<'passkeys'> = {
  sectionHeading: 'Azonosítókulcsok',
  sectionText:
    'Az azonosítókulcs az eszköze képernyőzárával vagy egy biztonsági kulccsal jelentkezteti be, jelszó és kód nélkül. Ez a szerver csak a nyilvános kulcsát tárolja.',
  none: 'Még nincs azonosítókulcsa.',
  listCaption: 'Az Ön azonosítókulcsai',
  columnName: 'Név',
  columnAdded: 'Hozzáadva',
  columnLastUsed: 'Utoljára használva',
  columnActions: 'Műveletek',
  neverUsed: 'Soha',
  renameLabel: 'Új név ehhez: {name}',
  renameButton: 'Átnevezés',
  renameButtonFor: '{name} – átnevezés',
  removeButton: 'Eltávolítás',
  removeButtonFor: '{name} – eltávolítás',
  nameLabel: 'Az új azonosítókulcs neve',
  nameHint: 'Például „Munkahelyi laptop” vagy „Kék biztonsági kulcs”.',
  defaultName: 'Azonosítókulcs',
  addButton: 'Azonosítókulcs hozzáadása',
  needsScript:
    'Azonosítókulcs hozzáadásához vagy használatához olyan böngésző kell, amely támogatja, bekapcsolt JavaScripttel.',
  waiting: 'Kövesse a böngésző utasításait…',
  addFailed: 'Nem lett azonosítókulcs hozzáadva. Próbálja újra, ha készen áll.',
  added: 'Azonosítókulcs hozzáadva. Mostantól bejelentkezhet vele.',
  renamed: 'Azonosítókulcs átnevezve.',
  removed: 'Azonosítókulcs eltávolítva: többé nem jelentkeztet be itt.',
  addRefused:
    'Az azonosítókulcs nem lett hozzáadva: az eszköz nem ellenőrizte Önt, vagy a kérés lejárt. Próbálja újra.',
  taken: 'Ez az azonosítókulcs már hozzá van adva.',
  nameMissing: 'Adjon nevet az azonosítókulcsnak.',
  signInButton: 'Bejelentkezés azonosítókulccsal',
  signInFailed: 'Nem használt azonosítókulcsot. Próbálja újra, vagy jelentkezzen be jelszóval.',
  signInRefused:
    'Ez az azonosítókulcs nem jelentkeztette be. Lehet, hogy eltávolították, vagy az eszköz nem ellenőrizte Önt.',
  stepTitle: 'Megerősítés azonosítókulccsal',
  stepIntro: 'A jelszó helyes volt. Erősítse meg az egyik azonosítókulcsával, hogy Ön az.',
  stepButton: 'Azonosítókulcs használata',
  useCodeInstead: 'Inkább kód megadása',
  usePasskeyInstead: 'Inkább azonosítókulcs használata',
  setUpInstead: 'Vagy adjon hozzá inkább egy azonosítókulcsot',
};
