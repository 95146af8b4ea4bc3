/** Words of two-factor sign-in: setting up TOTP, backup codes and the second sign-in step. */
export const twoFactor = {
  stepTitle: 'Two-factor authentication',
  stepIntro: 'Enter the six-digit code your authenticator app shows for this account.',
  codeLabel: 'Code',
  stepBackupHint: 'No phone at hand? Enter one of your backup codes instead.',
  verifyButton: 'Verify and sign in',
  wrongCode: 'That code is not right, or it was used already. Enter the code your app shows now.',
  startOver: 'Sign in again',
  stepExpired: 'Your sign-in took too long. Please enter your e-mail and password again.',

  sectionHeading: 'Two-factor authentication',
  offText:
    'Protect your account with a second step at sign-in: after your password, a code from an authenticator app on your phone.',
  setUpLink: 'Set up two-factor authentication',
  onText: 'On since {date}. Signing in asks for a code from your authenticator app after your password.',
  backupLeft: {
    one: '{count} unused backup code left.',
    other: '{count} unused backup codes left.',
  },
  ssoOnly: "You sign in with single sign-on: your provider's own checks protect your account.",

  setupTitle: 'Set up two-factor authentication',
  setupText: 'You need an authenticator app on your phone. First, enter your password to confirm it is you.',
  required: 'This server requires two-factor authentication. Set it up to go on.',
  continueButton: 'Continue',
  backToAccount: 'Back to your account',
  scanText: 'Scan this QR code with your authenticator app.',
  qrLabel: 'QR code to add this account to an authenticator app',
  typeInstead: 'Cannot scan it? Enter this key in the app instead:',
  confirmLabel: 'Then enter the six-digit code the app shows',
  confirmButton: 'Turn on two-factor authentication',
  wrongSetupCode:
    "That code does not match. Check that your phone's clock is right, then enter the code the app shows now.",
  cancelSetup: 'Cancel',

  codesTitle: 'Your backup codes',
  turnedOn: 'Two-factor authentication is on.',
  codesReplaced: 'Your new backup codes are ready. The previous ones no longer work.',
  codesText:
    'If you lose your phone, each of these codes signs you in once instead of a code from the app. Keep them somewhere safe, such as your password manager.',
  copyCodes: 'Copy the codes',
  codesOnce: 'These codes are shown only once. Reloading this page will not show them again.',
  codesSaved: 'I have saved my backup codes',

  newCodesTitle: 'Make new backup codes',
  newCodesText:
    'New backup codes replace all of your current ones. Enter your password to confirm it is you.',
  newCodesButton: 'Make new backup codes',
  removeTitle: 'Turn off two-factor authentication',
  removeText:
    'Signing in will then ask only for your password, and your backup codes stop working. Enter your password to confirm it is you.',
  removeRequired:
    'This server requires two-factor authentication: you will be asked to set it up again at once.',
  removeButton: 'Turn off two-factor authentication',
  turnedOff: 'Two-factor authentication is off.',
};
