export const pushForm = {};
