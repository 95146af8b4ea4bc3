import type { Brand } from '../brand/brand.ts';
import { type BrandValues, brandOf, valuesOfBrand } from '../brand/brand-fields.ts';
import { overlaySavedBrand } from '../brand/brand-overlay.ts';
import type { PolicyStore } from '../store/policy-store.ts';
import { POLICY_REFRESH_MS } from './policy-source.ts';

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

interface Held {
  values: BrandValues;
  brand: Brand;
  version: number;
  checkedAt: number;
}

/**
 * The brand in force on this server: the settings' brand with the administrator's saved fields
 * over it, checked against the policy's version once `refreshMs` has passed, as the policy is.
 */
export function brandSource({ store, settings, now, refreshMs = POLICY_REFRESH_MS }: BrandSourceDeps) {
  const start = { values: settings.base, brand: brandOf(settings.base, settings.showFooterMenu) };
  let held: Held | undefined;
  let checking: Promise<Held> | undefined;

  async function check(): Promise<Held> {
    const at = now();
    if (held !== undefined && (await store.policyVersion()) === held.version) {
      held = { ...held, checkedAt: at };
      return held;
    }
    const saved = await store.readPolicy();
    const values = overlaySavedBrand(settings.base, saved.rules, settings.pins);
    held = { values, brand: brandOf(values, settings.showFooterMenu), version: saved.version, checkedAt: at };
    return held;
  }

  const stale = () => held === undefined || now() - held.checkedAt >= refreshMs;

  function refresh(): Promise<Held> {
    // Requests arriving together share one look at the store.
    checking ??= check().finally(() => {
      checking = undefined;
    });
    return checking;
  }

  /** The brand in force, read again from the store when the copy is older than `refreshMs`. */
  async function current(): Promise<Brand> {
    if (!stale() && held !== undefined) return held.brand;
    return (await refresh()).brand;
  }

  /** The brand last read, at once, for what cannot wait (a mail being composed); a stale copy is refreshed behind it. */
  function latest(): Brand {
    if (stale()) refresh().catch(() => {});
    return (held ?? start).brand;
  }

  /** The fields in force now, read from the store whatever the copy's age: what a change starts from. */
  async function fresh(): Promise<{ values: BrandValues; brand: Brand }> {
    held = undefined;
    const read = await check();
    return { values: read.values, brand: read.brand };
  }

  const forget = (): void => {
    held = undefined;
  };
  return { current, latest, fresh, forget, settings };
}

export type BrandSource = ReturnType<typeof brandSource>;
