import type { ApiKeyScope } from '../store/api-key-store.ts';

/** Whether a key of scope `granted` may do what needs `needed`: `all` may do everything, the others only their own. */
export const scopeAllows = (granted: ApiKeyScope, needed: ApiKeyScope): boolean =>
  granted === 'all' || granted === needed;
