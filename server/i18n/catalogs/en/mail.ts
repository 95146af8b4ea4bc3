/** Words of the e-mails the server sends: password reset, invitations, sign-up and account notices. */
export const mail = {};
