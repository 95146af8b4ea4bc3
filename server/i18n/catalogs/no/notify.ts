import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Anmodning',
  viewSubject: 'Delingen din «{name}» ble vist',
  viewSentence: 'Delingen din «{name}» ble vist.',
  viewedByCode: 'Åpnet av {email}, bekreftet med en tilsendt kode.',
  viewedBySignIn: 'Åpnet av {email} (innlogget).',
  failedPassphraseSubject: 'Feil passordfrase ble skrevet inn for delingen din «{name}»',
  failedPassphraseSentence: 'Noen skrev inn feil passordfrase for delingen din «{name}».',
  expireSubject: 'Delingen din «{name}» har utløpt',
  expireSentence: 'Delingen din «{name}» har utløpt: Hemmeligheten er slettet, og lenken virker ikke lenger.',
  requestAnsweredSubject: 'Anmodningen din «{name}» er besvart',
  requestAnsweredSentence: 'Anmodningen din «{name}» er besvart.',
  testSubject: 'Testvarsel',
  testSentence: 'Dette er en test fra varselsiden din: Varsler om delingene dine når deg her.',
  facts: 'Type: {kind}. Referanse: {digest}. Tidspunkt: {time}.',
  webhookLine: '{sentence} ({kind}, referanse {digest})',
  dashboardLink: 'Åpne oversikten din',
  why: 'Du får denne e-posten fordi du har valgt å bli varslet om disse hendelsene. Du kan endre det på varselsiden din.',
};
