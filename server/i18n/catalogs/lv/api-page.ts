import type { AreaMessages } from '../../catalog.ts';

export const apiPage: AreaMessages<'apiPage'> = {};
