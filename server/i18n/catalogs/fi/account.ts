import type { AreaMessages } from '../../catalog.ts';

export const account: AreaMessages<'account'> = {
  signInTitle: 'Kirjaudu sisään',
  accountDeleted: 'Tilisi ja sen lähetykset on poistettu.',
  signInIntro:
    'Tilit luo tämän palvelimen ylläpitäjä, joka lähettää jokaiselle uudelle käyttäjälle kutsulinkin. Eikö sinulla ole vielä tiliä? Pyydä kutsua ylläpitäjältäsi.',
  email: 'Sähköposti',
  password: 'Salasana',
  signInButton: 'Kirjaudu sisään',
  signInTooMany: 'Liian monta kirjautumisyritystä. Odota 15 minuuttia ja yritä uudelleen.',
  signInNoMatch: 'Tällä sähköpostiosoitteella ja salasanalla ei löydy tiliä.',
  signInOr: 'Tai kirjaudu sisään sähköpostiosoitteella ja salasanalla:',
  passwordSignInOff: 'Tälle palvelimelle kirjaudutaan vain kertakirjautumisella.',
  tokenTitle: 'API-tunniste',
  tokenIntro:
    'Olet kirjautunut sisään osoitteella {email}. Työkalut, kuten Secret Push -laajennus ja pwpush-asiakasohjelmat, luovat API-tunnisteen avulla lähetyksiä sinun nimissäsi.',
  tokenReplaces:
    'Uusi tunniste korvaa nykyisen: kaikki, mikä vielä käyttää vanhaa tunnistetta, lakkaa toimimasta.',
  tokenCreate: 'Luo uusi API-tunniste',
  tokenReplaceTitle: 'Korvataanko API-tunnisteesi?',
  tokenReplaceConfirm: 'Kyllä, korvaa tunniste',
  newTokenTitle: 'Uusi API-tunnisteesi',
  newTokenOnce: 'Tämä tunniste näytetään vain kerran. Kopioi se nyt ja säilytä se turvallisessa paikassa.',
  copyToken: 'Kopioi tunniste',
  newTokenAfter:
    'Edellinen tunnisteesi ei enää toimi. Jos lataat tämän sivun uudelleen, tunnistetta ei näytetä toista kertaa.',
  accountTitle: 'Tilisi',
  signedInAs: 'Olet kirjautunut sisään osoitteella {email}.',
  yourApiToken: 'API-tunnisteesi',
  passwordHeading: 'Vaihda salasana',
  currentPassword: 'Nykyinen salasana',
  newPassword: 'Uusi salasana',
  passwordHint: {
    one: 'Vähintään {count} merkki.',
    other: 'Vähintään {count} merkkiä.',
  },
  newPasswordAgain: 'Uusi salasana uudelleen',
  changePassword: 'Vaihda salasana',
  languageHeading: 'Kieli',
  languageText:
    'Sivut näytetään tällä kielellä aina, kun olet kirjautuneena, millä tahansa tietokoneella tai selaimella.',
  languageLabel: 'Sivujen kieli',
  followBrowser: 'Selaimen mukaan',
  saveLanguage: 'Tallenna kieli',
  sessionsHeading: 'Muut istunnot',
  sessionsText:
    'Oletko kirjautuneena toisella tietokoneella tai selaimessa, jota et enää käytä? Kirjaudu ulos kaikkialta paitsi täältä.',
  signOutOthers: 'Kirjaa ulos kaikki muut istunnot',
  deleteHeading: 'Poista tilisi',
  deleteText:
    'Tämä poistaa tilisi ja kaikki tekemäsi aktiiviset lähetykset: niiden linkit lakkaavat toimimasta heti. Myös API-tunnisteesi lakkaa toimimasta. Tätä ei voi perua.',
  confirmEmail: 'Vahvista kirjoittamalla sähköpostiosoitteesi',
  deleteButton: 'Poista tilini ja lähetykseni',
  passwordChanged: 'Salasanasi on vaihdettu. Kaikki muut istunnot on kirjattu ulos.',
  sessionsEnded: 'Kaikki muut istunnot on kirjattu ulos.',
  languageSaved: 'Kielivalintasi on tallennettu.',
  wrongPassword: 'Tämä ei ole nykyinen salasanasi.',
  tooManyAttempts: 'Liian monta yritystä. Odota 15 minuuttia ja yritä uudelleen.',
  newPasswordsDiffer: 'Uudet salasanat eivät ole samat.',
  wrongEmail: 'Tämä ei ole tämän tilin sähköpostiosoite.',
  lastAdmin:
    'Olet ainoa ylläpitäjä: ilman sinua kukaan ei voisi kutsua tai hallita käyttäjiä. Tee ensin toisesta käyttäjästä ylläpitäjä Ylläpito-sivulla.',
  unknownLanguage: 'Valitse kieli luettelosta.',
  passwordTooShort: {
    one: 'Salasanassa on oltava vähintään {count} merkki.',
    other: 'Salasanassa on oltava vähintään {count} merkkiä.',
  },
  passwordTooLong: {
    one: 'Salasanassa saa olla enintään {count} merkki.',
    other: 'Salasanassa saa olla enintään {count} merkkiä.',
  },
  setupTitle: 'Ota Secret Push käyttöön',
  setupIntro:
    'Tällä palvelimella ei ole vielä käyttäjiä. Luo ensimmäinen ylläpitäjä: sen jälkeen voit kutsua muun tiimisi.',
  invitationTitle: 'Luo tilisi',
  invitationIntro:
    'Sinut on kutsuttu tälle palvelimelle osoitteella {email}. Luo tilisi valitsemalla salasana.',
  passwordAgain: 'Salasana uudelleen',
  createAdmin: 'Luo ylläpitäjä',
  createAccount: 'Luo tilini',
  badEmail: 'Anna sähköpostiosoite, esimerkiksi name@example.com.',
  passwordsDiffer: 'Salasanat eivät ole samat.',
  emailTaken: 'Tällä sähköpostiosoitteella on jo tili. Kirjaudu sen sijaan sisään.',
  linkGoneTitle: 'Virheellinen linkki',
  linkGoneHeading: 'Tämä linkki ei ole voimassa',
  linkGoneText: 'Se on ehkä jo käytetty, vanhentunut tai peruttu. Pyydä ylläpitäjältä uusi.',
};
