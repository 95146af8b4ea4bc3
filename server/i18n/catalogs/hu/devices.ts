import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {};
