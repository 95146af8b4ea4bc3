/** Words of single sign-on with an OpenID Connect provider and its refusals. */
export const sso = {};
