/** Words of the notifications a push's owner gets: the mails and the webhook texts of views, failed passphrases and expiry. */
export const notify = {};
