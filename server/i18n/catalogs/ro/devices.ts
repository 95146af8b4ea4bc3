import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: 'Autentificarea extensiei',
  authorizeQuestion: 'Permiteți extensiei Secret Push din {name} să folosească contul dvs. {email}?',
  authorizeWhat:
    'Primește un token doar pentru acest browser, ca să creeze, să listeze și să revoce secretele dvs. Puteți revoca oricând tokenul pe pagina tokenului API.',
  authorizeOnlyIfYou: 'Permiteți doar dacă tocmai ați ales „Autentificare” în extensie.',
  allow: 'Permiteți',
  cancel: 'Anulați',
  badRequestTitle: 'Cerere de autentificare nevalidă',
  badRequestText:
    'Cererea de autentificare a extensiei este incompletă sau nevalidă, așa că nu i s-a trimis nimic înapoi. Începeți din nou din opțiunile extensiei.',

  browsersHeading: 'Browsere autentificate în extensie',
  browsersIntro:
    'Fiecare browser în care v-ați autentificat în extensia Secret Push are propriul token. Revocați unul pentru a deconecta browserul respectiv: tokenul dvs. API și celelalte browsere funcționează în continuare.',
  browsersNone:
    'Niciun browser nu este autentificat. Alegeți „Autentificare” în opțiunile extensiei pentru a adăuga unul.',
  browserSignedIn: 'Autentificat pe {time}',
  browserLastUsed: 'Ultima utilizare: {time}',
  browserNeverUsed: 'Nefolosit niciodată',
  revoke: 'Revocați',
  revokeLabel: 'Revocați tokenul pentru {name}',
  revoked: 'Tokenul browserului a fost revocat: extensia din acel browser este deconectată.',
  unknownBrowserTitle: 'Tokenul browserului nu a fost găsit',
  unknownBrowserText: 'Nu aveți niciun token de browser cu acest ID. Poate a fost deja revocat.',
};
