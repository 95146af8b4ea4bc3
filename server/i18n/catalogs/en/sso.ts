/** Words of single sign-on with an OpenID Connect provider and its refusals. */
export const sso = {
  signInWith: 'Sign in with {name}',
  signInWithProvider: 'Sign in with single sign-on',
};
