import type { AreaMessages } from '../../catalog.ts';

export const notifyPage: AreaMessages<'notifyPage'> = {};
