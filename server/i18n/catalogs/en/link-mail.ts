/** Words of the mail that sends a push's link to the addresses its sender gave (notify_emails_to). */
export const linkMail = {
  subject: '{sender} has sent you a push',
  heading: '{sender} has sent you a secret through {site}.',
  findLinkBelow: 'Please find the secret link below.',
  openLink: 'Open the secret link',
  expires: {
    one: 'The link expires after {duration} or {count} view, whichever comes first.',
    other: 'The link expires after {duration} or {count} views, whichever comes first.',
  },
  passphrase: 'It asks for a passphrase: {sender} gives it to you some other way, never in this e-mail.',
  deletable: 'Once you have read it, you can delete it yourself.',
  notExpected:
    'If you did not expect a secret from {sender}, ask them some other way before you open the link.',
};
