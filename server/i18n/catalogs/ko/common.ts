import type { AreaMessages } from '../../catalog.ts';

export const common: AreaMessages<'common'> = {};
