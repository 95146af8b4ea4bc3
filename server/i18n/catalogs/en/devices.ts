/** Words of the extension's sign-in and of the browser tokens on the token page. */
export const devices = {
  authorizeTitle: 'Sign in to the extension',
  authorizeQuestion: 'Allow the Secret Push extension in {name} to use your account {email}?',
  authorizeWhat:
    'It gets a token for this browser alone, to create, list and expire your pushes. You can revoke it at any time on the API token page.',
  authorizeOnlyIfYou: 'Allow it only if you have just chosen “Sign in” in the extension.',
  allow: 'Allow',
  cancel: 'Cancel',
  badRequestTitle: 'Not a valid sign-in request',
  badRequestText:
    "The extension's sign-in request is incomplete or not valid, so nothing was sent back to it. Start again from the extension's options.",

  browsersHeading: 'Browsers signed in to the extension',
  browsersIntro:
    'Each browser where you signed in to the Secret Push extension has a token of its own. Revoke one to sign that browser out: your API token and the other browsers keep working.',
  browsersNone: "No browser is signed in. Choose “Sign in” in the extension's options to add one.",
  browserSignedIn: 'Signed in {time}',
  browserLastUsed: 'Last used {time}',
  browserNeverUsed: 'Never used',
  revoke: 'Revoke',
  revokeLabel: 'Revoke the token of {name}',
  revoked: "The browser's token was revoked: the extension there is signed out.",
  unknownBrowserTitle: 'Browser token not found',
  unknownBrowserText: 'No browser token of yours has this id. It may have been revoked already.',
};
