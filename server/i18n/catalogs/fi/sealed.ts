import type { AreaMessages } from '../../catalog.ts';

export const sealed: AreaMessages<'sealed'> = {
  revealTitle: 'Sinetöity salaisuus sinulle',
  revealHeading: 'Joku lähetti sinulle sinetöidyn salaisuuden',
  revealNote:
    'Se on salattu päästä päähän: se aukeaa vain tässä selaimessa salaisen linkkisi avaimella, jota palvelin ei koskaan näe. Avaaminen lasketaan katselukerraksi.',
  openSecret: 'Avaa salaisuus',
  revealNoScript:
    'JavaScript on poissa käytöstä, joten tämä sivu ei voi purkaa salaisuuden salausta. Painike näyttää sen siksi sinetöitynä: lukeaksesi sen liitä se linkkisi avaimen kanssa minkä tahansa Secret Push -palvelimen sivulle /open.',
  keyMissing:
    'Tässä linkissä ei ole avainta, joten salaisuutta ei voi avata. Pyydä lähettäjältä koko salainen linkki, myös #-merkin jälkeinen osa.',
  keyMalformed:
    'Tämän linkin avain on vajaa tai vioittunut, joten salaisuutta ei voi avata. Pyydä lähettäjältä koko salainen linkki uudelleen.',
  opening: 'Avataan salaisuutta…',
  extensionOpens: 'Secret Push -laajennus avaa tämän salaisuuden tällä sivulla.',
  requestFailed: 'Palvelimeen ei saatu yhteyttä. Tarkista yhteytesi ja yritä uudelleen.',
  reasonBadKey:
    'Tämä ei ole kelvollinen avain. Liitä koko salainen linkki tai sen k1=:n jälkeiset 43 merkkiä.',
  reasonWrongKey:
    'Tämä avain ei avaa salaisuutta, tai salaisuus on vioittunut. Tarkista, että sinulla on koko linkki täsmälleen sellaisena kuin se lähetettiin.',
  reasonNotSealed: 'Tämä ei ole sinetöity salaisuus: mikään sen riveistä ei ala merkeillä SP-SEALED-.',
  reasonFileNotSealed: 'Tämä ei ole sinetöity tiedosto.',
  reasonUnsupported:
    'Tämä salaisuus on sinetöity uudemmassa muodossa kuin tämä sivu osaa avata. Avaa se ajantasaisella Secret Push -palvelimella tai -laajennuksella.',
  reasonTruncated: 'Osa sinetöidystä salaisuudesta puuttuu: se on katkennut. Kopioi se uudelleen kokonaan.',
  reasonFileTruncated: 'Tiedosto on vajaa: se päättyy ennen viimeistä osaansa. Lataa se uudelleen.',
  reasonReordered:
    'Tämän tiedoston osat ovat väärässä järjestyksessä tai osa niistä puuttuu, joten se hylättiin.',
  fileNumber: 'Tiedosto {number}',
  fileProgress: 'Puretaan salausta: {percent}',
  fileSaved: 'Salaus purettu ja tiedosto tallennettu latauksiisi.',
  fileFailed:
    'Lataus epäonnistui. Yritä uudelleen; jos sen linkki on vanhentunut, avaa salainen linkki uudelleen saadaksesi uuden (jos katselukertoja on jäljellä).',
  openTitle: 'Avaa sinetöity salaisuus',
  openIntro:
    'Liitä sinetöity salaisuus ja sen salainen linkki tai avain. Salaus puretaan täällä, selaimessasi: tämä sivu ei lähetä mitään millekään palvelimelle.',
  envelopeLabel: 'Sinetöity teksti',
  envelopeHint:
    'Teksti, joka näytetään salaisuuden tilalla, tai ainakin sen rivit, jotka alkavat merkeillä SP-SEALED-.',
  keyLabel: 'Salainen linkki tai avain',
  keyHint: 'Koko salainen linkki, sen osa alkaen #k1= tai avaimen 43 merkkiä.',
  filesLabel: 'Sinetöidyt tiedostot (valinnainen)',
  filesHint: 'Salaisesta linkistä ladatut tiedostot, joiden nimet ovat 1.sealed, 2.sealed ja niin edelleen.',
  openNoScript:
    'Tämä sivu purkaa salauksen selaimessasi ja tarvitsee JavaScriptin, joka on poissa käytöstä. Ota se käyttöön, niin voit avata sinetöidyn salaisuuden.',
  envelopeMissing: 'Liitä sinetöity teksti tai valitse sinetöidyt tiedostot.',
  keyNeeded: 'Liitä salainen linkki tai sen avain.',
  openedHeading: 'Avattu salaisuus',
};
