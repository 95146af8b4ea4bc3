/**
 * Forgets the first-inserted eighth of a full map at once: removing one key at a time would make
 * each removal walk past the holes the earlier ones left, which turns a flood quadratic.
 */
export function forgetOldest(map: Map<string, unknown>): void {
  let left = Math.max(1, Math.floor(map.size / 8));
  for (const key of map.keys()) {
    if (left-- === 0) break;
    map.delete(key);
  }
}
