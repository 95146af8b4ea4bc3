/** Words of the notifications a push's owner gets: the mails and the webhook texts of views, failed passphrases and expiry. */
export const notify = {
  kindRequest: 'Request',
  viewSubject: 'Your push “{name}” was viewed',
  viewSentence: 'Your push “{name}” was viewed.',
  viewedByCode: 'Viewed by {email}, verified by a mailed code.',
  viewedBySignIn: 'Viewed by {email} (signed in).',
  failedPassphraseSubject: 'A wrong passphrase was entered for your push “{name}”',
  failedPassphraseSentence: 'Someone entered a wrong passphrase for your push “{name}”.',
  expireSubject: 'Your push “{name}” has expired',
  expireSentence: 'Your push “{name}” has expired: its secret is deleted and its link no longer works.',
  requestAnsweredSubject: 'Your request “{name}” was answered',
  requestAnsweredSentence: 'Your request “{name}” was answered.',
  testSubject: 'Test notice',
  testSentence: 'This is a test from your notifications page: notices about your pushes reach you here.',
  // {digest} is the start of a hash of the push's link: it tells pushes of one name apart, and gives the link away to no one.
  facts: 'Kind: {kind}. Reference: {digest}. Time: {time}.',
  webhookLine: '{sentence} ({kind}, reference {digest})',
  dashboardLink: 'Open your dashboard',
  why: 'You get this mail because you asked to be told of these events. You can change that on your notifications page.',
};
