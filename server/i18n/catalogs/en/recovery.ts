/** Words of the pages that reset a forgotten password and sign a new person up. */
export const recovery = {};
