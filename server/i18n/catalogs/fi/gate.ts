import type { AreaMessages } from '../../catalog.ts';

export const gate: AreaMessages<'gate'> = {
  title: 'Todista, kuka olet',
  emailHeading: 'Tämä salaisuus on vain vastaanottajalleen',
  emailAsk:
    'Anna sähköpostiosoitteesi. Jos lähettäjä valitsi sen, lähetämme sinulle koodin, joka avaa salaisuuden.',
  emailLabel: 'Sähköpostiosoitteesi',
  sendCode: 'Lähetä minulle koodi',
  codeHeading: 'Anna sähköpostin koodi',
  codeSent:
    'Jos {email} saa avata tämän salaisuuden, koodi on matkalla sinne. Koodi toimii kerran, {duration} kuluessa.',
  codeLabel: 'Koodi',
  openWithCode: 'Jatka',
  wrongCode: 'Koodi on väärä tai vanhentunut.',
  otherAddress: 'Käytä toista osoitetta',
  tooManyTitle: 'Liian monta yritystä',
  tooManyText: 'Koodeja on pyydetty tai kokeiltu liian monta. Yritä myöhemmin uudelleen.',
  networkTitle: 'Ei käytettävissä täältä',
  networkText: 'Tämän salaisuuden voi avata vain lähettäjän valitsemasta verkosta.',
  codeSubject: 'Koodisi salaisuuteen palvelussa {site}',
  codeMail: 'Koodisi kanssasi jaetun salaisuuden avaamiseen palvelussa {site}: {code}',
  codeMailWorks: 'Se toimii kerran, {duration} kuluessa.',
  codeMailNotYou: 'Jos et pyytänyt sitä, voit jättää tämän viestin huomiotta.',
  legend: 'Vastaanottaja',
  emailsLabel: 'Vain nämä osoitteet tai @verkkotunnukset saavat avata sen',
  emailsHint: 'Pilkuin eroteltuina. Vastaanottaja todistaa osoitteensa sinne lähetetyllä koodilla.',
  mailLinkLabel: 'Lähetä salainen linkki myös sähköpostilla näihin osoitteisiin',
  mailLinkHint:
    'Jokainen yllä oleva kokonainen osoite (ei @verkkotunnus) saa linkin omassa viestissään vastaanottajan kielellä.',
  mailLinkNoAddress:
    'Lähettääksesi linkin sähköpostilla anna yllä vähintään yksi kokonainen osoite (name@example.com): @verkkotunnuksella ei ole postilaatikkoa.',
  membersLabel: 'Vain tämän palvelimen kirjautuneet jäsenet',
  networksLabel: 'Vain näistä osoitealueista',
  networksHint: 'IPv4- tai IPv6-CIDR-alueita, kuten 192.0.2.0/24, pilkuin eroteltuina.',
  burnLabel: 'Vanhenna se näin monen väärän koodin tai salalauseen jälkeen',
  auditPassedCode: 'Avaaja {email}, vahvistettu lähetetyllä koodilla',
  auditPassedMember: 'Avaaja {email} (kirjautuneena)',
  auditPassedNetwork: 'Avattu sallitusta verkosta',
  auditRefused: 'Pääsynvalvonta esti',
  memberText: 'Vain tämän palvelimen jäsenet saavat avata sen: kirjaudu sisään, niin palaat tänne.',
};
