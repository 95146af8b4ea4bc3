/** Words of the secret link's pages: the retrieval step, the passphrase, the secret, its deletion. */
export const recipient = {
  revealTitle: 'A secret for you',
  revealHeading: 'Someone sent you a secret',
  revealNote: 'It is shown only when you ask for it, and each viewing counts towards its limit.',
  showSecret: 'Show the secret',
  // {time} is one of moreMinutes, moreHours or moreDays below, worded for this sentence.
  viewableFor: {
    one: 'This secret can be viewed once more, for {time}.',
    other: 'This secret can be viewed {count} more times, for {time}.',
  },
  moreMinutes: { one: '{count} more minute', other: '{count} more minutes' },
  moreHours: { one: '{count} more hour', other: '{count} more hours' },
  moreDays: { one: '{count} more day', other: '{count} more days' },
  passphraseTitle: 'Passphrase required',
  passphraseHeading: 'This secret is protected by a passphrase',
  passphraseAsk: 'Enter the passphrase the sender gave you.',
  passphraseLabel: 'Passphrase',
  wrongPassphrase: 'That passphrase is incorrect.',
  tooManyAttemptsTitle: 'Too many attempts',
  tooManyAttemptsText: 'Too many passphrase attempts. Please try again in a minute.',
  secretTitle: 'Your secret',
  secretLabel: 'The secret',
  copySecret: 'Copy to clipboard',
  qrImageLabel: 'QR code of the secret',
  qrHoldsText: 'The QR code holds this text:',
  qrTextLabel: 'The text of the QR code',
  copyQrText: 'Copy the text',
  filesHeading: 'Files',
  downloadLinksNote:
    'Download links work for a few minutes; open this link again (if views remain) for new ones.',
  // {time} is a duration such as "7 days" or "15 minutes".
  expiresAfter: {
    one: 'This secret link expires after {count} more view or within {time}, whichever comes first.',
    other: 'This secret link expires after {count} more views or within {time}, whichever comes first.',
  },
  lastView: 'That was the last view: this secret is now gone from the server.',
  deleteNow: 'Delete this secret now',
  goneTitle: 'Secret not available',
  goneHeading: 'This secret link has expired or does not exist',
  goneText:
    'Secret links stop working after their views or days run out, or when they are deleted. Ask the sender for a new one if you still need it.',
  formExpiredTitle: 'Please try again',
  formExpiredText: 'This form has expired. Go back, reload the page and try again.',
  deleteTitle: 'Delete this secret?',
  deleteText:
    'Once deleted, the secret is gone from the server: this link stops working for everyone, and it cannot be undone.',
  deleteConfirm: 'Yes, delete the secret',
  deleteKeep: 'To keep it, close this page: nothing has been deleted yet.',
  deletedTitle: 'Secret deleted',
  deletedText: 'The secret has been deleted: this link no longer works.',
  notDeletedTitle: 'Not deleted',
  notDeletedText: 'This secret cannot be deleted by its viewers.',
};
