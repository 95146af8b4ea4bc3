import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: 'Leyndarmál frá {sender}',
  heading: '{sender} sendi þér leyndarmál í gegnum {site}.',
  findLinkBelow: 'Leynitengilinn finnurðu hér fyrir neðan.',
  openLink: 'Opna leynitengilinn',
  expires: {
    one: 'Gildistími tengilsins: {duration} eða {count} skoðun, hvort sem kemur á undan.',
    other: 'Gildistími tengilsins: {duration} eða {count} skoðanir, hvort sem kemur á undan.',
  },
  passphrase:
    'Tengillinn biður um lykilfrasa: {sender} lætur þig fá hann eftir annarri leið, aldrei í þessum pósti.',
  deletable: 'Þegar þú hefur lesið leyndarmálið geturðu eytt því.',
  notExpected:
    'Ef þú áttir ekki von á leyndarmáli frá {sender} skaltu spyrjast fyrir eftir annarri leið áður en þú opnar tengilinn.',
};
