import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: 'Bejelentkezés ezzel: {name}',
  signInWithProvider: 'Bejelentkezés egyszeri bejelentkezéssel',
  refusedTitle: 'Egyszeri bejelentkezés',
  refusedHeading: 'Nincs bejelentkezve',
  refusedDomain:
    'A(z) {domain} tartomány címeivel itt nem lehet bejelentkezni. Jelentkezzen be a szervezete egyik fiókjával, vagy kérdezze meg egy rendszergazdától, mely címekkel lehet bejelentkezni.',
  refusedUnverified:
    'Az identitásszolgáltatója nem erősítette meg az e-mail-címét, így az nem kapcsolható egyik itteni fiókhoz sem. Erősítse meg a címet a szolgáltatójánál, majd próbálja újra.',
  refusedNoAccount: 'Itt nincs fiók a(z) {email} címhez. Kérje meg egy rendszergazdát, hogy hívja meg.',
  refusedState:
    'Ezt a bejelentkezést nem ebben a böngészőben kezdték el, vagy a linkjét útközben megváltoztatták. Kezdje újra a bejelentkezési oldalon.',
  refusedReplayed:
    'Ezt a bejelentkezést már felhasználták. Ha nincs bejelentkezve, kezdje újra a bejelentkezési oldalon.',
  refusedExpired:
    'Ez a bejelentkezés 10 percnél tovább tartott, és lejárt. Kezdje újra a bejelentkezési oldalon.',
  refusedByProvider:
    'Az identitásszolgáltatója nem jelentkeztette be: a bejelentkezést ott megszakították vagy elutasították.',
  providerDown:
    'Az identitásszolgáltatója jelenleg nem érhető el. Próbálja újra néhány perc múlva; ha ez továbbra is előfordul, szóljon egy rendszergazdának.',
  providerError:
    'Az identitásszolgáltatója válaszát nem sikerült ellenőrizni, ezért a bejelentkezés nem történt meg. Próbálja újra; ha ez továbbra is előfordul, szóljon egy rendszergazdának.',
  backToSignIn: 'Vissza a bejelentkezéshez',
};
