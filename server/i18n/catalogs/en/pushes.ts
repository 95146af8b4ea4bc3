export const pushes = {};
