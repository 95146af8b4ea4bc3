import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'Tämä palvelin ottaa jakoja vastaan vain kirjautuneilta käyttäjiltä. Kirjaudu sisään jakaaksesi.',
  passphraseRequired: 'Tämä palvelin vaatii tässä tunnuslauseen. Vähimmäispituus: {min}.',
  sealedRequired:
    'Tämä palvelin ottaa tämäntyyppisiä jakoja vastaan vain sinetöityinä (päästä päähän salattuina).',
  optionRequired: 'Tämä palvelin vaatii tämän asetuksen.',
  lifeInHours: 'Tällä palvelimella sallittu voimassaoloaika (tunteina): {min}–{max}.',
  mailDomains: 'Linkkejä voi lähettää sähköpostilla vain näiden verkkotunnusten osoitteisiin: {domains}.',
  textAnswersOff:
    'Tekstilähetykset eivät ole käytössä tällä palvelimella, joten vastata voi vain tiedostoilla.',
};
