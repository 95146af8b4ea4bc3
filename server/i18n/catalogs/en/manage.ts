export const manage = {};
