import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {};
