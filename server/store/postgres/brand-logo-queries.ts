import type { BrandLogoRecord, BrandLogoStore } from '../brand-logo-store.ts';
import type { Query } from './push-queries.ts';

const S = {
  // The name is the content's digest: a second upload of the same bytes has nothing to add.
  put: {
    name: 'sp_put_brand_logo',
    text: 'INSERT INTO brand_logos (name, type, bytes) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING',
  },
  find: { name: 'sp_find_brand_logo', text: 'SELECT name, type, bytes FROM brand_logos WHERE name = $1' },
};

/** The columns of a kept logo, in the order `brandLogoValues` gives them. */
export const BRAND_LOGO_COLUMNS = ['name', 'type', 'bytes'] as const;

export const brandLogoValues = (logo: BrandLogoRecord): unknown[] => [
  logo.name,
  logo.type,
  Buffer.from(logo.base64, 'base64'),
];

/** The logo methods of the port, each one statement. */
export function brandLogoQueries(query: Query): BrandLogoStore {
  return {
    putBrandLogo: async (logo) => {
      await query(S.put, brandLogoValues(logo));
    },
    findBrandLogo: async (name) => {
      const row = (await query<{ name: string; type: string; bytes: Buffer }>(S.find, [name])).rows[0];
      return row === undefined
        ? undefined
        : { name: row.name, type: row.type, base64: row.bytes.toString('base64') };
    },
  };
}
