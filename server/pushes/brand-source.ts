import type { Brand } from '../brand/brand.ts';
import { type BrandValues, brandOf, valuesOfBrand } from '../brand/brand-fields.ts';
import { overlaySavedBrand } from '../brand/brand-overlay.ts';
import type { PolicyStore } from '../store/policy-store.ts';
import { POLICY_REFRESH_MS } from './policy-source.ts';
import { savedRecordCopy } from './saved-record-copy.ts';

/** The brand the server's configuration gives: every field, those it sets pinned, and the footer flag. */
export interface BrandSettings {
  base: BrandValues;
  pins: Readonly<Record<string, string>>;
  showFooterMenu: boolean;
}

/** Settings that give `brand` and pin nothing: an administrator may change every field. */
export const fixedBrandSettings = (brand: Brand): BrandSettings => ({
  base: valuesOfBrand(brand),
  pins: {},
  showFooterMenu: brand.showFooterMenu,
});

export interface BrandSourceDeps {
  store: Pick<PolicyStore, 'readPolicy' | 'policyVersion'>;
  settings: BrandSettings;
  now: () => number;
  /** POLICY_REFRESH_MS by default: the brand is saved in the policy's record and follows its version. */
  refreshMs?: number;
}

/**
 * The brand in force on this server: the settings' brand with the administrator's saved fields
 * over it, checked against the policy's version once `refreshMs` has passed, as the policy is.
 */
export function brandSource({ store, settings, now, refreshMs = POLICY_REFRESH_MS }: BrandSourceDeps) {
  const made = (values: BrandValues) => ({ values, brand: brandOf(values, settings.showFooterMenu) });
  const start = made(settings.base);
  const copy = savedRecordCopy({ store, now, refreshMs }, (saved) =>
    made(overlaySavedBrand(settings.base, saved.rules, settings.pins)),
  );
  return {
    /** The brand in force, read again from the store when the copy is older than `refreshMs`. */
    current: async (): Promise<Brand> => (await copy.current()).brand,
    /** The brand last read, at once, for what cannot wait (a mail being composed); a stale copy is refreshed behind it. */
    latest: (): Brand => (copy.latest() ?? start).brand,
    /** The fields in force now, read from the store whatever the copy's age: what a change starts from. */
    fresh: async (): Promise<{ values: BrandValues; brand: Brand }> => (await copy.fresh()).value,
    forget: copy.forget,
    settings,
  };
}

export type BrandSource = ReturnType<typeof brandSource>;
