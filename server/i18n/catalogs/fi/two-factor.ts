import type { AreaMessages } from '../../catalog.ts';

export const twoFactor: AreaMessages<'twoFactor'> = {
  stepTitle: 'Kaksivaiheinen tunnistautuminen',
  stepIntro: 'Anna kuusinumeroinen koodi, jonka todennussovelluksesi näyttää tälle tilille.',
  codeLabel: 'Koodi',
  stepBackupHint: 'Eikö puhelin ole käsillä? Anna sen sijaan jokin varakoodeistasi.',
  verifyButton: 'Vahvista ja kirjaudu sisään',
  wrongCode: 'Koodi on väärä tai se on jo käytetty. Anna koodi, jonka sovelluksesi näyttää nyt.',
  startOver: 'Kirjaudu uudelleen',
  stepExpired: 'Kirjautuminen kesti liian kauan. Anna sähköpostiosoitteesi ja salasanasi uudelleen.',
  sectionHeading: 'Kaksivaiheinen tunnistautuminen',
  offText:
    'Suojaa tilisi toisella vaiheella kirjautuessasi: salasanan jälkeen koodilla puhelimesi todennussovelluksesta.',
  setUpLink: 'Määritä kaksivaiheinen tunnistautuminen',
  onText:
    'Käytössä {date} alkaen. Kirjautuessa sinulta kysytään salasanan jälkeen koodi todennussovelluksesta.',
  backupLeft: {
    one: '{count} käyttämätön varakoodi jäljellä.',
    other: '{count} käyttämätöntä varakoodia jäljellä.',
  },
  ssoOnly: 'Kirjaudut kertakirjautumisella: identiteetintarjoajasi omat tarkistukset suojaavat tiliäsi.',
  setupTitle: 'Määritä kaksivaiheinen tunnistautuminen',
  setupText:
    'Tarvitset puhelimeesi todennussovelluksen. Vahvista ensin henkilöllisyytesi antamalla salasanasi.',
  required: 'Tämä palvelin edellyttää kaksivaiheista tunnistautumista. Määritä se jatkaaksesi.',
  continueButton: 'Jatka',
  backToAccount: 'Takaisin tiliisi',
  scanText: 'Skannaa tämä QR-koodi todennussovelluksellasi.',
  qrLabel: 'QR-koodi, jolla tämä tili lisätään todennussovellukseen',
  typeInstead: 'Etkö voi skannata sitä? Anna sovellukseen sen sijaan tämä avain:',
  confirmLabel: 'Anna sitten sovelluksen näyttämä kuusinumeroinen koodi',
  confirmButton: 'Ota kaksivaiheinen tunnistautuminen käyttöön',
  wrongSetupCode:
    'Koodi ei täsmää. Tarkista, että puhelimesi kello on oikeassa ajassa, ja anna sitten koodi, jonka sovellus näyttää nyt.',
  cancelSetup: 'Peruuta',
  codesTitle: 'Varakoodisi',
  turnedOn: 'Kaksivaiheinen tunnistautuminen on käytössä.',
  codesReplaced: 'Uudet varakoodisi ovat valmiina. Aiemmat eivät enää toimi.',
  codesText:
    'Jos kadotat puhelimesi, kullakin näistä koodeista voi kirjautua kerran sovelluksen koodin sijaan. Säilytä niitä turvallisessa paikassa, esimerkiksi salasanojen hallintasovelluksessa.',
  copyCodes: 'Kopioi koodit',
  codesOnce:
    'Nämä koodit näytetään vain kerran. Jos lataat tämän sivun uudelleen, niitä ei näytetä toista kertaa.',
  codesSaved: 'Olen tallentanut varakoodini',
  newCodesTitle: 'Luo uudet varakoodit',
  newCodesText:
    'Uudet varakoodit korvaavat kaikki nykyiset. Vahvista henkilöllisyytesi antamalla salasanasi.',
  newCodesButton: 'Luo uudet varakoodit',
  removeTitle: 'Poista kaksivaiheinen tunnistautuminen käytöstä',
  removeText:
    'Kirjautuessa kysytään sen jälkeen vain salasanaasi, ja varakoodisi lakkaavat toimimasta. Vahvista henkilöllisyytesi antamalla salasanasi.',
  removeRequired:
    'Tämä palvelin edellyttää kaksivaiheista tunnistautumista: sinua pyydetään heti määrittämään se uudelleen.',
  removeButton: 'Poista kaksivaiheinen tunnistautuminen käytöstä',
  turnedOff: 'Kaksivaiheinen tunnistautuminen on poistettu käytöstä.',
};
