/** Words of the extension's sign-in and of the browser tokens on the token page. */
export const devices = {};
