export const apiPage = {};
