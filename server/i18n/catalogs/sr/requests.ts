import type { AreaMessages } from '../../catalog.ts';

export const requests: AreaMessages<'requests'> = {};
