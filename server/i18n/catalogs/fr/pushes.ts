import type { AreaMessages } from '../../catalog.ts';

export const pushes: AreaMessages<'pushes'> = {};
