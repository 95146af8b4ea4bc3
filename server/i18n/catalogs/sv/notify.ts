import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Begäran',
  viewSubject: 'Din delning ”{name}” har visats',
  viewSentence: 'Din delning ”{name}” har visats.',
  viewedByCode: 'Öppnad av {email}, verifierad med en skickad kod.',
  viewedBySignIn: 'Öppnad av {email} (inloggad).',
  failedPassphraseSubject: 'Fel lösenfras angavs för din delning ”{name}”',
  failedPassphraseSentence: 'Någon angav fel lösenfras för din delning ”{name}”.',
  expireSubject: 'Din delning ”{name}” har gått ut',
  expireSentence: 'Din delning ”{name}” har gått ut: hemligheten är raderad och länken fungerar inte längre.',
  requestAnsweredSubject: 'Din begäran ”{name}” har besvarats',
  requestAnsweredSentence: 'Din begäran ”{name}” har besvarats.',
  testSubject: 'Testavisering',
  testSentence: 'Det här är ett test från din aviseringssida: aviseringar om dina delningar når dig här.',
  facts: 'Typ: {kind}. Referens: {digest}. Tid: {time}.',
  webhookLine: '{sentence} ({kind}, referens {digest})',
  dashboardLink: 'Öppna din översikt',
  why: 'Du får det här meddelandet eftersom du har bett om att få veta om sådana händelser. Du kan ändra det på din aviseringssida.',
};
