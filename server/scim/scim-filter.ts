import { ScimError } from './scim-json.ts';

/** One `attribute eq "value"` comparison, the only filter providers send for matching (RFC 7644 §3.4.2.2). */
export interface ScimFilter {
  /** The attribute path in lower case, a value filter kept: `username`, `emails[type eq "work"].value`. */
  attribute: string;
  value: string;
}

const COMPARISON = /^(.*\S)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i;

/** Parses a `filter` query; anything but one equality is a 400 `invalidFilter`. */
export function parseFilter(filter: string | undefined, attributes: readonly string[]): ScimFilter | null {
  if (filter === undefined || filter.trim() === '') return null;
  const found = COMPARISON.exec(filter.trim());
  const attribute = found?.[1]?.replace(/\s+/g, ' ').toLowerCase();
  if (found === undefined || found === null || attribute === undefined || !attributes.includes(attribute)) {
    throw new ScimError(
      400,
      `Only one equality filter is supported, on ${attributes.join(', ')}: not "${filter.slice(0, 200)}".`,
      'invalidFilter',
    );
  }
  return { attribute, value: JSON.parse(`"${found[2] ?? ''}"`) as string };
}
