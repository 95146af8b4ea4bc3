import { brandValueProblem } from './brand-checks.ts';
import { BRAND_FIELDS, type BrandValues } from './brand-fields.ts';

/**
 * The brand's fields in force: the settings' fields with the administrator's saved ones laid over
 * them, except those a setting pins. A saved value that no longer fits is passed over.
 */
export function overlaySavedBrand(
  base: BrandValues,
  saved: Readonly<Record<string, string>>,
  pins: Readonly<Record<string, string>>,
): BrandValues {
  const values = { ...base } as Record<string, unknown>;
  for (const field of BRAND_FIELDS) {
    const json = saved[field];
    if (json === undefined || pins[field] !== undefined) continue;
    try {
      const value: unknown = JSON.parse(json);
      if (brandValueProblem(field, value) === null) values[field] = value;
    } catch {
      // Not JSON: passed over like any value that does not fit.
    }
  }
  return values as BrandValues;
}
