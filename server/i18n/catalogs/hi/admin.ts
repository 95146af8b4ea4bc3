import type { AreaMessages } from '../../catalog.ts';

export const admin: AreaMessages<'admin'> = {};
