/** Words of the pages that reset a forgotten password and sign a new person up. */
export const recovery = {
  forgotLink: 'Forgot your password?',
  signUpLink: 'No account yet? Sign up',
  changeEmailLink: 'Change your e-mail address',
};
