export const recipient = {};
