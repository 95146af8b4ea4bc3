import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Aanvraag',
  viewSubject: 'Je push ‘{name}’ is bekeken',
  viewSentence: 'Je push ‘{name}’ is bekeken.',
  viewedByCode: 'Geopend door {email}, bevestigd met een gemailde code.',
  viewedBySignIn: 'Geopend door {email} (aangemeld).',
  failedPassphraseSubject: 'Verkeerde wachtzin ingevoerd voor je push ‘{name}’',
  failedPassphraseSentence: 'Iemand heeft een verkeerde wachtzin ingevoerd voor je push ‘{name}’.',
  expireSubject: 'Je push ‘{name}’ is verlopen',
  expireSentence: 'Je push ‘{name}’ is verlopen: het geheim is verwijderd en de link werkt niet meer.',
  requestAnsweredSubject: 'Je aanvraag ‘{name}’ is beantwoord',
  requestAnsweredSentence: 'Je aanvraag ‘{name}’ is beantwoord.',
  testSubject: 'Testmelding',
  testSentence: 'Dit is een test vanaf je meldingenpagina: meldingen over je pushes komen hier bij je aan.',
  facts: 'Soort: {kind}. Kenmerk: {digest}. Tijd: {time}.',
  webhookLine: '{sentence} ({kind}, kenmerk {digest})',
  dashboardLink: 'Je dashboard openen',
  why: 'Je krijgt deze e-mail omdat je hebt gevraagd om meldingen van deze gebeurtenissen. Je kunt dat wijzigen op je meldingenpagina.',
};
