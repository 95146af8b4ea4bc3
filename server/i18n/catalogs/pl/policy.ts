import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'Ten serwer przyjmuje udostępnienia tylko od zalogowanych użytkowników. Zaloguj się, aby udostępnić.',
  passphraseRequired: 'Ten serwer wymaga tu hasła. Minimalna długość: {min}.',
  sealedRequired:
    'Ten serwer przyjmuje udostępnienia tego rodzaju tylko zapieczętowane (szyfrowane end-to-end).',
  optionRequired: 'Ten serwer wymaga tej opcji.',
  gateRequiredAny:
    'Ten serwer wymaga bramki: podaj adresy e-mail odbiorców, pozwól otwierać link tylko członkom albo podaj zakresy adresów.',
  gateRequiredEmail: 'Ten serwer wymaga adresów e-mail odbiorców: tylko oni mogą otworzyć link.',
  gateRequiredMember: 'Ten serwer wymaga, aby link mogli otworzyć tylko zalogowani członkowie.',
  lifeInHours: 'Dozwolony czas życia na tym serwerze (w godzinach): od {min} do {max}.',
  mailDomains: 'Linki można wysyłać e-mailem tylko na adresy w domenach: {domains}.',
  textAnswersOff: 'Sekrety tekstowe są na tym serwerze wyłączone, więc odpowiedzieć można tylko plikami.',
};
