import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: 'Laajennuksen kirjautuminen',
  authorizeQuestion: 'Sallitko selaimen {name} Secret Push -laajennuksen käyttää tiliäsi {email}?',
  authorizeWhat:
    'Se saa vain tätä selainta varten tunnisteen, jolla se voi luoda, listata ja lopettaa lähetyksiäsi. Voit perua tunnisteen milloin tahansa API-tunnistesivulla.',
  authorizeOnlyIfYou: 'Salli tämä vain, jos valitsit juuri laajennuksessa ”Kirjaudu sisään”.',
  allow: 'Salli',
  cancel: 'Peruuta',
  badRequestTitle: 'Virheellinen kirjautumispyyntö',
  badRequestText:
    'Laajennuksen kirjautumispyyntö on puutteellinen tai virheellinen, joten sille ei lähetetty mitään takaisin. Aloita alusta laajennuksen asetuksista.',

  browsersHeading: 'Laajennukseen kirjautuneet selaimet',
  browsersIntro:
    'Jokaisella selaimella, jossa olet kirjautunut Secret Push -laajennukseen, on oma tunnisteensa. Peru tunniste kirjataksesi kyseisen selaimen ulos: API-tunnisteesi ja muut selaimet toimivat edelleen.',
  browsersNone:
    'Yksikään selain ei ole kirjautuneena. Lisää selain valitsemalla laajennuksen asetuksista ”Kirjaudu sisään”.',
  browserSignedIn: 'Kirjautui {time}',
  browserLastUsed: 'Käytetty viimeksi {time}',
  browserNeverUsed: 'Ei käytetty koskaan',
  revoke: 'Peru',
  revokeLabel: 'Peru tunniste: {name}',
  revoked: 'Selaimen tunniste peruttiin: laajennus on kirjattu ulos siinä selaimessa.',
  unknownBrowserTitle: 'Selaimen tunnistetta ei löytynyt',
  unknownBrowserText: 'Millään selaintunnisteellasi ei ole tätä ID:tä. Se on ehkä jo peruttu.',
};
