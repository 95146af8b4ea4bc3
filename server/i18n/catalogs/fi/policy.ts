import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'Tämä palvelin ottaa jakoja vastaan vain kirjautuneilta käyttäjiltä. Kirjaudu sisään jakaaksesi.',
  passphraseRequired: 'Tämä palvelin vaatii tässä tunnuslauseen. Vähimmäispituus: {min}.',
  sealedRequired:
    'Tämä palvelin ottaa tämäntyyppisiä jakoja vastaan vain sinetöityinä (päästä päähän salattuina).',
  optionRequired: 'Tämä palvelin vaatii tämän asetuksen.',
  gateRequiredAny:
    'Tämä palvelin vaatii portin: anna vastaanottajien sähköpostiosoitteet, salli linkki vain jäsenille tai anna osoitealueet.',
  gateRequiredEmail: 'Tämä palvelin vaatii vastaanottajien sähköpostiosoitteet: vain he voivat avata linkin.',
  gateRequiredMember: 'Tämä palvelin vaatii, että vain kirjautuneet jäsenet voivat avata linkin.',
  lifeInHours: 'Tällä palvelimella sallittu voimassaoloaika (tunteina): {min}–{max}.',
  mailDomains: 'Linkkejä voi lähettää sähköpostilla vain näiden verkkotunnusten osoitteisiin: {domains}.',
  textAnswersOff:
    'Tekstilähetykset eivät ole käytössä tällä palvelimella, joten vastata voi vain tiedostoilla.',
};
