import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Salaisuuspyyntö',
  viewSubject: 'Lähetystäsi ”{name}” katsottiin',
  viewSentence: 'Lähetystäsi ”{name}” katsottiin.',
  viewedByCode: 'Avaaja {email}, vahvistettu lähetetyllä koodilla.',
  viewedBySignIn: 'Avaaja {email} (kirjautuneena).',
  failedPassphraseSubject: 'Lähetykseesi ”{name}” syötettiin väärä tunnuslause',
  failedPassphraseSentence: 'Joku syötti väärän tunnuslauseen lähetykseesi ”{name}”.',
  expireSubject: 'Lähetyksesi ”{name}” on vanhentunut',
  expireSentence:
    'Lähetyksesi ”{name}” on vanhentunut: sen salaisuus on poistettu, eikä sen linkki enää toimi.',
  requestAnsweredSubject: 'Salaisuuspyyntöösi ”{name}” vastattiin',
  requestAnsweredSentence: 'Salaisuuspyyntöösi ”{name}” vastattiin.',
  testSubject: 'Testi-ilmoitus',
  testSentence:
    'Tämä on testi ilmoitussivultasi: lähetyksiäsi koskevat ilmoitukset tavoittavat sinut täällä.',
  facts: 'Tyyppi: {kind}. Viite: {digest}. Aika: {time}.',
  webhookLine: '{sentence} ({kind}, viite {digest})',
  dashboardLink: 'Avaa yleiskatsaus',
  why: 'Saat tämän viestin, koska pyysit ilmoituksia näistä tapahtumista. Voit muuttaa tätä ilmoitussivullasi.',
};
