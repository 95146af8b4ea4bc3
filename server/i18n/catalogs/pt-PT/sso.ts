import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {};
