/** Words of two-factor sign-in: setting up TOTP, backup codes and the second sign-in step. */
export const twoFactor = {};
