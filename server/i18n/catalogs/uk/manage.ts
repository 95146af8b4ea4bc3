import type { AreaMessages } from '../../catalog.ts';

export const manage: AreaMessages<'manage'> = {};
