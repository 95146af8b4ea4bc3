import { type Brand, DEFAULT_BRAND } from '../../server/brand/brand.ts';
import { brandPins } from '../../server/brand/brand-fields.ts';
import { readBrandSettings } from '../../server/brand/brand-settings.ts';
import { type BrandSettings, brandSource, fixedBrandSettings } from '../../server/pushes/brand-source.ts';
import type { PolicyStore } from '../../server/store/policy-store.ts';

export interface BrandOptions {
  /** The brand to start from, nothing pinned; Secret Push's own when omitted. */
  brand?: Brand;
  /** `PWP__BRAND__*` settings, read as main.ts reads them: each set one pins its field (over `brand`). */
  brandEnv?: Record<string, string>;
  /** How long a copy is trusted: the policy's, as the brand follows its version. */
  policy?: { refreshMs?: number };
}

function settingsOf(options: BrandOptions): BrandSettings {
  const env = options.brandEnv;
  if (env === undefined) return fixedBrandSettings(options.brand ?? DEFAULT_BRAND);
  const problems: string[] = [];
  const flag = (name: string, fallback: boolean) =>
    env[name] === undefined ? fallback : env[name] === 'true';
  const brand = readBrandSettings(env, { flag }, problems);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return { ...fixedBrandSettings(brand), pins: brandPins(env) };
}

/** The brand source a test's app and mailer read, over its store, as serving-app.ts makes it. */
export function testBrandSource(
  store: Pick<PolicyStore, 'readPolicy' | 'policyVersion'>,
  now: () => number,
  options: BrandOptions,
) {
  const refreshMs = options.policy?.refreshMs;
  return brandSource({
    store,
    settings: settingsOf(options),
    now,
    ...(refreshMs === undefined ? {} : { refreshMs }),
  });
}
