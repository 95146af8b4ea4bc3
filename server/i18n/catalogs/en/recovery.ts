/** Words of the pages that reset a forgotten password and sign a new person up. */
export const recovery = {
  forgotLink: 'Forgot your password?',
  signUpLink: 'No account yet? Sign up',
  changeEmailLink: 'Change your e-mail address',

  sendLink: 'Send the link',
  backToSignIn: 'Back to sign-in',
  tooManyRequests:
    'Too many requests for this address or from your network. Please wait an hour and try again.',
  checkMailTitle: 'Check your mail',
  noMailArrived: 'Nothing arrived? Look in your spam folder, or ask again in a few minutes.',

  resetTitle: 'Reset your password',
  resetIntro:
    'Enter the e-mail address of your account, and we will send you a link to choose a new password.',
  resetSent:
    'If {email} has an account here, a link to choose a new password is on its way. It works once, within {duration}.',
  resetNoMailTitle: 'Password reset is not set up',
  resetNoMail:
    'This server sends no e-mail, so it cannot send you a reset link. Ask your administrator to set a new password for you: they can run {command} with your e-mail address on the server.',
  resetOffTitle: 'No password to reset',
  resetOff:
    'This server signs people in through single sign-on only, so there is no password here to reset. If you cannot sign in, ask your administrator.',
  newPasswordTitle: 'Choose a new password',
  newPasswordIntro: 'For your account {email}. Saving it signs you out everywhere you are signed in.',
  saveNewPassword: 'Save the new password',
  resetDoneTitle: 'Your password is changed',
  resetDone: 'Sign in with your new password. You were signed out everywhere else.',
  resetLinkGone:
    'This reset link is unknown, was already used, or is older than an hour. Each new request also replaces the links sent before it.',
  askAgain: 'Ask for a new link',

  signUpTitle: 'Sign up',
  signUpIntro: 'Enter your e-mail address, and we will send you a link to confirm it and choose a password.',
  signUpAddressRefused:
    'This server accepts sign-ups only from some e-mail addresses, and this is not one of them. Ask an administrator for an invitation.',
  signUpSent: 'We sent a mail to {email}. Follow its link within {duration} to go on.',
  signUpOffTitle: 'Sign-up is not available',
  signUpOff: 'This server does not let people sign up by themselves. Ask an administrator for an invitation.',
  signUpNoMail:
    'Sign-up needs e-mail, which this server does not send. Ask an administrator for an invitation: they can make one on the admin page and pass its link on to you.',
  signUpConfirmTitle: 'Choose your password',
  signUpConfirmIntro: 'Your address {email} is confirmed. Choose a password to make your account.',
  signUpTakenTitle: 'You already have an account',
  signUpTaken: 'There is already an account with this address. Reset its password to sign in.',
  signUpDoneTitle: 'Your account is ready',
  signUpDone: 'Sign in with your e-mail address and the password you chose.',
  signUpLinkGone: 'This sign-up link is unknown, was already used, or is older than a day.',
  signUpAgain: 'Sign up again',

  emailChangeTitle: 'Change your e-mail address',
  emailChangeIntro:
    'Your address is {email}. We will send a link to the new address; the change is made when you follow it.',
  newEmail: 'New e-mail address',
  sameEmail: 'This is already your address.',
  emailChangeSent: 'We sent a link to {email}. Your address changes when you follow it, within {duration}.',
  emailChangeSso:
    'You sign in through single sign-on, and your identity provider keeps your e-mail address. Change it there.',
  emailChangeNoMail:
    'This server sends no e-mail, so it cannot confirm a new address. Ask your administrator: they can invite the new address from the admin page, as a new account.',
  emailConfirmTitle: 'Confirm your new e-mail address',
  emailConfirmIntro: 'Change the address of your account from {old} to {new}?',
  emailConfirmButton: 'Change the address',
  emailTaken: 'Another account already uses {email}, so the address was not changed.',
  emailChangedTitle: 'Your e-mail address is changed',
  emailChanged: "Your account's address is now {email}. Sign in with it from now on.",
  emailLinkGone: 'This confirmation link is unknown, was already used, or is older than a day.',
  backToAccount: 'Back to your account',

  inviteTextMailed:
    'The invitation is a link for one person, valid for {duration}: it lets them choose a password and sign in. It is sent to their e-mail address.',
  sendInvitation: 'Send the invitation',
  invitationMailed: 'The invitation is on its way to {email}.',
  invitationMailedLink:
    'Here is its link too, if you would rather pass it on yourself. It is shown only once.',
};
