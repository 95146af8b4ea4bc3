import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'Ten serwer przyjmuje udostępnienia tylko od zalogowanych użytkowników. Zaloguj się, aby udostępnić.',
  passphraseRequired: 'Ten serwer wymaga tu hasła. Minimalna długość: {min}.',
  sealedRequired:
    'Ten serwer przyjmuje udostępnienia tego rodzaju tylko zapieczętowane (szyfrowane end-to-end).',
  optionRequired: 'Ten serwer wymaga tej opcji.',
  lifeInHours: 'Dozwolony czas życia na tym serwerze (w godzinach): od {min} do {max}.',
  mailDomains: 'Linki można wysyłać e-mailem tylko na adresy w domenach: {domains}.',
  textAnswersOff: 'Sekrety tekstowe są na tym serwerze wyłączone, więc odpowiedzieć można tylko plikami.',
};
