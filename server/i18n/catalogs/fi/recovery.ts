import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: 'Unohditko salasanasi?',
  signUpLink: 'Eikö sinulla ole vielä tiliä? Rekisteröidy',
  changeEmailLink: 'Vaihda sähköpostiosoite',
  sendLink: 'Lähetä linkki',
  backToSignIn: 'Takaisin kirjautumiseen',
  tooManyRequests: 'Liian monta pyyntöä tälle osoitteelle tai verkostasi. Odota tunti ja yritä uudelleen.',
  checkMailTitle: 'Tarkista sähköpostisi',
  noMailArrived:
    'Eikö mitään tullut? Katso roskapostikansiosta tai pyydä uudelleen muutaman minuutin kuluttua.',
  resetTitle: 'Nollaa salasana',
  resetIntro: 'Anna tilisi sähköpostiosoite, niin lähetämme linkin, jolla voit valita uuden salasanan.',
  resetSent:
    'Jos osoitteella {email} on täällä tili, linkki uuden salasanan valitsemiseen on matkalla. Se toimii kerran, ja sen voimassaoloaika on {duration}.',
  resetNoMailTitle: 'Salasanan nollausta ei ole otettu käyttöön',
  resetNoMail:
    'Tämä palvelin ei lähetä sähköpostia, joten se ei voi lähettää sinulle nollauslinkkiä. Pyydä ylläpitäjää asettamaan sinulle uusi salasana: hän voi ajaa palvelimella komennon {command} sähköpostiosoitteellasi.',
  resetOffTitle: 'Ei nollattavaa salasanaa',
  resetOff:
    'Tälle palvelimelle kirjaudutaan vain kertakirjautumisella, joten täällä ei ole nollattavaa salasanaa. Jos et pääse kirjautumaan, käänny ylläpitäjän puoleen.',
  newPasswordTitle: 'Valitse uusi salasana',
  newPasswordIntro:
    'Tilille {email}. Kun tallennat sen, sinut kirjataan ulos kaikkialta, missä olet kirjautuneena.',
  saveNewPassword: 'Tallenna uusi salasana',
  resetDoneTitle: 'Salasanasi on vaihdettu',
  resetDone: 'Kirjaudu sisään uudella salasanallasi. Sinut on kirjattu ulos kaikkialta muualta.',
  resetLinkGone:
    'Tätä nollauslinkkiä ei tunnisteta, se on jo käytetty tai se on yli tunnin vanha. Lisäksi jokainen uusi pyyntö korvaa aiemmin lähetetyt linkit.',
  askAgain: 'Pyydä uusi linkki',
  signUpTitle: 'Rekisteröidy',
  signUpIntro: 'Anna sähköpostiosoitteesi, niin lähetämme linkin, jolla vahvistat sen ja valitset salasanan.',
  signUpAddressRefused:
    'Tämä palvelin hyväksyy rekisteröitymisiä vain tietyistä sähköpostiosoitteista, eikä tämä ole yksi niistä. Pyydä kutsua ylläpitäjältä.',
  signUpSent:
    'Lähetimme viestin osoitteeseen {email}. Jatka avaamalla viestin linkki; sen voimassaoloaika on {duration}.',
  signUpOffTitle: 'Rekisteröityminen ei ole käytettävissä',
  signUpOff: 'Tälle palvelimelle ei voi rekisteröityä itse. Pyydä kutsua ylläpitäjältä.',
  signUpNoMail:
    'Rekisteröityminen vaatii sähköpostia, jota tämä palvelin ei lähetä. Pyydä kutsua ylläpitäjältä: hän voi luoda sen Ylläpito-sivulla ja välittää linkin sinulle.',
  signUpConfirmTitle: 'Valitse salasana',
  signUpConfirmIntro: 'Osoitteesi {email} on vahvistettu. Luo tilisi valitsemalla salasana.',
  signUpTakenTitle: 'Sinulla on jo tili',
  signUpTaken: 'Tällä osoitteella on jo tili. Kirjaudu sisään nollaamalla sen salasana.',
  signUpDoneTitle: 'Tilisi on valmis',
  signUpDone: 'Kirjaudu sisään sähköpostiosoitteellasi ja valitsemallasi salasanalla.',
  signUpLinkGone: 'Tätä rekisteröitymislinkkiä ei tunnisteta, se on jo käytetty tai se on yli päivän vanha.',
  signUpAgain: 'Rekisteröidy uudelleen',
  emailChangeTitle: 'Vaihda sähköpostiosoite',
  emailChangeIntro:
    'Osoitteesi on {email}. Lähetämme linkin uuteen osoitteeseen; muutos tehdään, kun avaat linkin.',
  newEmail: 'Uusi sähköpostiosoite',
  sameEmail: 'Tämä on jo osoitteesi.',
  emailChangeSent:
    'Lähetimme linkin osoitteeseen {email}. Osoitteesi vaihtuu, kun avaat linkin; sen voimassaoloaika on {duration}.',
  emailChangeSso:
    'Kirjaudut sisään kertakirjautumisella, ja identiteetintarjoajasi hallitsee sähköpostiosoitettasi. Vaihda se siellä.',
  emailChangeNoMail:
    'Tämä palvelin ei lähetä sähköpostia, joten se ei voi vahvistaa uutta osoitetta. Käänny ylläpitäjän puoleen: hän voi kutsua uuden osoitteen uutena tilinä Ylläpito-sivulta.',
  emailConfirmTitle: 'Vahvista uusi sähköpostiosoite',
  emailConfirmIntro: 'Vaihdetaanko tilisi osoite {old} osoitteeksi {new}?',
  emailConfirmButton: 'Vaihda osoite',
  emailTaken: 'Toinen tili käyttää jo osoitetta {email}, joten osoitetta ei vaihdettu.',
  emailChangedTitle: 'Sähköpostiosoitteesi on vaihdettu',
  emailChanged: 'Tilisi osoite on nyt {email}. Kirjaudu tästä lähtien sillä.',
  emailLinkGone: 'Tätä vahvistuslinkkiä ei tunnisteta, se on jo käytetty tai se on yli päivän vanha.',
  backToAccount: 'Takaisin tiliisi',
  inviteTextMailed:
    'Kutsu on linkki yhdelle henkilölle, ja sen voimassaoloaika on {duration}: sen avulla hän valitsee salasanan ja kirjautuu sisään. Se lähetetään hänen sähköpostiosoitteeseensa.',
  sendInvitation: 'Lähetä kutsu',
  invitationMailed: 'Kutsu on matkalla osoitteeseen {email}.',
  invitationMailedLink:
    'Tässä on myös sen linkki, jos haluat mieluummin välittää sen itse. Se näytetään vain kerran.',
};
