import type { AreaMessages } from '../../catalog.ts';

export const account: AreaMessages<'account'> = {};
