import type { AreaMessages } from '../../catalog.ts';

export const sealed: AreaMessages<'sealed'> = {
  revealTitle: 'Lepecsételt titok az Ön számára',
  revealHeading: 'Valaki lepecsételt titkot küldött Önnek',
  revealNote:
    'Végponttól végpontig titkosított: csak ebben a böngészőben nyílik meg, a titkos linkjében lévő kulccsal, amelyet a szerver soha nem lát. A megnyitása megtekintésnek számít.',
  openSecret: 'Titok megnyitása',
  revealNoScript:
    'A JavaScript ki van kapcsolva, ezért ez az oldal nem tudja visszafejteni a titkot. A gomb helyette lepecsételt formájában jeleníti meg: az elolvasásához illessze be a linkje kulcsával együtt bármely Secret Push szerver /open oldalára.',
  keyMissing:
    'Ebben a linkben nincs kulcs, ezért a titok nem nyitható meg. Kérje el a küldőtől a teljes titkos linket, a # jel utáni résszel együtt.',
  keyMalformed:
    'A linkben lévő kulcs hiányos vagy sérült, ezért a titok nem nyitható meg. Kérje el újra a küldőtől a teljes titkos linket.',
  opening: 'A titok megnyitása folyamatban…',
  extensionOpens: 'A Secret Push bővítmény ezen az oldalon nyitja meg ezt a titkot.',
  requestFailed: 'A szerver nem érhető el. Ellenőrizze a kapcsolatot, és próbálja újra.',
  reasonBadKey:
    'Ez nem érvényes kulcs. Illessze be a teljes titkos linket, vagy a benne a k1= után következő 43 karaktert.',
  reasonWrongKey:
    'Ez a kulcs nem nyitja meg a titkot, vagy a titok megsérült. Ellenőrizze, hogy a teljes link megvan-e, pontosan úgy, ahogy elküldték.',
  reasonNotSealed: 'Ez nem lepecsételt titok: egyik sora sem SP-SEALED- előtaggal kezdődik.',
  reasonFileNotSealed: 'Ez nem lepecsételt fájl.',
  reasonUnsupported:
    'Ezt a titkot újabb formátumban pecsételték le, mint amilyet ez az oldal meg tud nyitni. Nyissa meg naprakész Secret Push szerverrel vagy bővítménnyel.',
  reasonTruncated: 'A lepecsételt titok egy része hiányzik: a vége lemaradt. Másolja ki újra az egészet.',
  reasonFileTruncated: 'A fájl hiányos: az utolsó része előtt véget ér. Töltse le újra.',
  reasonReordered: 'A fájl részei nincsenek sorrendben, vagy némelyik hiányzik, ezért az oldal elutasította.',
  fileNumber: '{number}. fájl',
  fileProgress: 'Visszafejtés: {percent}',
  fileSaved: 'Visszafejtve, és mentve a letöltések közé.',
  fileFailed:
    'A letöltés nem sikerült. Próbálja újra; ha a linkje lejárt, nyissa meg újra a titkos linket egy újért (ha van még hátralévő megtekintése).',
  openTitle: 'Lepecsételt titok megnyitása',
  openIntro:
    'Illesszen be egy lepecsételt titkot és a hozzá tartozó titkos linket vagy kulcsot. A visszafejtés itt, az Ön böngészőjében történik: ez az oldal semmit sem küld egyetlen szerverre sem.',
  envelopeLabel: 'Lepecsételt szöveg',
  envelopeHint: 'A titok helyén megjelenő szöveg, vagy legalább annak SP-SEALED- kezdetű sorai.',
  keyLabel: 'Titkos link vagy kulcs',
  keyHint: 'A teljes titkos link, annak #k1= kezdetű része, vagy a kulcs 43 karaktere.',
  filesLabel: 'Lepecsételt fájlok (nem kötelező)',
  filesHint: 'A titkos linkről letöltött fájlok, amelyek neve 1.sealed, 2.sealed és így tovább.',
  openNoScript:
    'Ez az oldal a böngészőjében végzi a visszafejtést, és ehhez JavaScript kell, amely ki van kapcsolva. Kapcsolja be a lepecsételt titok megnyitásához.',
  envelopeMissing: 'Illessze be a lepecsételt szöveget, vagy válassza ki a lepecsételt fájlokat.',
  keyNeeded: 'Illessze be a titkos linket vagy a kulcsát.',
  openedHeading: 'A megnyitott titok',
};
