import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openMemoryStore } from '../../../server/store/memory/memory-store.ts';
import type { StateBackedStore } from '../../../server/store/memory/state-store.ts';
import type { Store } from '../../../server/store/port.ts';
import { portMethods, storeSlices } from './store-slices.ts';

const PORT = new URL('../../../server/store/port.ts', import.meta.url);

/** The port's declaration: the slices it extends, and whatever it declares itself. */
function portDeclaration(): { slices: string[]; ownBody: string } {
  const found = /export interface Store\s+extends([^{]+)\{([^}]*)\}/.exec(readFileSync(PORT, 'utf8'));
  if (found === null) throw new Error('port.ts no longer declares Store as a sum of slices');
  const [, extended = '', ownBody = ''] = found;
  return { slices: extended.split(',').map((name) => name.trim()), ownBody: ownBody.trim() };
}

// What the state-backed adapters offer beyond the port; the compiler keeps this listing exact.
const ADAPTER_OWN: Record<Exclude<keyof StateBackedStore, keyof Store>, true> = { replaceState: true };

describe('the store port in slices', () => {
  it('gives every slice the port is made of a conformance suite', () => {
    expect(storeSlices.map((slice) => slice.name).sort()).toEqual(portDeclaration().slices.sort());
    expect(storeSlices.filter((slice) => slice.suites.length === 0).map((slice) => slice.name)).toEqual([]);
  });

  it('declares no method on the port outside its slices', () => {
    expect(portDeclaration().ownBody).toBe('');
  });

  it('puts each method in one slice only', () => {
    const listed = storeSlices.flatMap((slice) => slice.methods);
    expect(listed.filter((method, i) => listed.indexOf(method) !== i)).toEqual([]);
    expect(listed.sort()).toEqual(Object.keys(portMethods).sort());
  });

  it('lists in its slices every method an adapter of the whole port offers', async () => {
    const store = openMemoryStore();
    const offered = Object.entries(store)
      .filter(([name, value]) => typeof value === 'function' && !(name in ADAPTER_OWN))
      .map(([name]) => name);
    await store.close();
    expect(offered.sort()).toEqual(storeSlices.flatMap((slice) => slice.methods).sort());
  });
});
