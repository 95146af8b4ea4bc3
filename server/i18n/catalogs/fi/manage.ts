import type { AreaMessages } from '../../catalog.ts';

export const manage: AreaMessages<'manage'> = {
  editTitle: 'Muokkaa lähetystä',
  editHeading: 'Muokkaa lähetystä ”{title}”',
  nameLabel: 'Nimi (näkyy vain sinulle)',
  nameHint: 'Auttaa erottamaan lähetyksesi toisistaan luettelossa.',
  noteLabel: 'Muistiinpano (näkyy vain sinulle)',
  noteHint: 'Omaksi muistiksi: kenelle se on ja miksi.',
  passphraseLabel: 'Tunnuslause (valinnainen)',
  newPassphraseLabel: 'Uusi tunnuslause (jätä tyhjäksi, jos haluat säilyttää nykyisen)',
  passphraseHint: 'Lähetä tunnuslause vastaanottajalle eri kautta kuin linkki.',
  removePassphrase: 'Poista tunnuslause',
  durationHint: 'Lasketaan luontihetkestä; jo kuluneita aikoja ei tarjota.',
  viewsHint: {
    one: '{count} katselukerta käytetty tähän mennessä.',
    other: '{count} katselukertaa käytetty tähän mennessä.',
  },
  retrievalStep: 'Noutovaihe (linkkien esikatselut eivät kuluta katselukertaa)',
  deletableByViewer: 'Vastaanottaja saa poistaa lähetyksen luettuaan',
  save: 'Tallenna muutokset',
  cancel: 'Peruuta',
  nameTooLong: 'Enintään {max} merkkiä.',
  noteTooLong: 'Enintään {max} merkkiä.',
  passphraseEmpty: 'Ei voi olla tyhjä: jätä se ennalleen tai poista se.',
  viewsUsedMeanwhile:
    'Arvon on oltava suurempi kuin käytetyt katselukerrat, joista osa käytettiin juuri äsken.',
  editExpired: 'Tämä lähetys on vanhentunut, eikä sitä voi enää muokata.',
  expireTitle: 'Lopetetaanko tämä lähetys?',
  expireHeading: 'Lopetetaanko ”{title}” nyt?',
  expireText: {
    one: 'Salaisuus poistetaan heti ja linkki lakkaa toimimasta, vaikka sillä on vielä {count} katselukerta jäljellä. Tätä ei voi perua. Lähetys jää vanhentuneiden lähetysten luetteloon tapahtumalokeineen.',
    other:
      'Salaisuus poistetaan heti ja linkki lakkaa toimimasta, vaikka sillä on vielä {count} katselukertaa jäljellä. Tätä ei voi perua. Lähetys jää vanhentuneiden lähetysten luetteloon tapahtumalokeineen.',
  },
  expireConfirm: 'Lopeta nyt',
  keepIt: 'Säilytä',
  alreadyExpiredTitle: 'Jo vanhentunut',
  alreadyExpiredHeading: '”{title}” on jo vanhentunut',
  alreadyExpiredText: 'Salaisuus on poistettu, eikä linkki enää toimi.',
  seeExpired: 'Näytä vanhentuneet lähetyksesi',
};
