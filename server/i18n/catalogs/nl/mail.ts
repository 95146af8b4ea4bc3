import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {};
