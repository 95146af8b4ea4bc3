/** Words of the e-mails the server sends: password reset, invitations, sign-up and account notices. */
export const mail = {
  noticePasswordSubject: 'Your password was changed',
  noticePassword: 'The password of your account {email} on {site} was changed on {time}.',
  noticeSecondFactorOnSubject: 'Two-factor sign-in was turned on',
  noticeSecondFactorOn:
    'Two-factor sign-in was turned on for your account {email} on {site} on {time}. Signing in now asks for a code from your authenticator app as well as your password.',
  noticeSecondFactorOffSubject: 'Two-factor sign-in was turned off',
  noticeSecondFactorOff:
    'Two-factor sign-in was turned off for your account {email} on {site} on {time}. Signing in now asks for your password only.',
  noticeEmailSubject: 'Your e-mail address was changed',
  noticeEmail:
    'The e-mail address of your account {email} on {site} was changed on {time}. Mail about the account now goes to the new address.',
  noticeNotYou:
    'If this was not you, someone else may know your password: reset it now and tell your administrator.',
  noticeEmailNotYou:
    'If this was not you, tell your administrator now: this address can no longer be used to reset the password.',
  resetLinkLabel: 'Reset your password',
};
