import type { AreaMessages } from '../../catalog.ts';

export const recipient: AreaMessages<'recipient'> = {};
