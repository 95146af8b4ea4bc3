/** Words of the mail that sends a push's link to the addresses its sender gave (notify_emails_to). */
export const linkMail = {};
