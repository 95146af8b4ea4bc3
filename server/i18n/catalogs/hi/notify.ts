import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {};
