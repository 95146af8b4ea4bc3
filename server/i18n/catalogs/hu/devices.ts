import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: 'A bővítmény bejelentkeztetése',
  authorizeQuestion: 'Engedélyezi, hogy a Secret Push bővítmény ({name}) használja az Ön fiókját ({email})?',
  authorizeWhat:
    'Csak ehhez a böngészőhöz kap egy tokent, amellyel létrehozhatja, listázhatja és érvénytelenítheti a megosztásait. A tokent bármikor visszavonhatja az API-token oldalon.',
  authorizeOnlyIfYou:
    'Csak akkor engedélyezze, ha az imént a bővítményben a „Bejelentkezés” lehetőséget választotta.',
  allow: 'Engedélyezés',
  cancel: 'Mégse',
  badRequestTitle: 'Érvénytelen bejelentkezési kérés',
  badRequestText:
    'A bővítmény bejelentkezési kérése hiányos vagy érvénytelen, ezért semmit sem küldtünk vissza neki. Kezdje újra a bővítmény beállításaiban.',

  browsersHeading: 'A bővítménybe bejelentkezett böngészők',
  browsersIntro:
    'Minden böngészőnek, amelyben bejelentkezett a Secret Push bővítménybe, saját tokenje van. Ha visszavonja az egyiket, az a böngésző kijelentkezik: az API-tokenje és a többi böngésző továbbra is működik.',
  browsersNone:
    'Egy böngésző sincs bejelentkezve. Ha hozzá szeretne adni egyet, válassza a „Bejelentkezés” lehetőséget a bővítmény beállításaiban.',
  browserSignedIn: 'Bejelentkezés: {time}',
  browserLastUsed: 'Utolsó használat: {time}',
  browserNeverUsed: 'Még nem használták',
  revoke: 'Visszavonás',
  revokeLabel: 'Visszavonás: {name} tokenje',
  revoked: 'A böngésző tokenje visszavonva: a bővítmény ott kijelentkezett.',
  unknownBrowserTitle: 'A böngészőtoken nem található',
  unknownBrowserText: 'Nincs ilyen azonosítójú böngészőtokenje. Lehet, hogy már visszavonták.',
};
