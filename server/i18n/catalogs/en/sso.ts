/** Words of single sign-on with an OpenID Connect provider and its refusals. */
export const sso = {
  signInWith: 'Sign in with {name}',
  signInWithProvider: 'Sign in with single sign-on',
  refusedTitle: 'Single sign-on',
  refusedHeading: 'You are not signed in',
  refusedDomain:
    'Addresses at {domain} cannot sign in here. Sign in with an account of your organization, or ask an administrator which addresses may sign in.',
  refusedUnverified:
    'Your identity provider did not confirm your e-mail address, so it cannot be matched to an account here. Confirm the address with your provider, then try again.',
  refusedNoAccount: 'There is no account here for {email}. Ask an administrator to invite you.',
  refusedState:
    'This sign-in was not started in this browser, or its link was changed on the way. Start again from the sign-in page.',
  refusedReplayed:
    'This sign-in was already used. If you are not signed in, start again from the sign-in page.',
  refusedExpired:
    'This sign-in took longer than 10 minutes and has expired. Start again from the sign-in page.',
  refusedByProvider: 'Your identity provider did not sign you in: it was cancelled or refused there.',
  providerDown:
    'Your identity provider cannot be reached right now. Try again in a few minutes; if it keeps happening, tell an administrator.',
  providerError:
    'The answer from your identity provider could not be verified, so you were not signed in. Try again; if it keeps happening, tell an administrator.',
  backToSignIn: 'Back to sign in',
};
