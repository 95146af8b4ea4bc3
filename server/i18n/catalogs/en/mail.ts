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
  noticeSecondFactorRemovedSubject: 'An administrator turned off your two-factor sign-in',
  noticeSecondFactorRemoved:
    'An administrator of {site} turned off two-factor sign-in for your account {email} on {time}. Signing in now asks for your password only.',
  noticeSetUpAgain: 'You can set it up again from your account page.',
  accountLinkLabel: 'Open your account page',
  noticeRemovedNotAsked: 'If you did not ask for this, contact your administrator.',
  noticeSecondFactorFailuresSubject: 'Wrong two-factor codes were entered for your account',
  noticeSecondFactorFailures:
    'Several wrong two-factor codes were entered for your account {email} on {site}, the last on {time}, after its password was entered correctly.',
  noticeEmailSubject: 'Your e-mail address was changed',
  noticeEmail:
    'The e-mail address of your account {email} on {site} was changed on {time}. Mail about the account now goes to the new address.',
  noticeNotYou:
    'If this was not you, someone else may know your password: reset it now and tell your administrator.',
  noticeEmailNotYou:
    'If this was not you, tell your administrator now: this address can no longer be used to reset the password.',
  resetLinkLabel: 'Reset your password',
  linkWorksOnce: 'The link works once, within {duration}.',
  resetSubject: 'Reset your password on {site}',
  resetIntro: 'Someone, probably you, asked to reset the password of your account {email} on {site}.',
  resetButton: 'Choose a new password',
  resetNotYou: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  invitationSubject: '{inviter} invited you to {name} on {site}',
  invitationIntro:
    '{inviter} invited you to make an account {email} on {site}, a Secret Push server for sharing passwords and other secrets through links that expire.',
  invitationAdminIntro: 'You will be one of its administrators.',
  invitationButton: 'Accept the invitation',
  invitationWorksUntil: 'The link works once, until {time}.',
  invitationNotYou: 'If you did not expect this invitation, ignore this mail.',
  signupSubject: 'Confirm your sign-up on {site}',
  signupIntro: 'Someone, probably you, asked for an account on {site} with this address.',
  signupButton: 'Confirm and choose a password',
  signupNotYou: 'If this was not you, ignore this mail: no account is made.',
  signupExistingSubject: 'You already have an account on {site}',
  signupExistingIntro:
    'Someone, probably you, asked to sign up on {site} with this address, but it already has an account. To sign in without your password, reset it.',
  signInButton: 'Sign in',
  signupExistingNotYou: 'If this was not you, ignore this mail: nothing about your account changed.',
  emailChangeSubject: 'Confirm your new e-mail address on {site}',
  emailChangeIntro:
    'You asked to change the e-mail address of your account on {site} from {email} to this address.',
  emailChangeButton: 'Confirm the new address',
  emailChangeNotYou: 'If you did not ask for this, ignore this mail: the address stays as it is.',
};
