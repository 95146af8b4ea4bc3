import type { BrandLogoRecord } from '../brand-logo-store.ts';
import type { Effect } from './effects.ts';
import type { StoreState } from './store-state.ts';

/** The port's rule for uploaded logos: kept once by name, never changed. */
export function putBrandLogo(state: StoreState, emit: (effect: Effect) => void, logo: BrandLogoRecord): void {
  if (state.brandLogos.has(logo.name)) return;
  emit({ t: 'logo', logo });
}
