import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Anmodning',
  viewSubject: 'Din deling “{name}” er blevet vist',
  viewSentence: 'Din deling “{name}” er blevet vist.',
  viewedByCode: 'Åbnet af {email}, bekræftet med en tilsendt kode.',
  viewedBySignIn: 'Åbnet af {email} (logget ind).',
  failedPassphraseSubject: 'Der blev indtastet en forkert adgangssætning til din deling “{name}”',
  failedPassphraseSentence: 'Nogen indtastede en forkert adgangssætning til din deling “{name}”.',
  expireSubject: 'Din deling “{name}” er udløbet',
  expireSentence:
    'Din deling “{name}” er udløbet: Dens hemmelighed er slettet, og dens link virker ikke længere.',
  requestAnsweredSubject: 'Din anmodning “{name}” er blevet besvaret',
  requestAnsweredSentence: 'Din anmodning “{name}” er blevet besvaret.',
  testSubject: 'Testbesked',
  testSentence:
    'Dette er en test fra din side med notifikationer: Beskeder om dine delinger når frem til dig her.',
  facts: 'Type: {kind}. Reference: {digest}. Tidspunkt: {time}.',
  webhookLine: '{sentence} ({kind}, reference {digest})',
  dashboardLink: 'Åbn din oversigt',
  why: 'Du får denne mail, fordi du har bedt om besked om disse hændelser. Du kan ændre det på din side med notifikationer.',
};
