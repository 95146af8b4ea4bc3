import { expect, it } from 'vitest';
import type { BrandLogoRecord } from '../../../server/store/brand-logo-store.ts';
import type { Opened } from './conformance.ts';

const PNG: BrandLogoRecord = {
  name: '0123456789abcdef.png',
  type: 'image/png',
  base64: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255]).toString('base64'),
};

/** BrandLogoStore: uploaded logos, kept by their content's name. */
export function brandLogoRules(adapter: Opened): void {
  it('finds a kept logo by its name with its type and every byte, and nothing by another name', async () => {
    const store = await adapter.open();
    await store.putBrandLogo(PNG);
    expect(await store.findBrandLogo(PNG.name)).toEqual(PNG);
    expect(await store.findBrandLogo('fedcba9876543210.png')).toBeUndefined();
  });

  it('keeps the first of two puts under one name, so a name always means the same bytes', async () => {
    const store = await adapter.open();
    await Promise.all([store.putBrandLogo(PNG), store.putBrandLogo({ ...PNG, base64: 'AAAA' })]);
    expect((await store.findBrandLogo(PNG.name))?.base64).toBe(PNG.base64);
  });

  it('keeps logos when opened again', async () => {
    if (!adapter.durable) return;
    const store = await adapter.open();
    await store.putBrandLogo(PNG);
    const again = await adapter.reopen(store);
    expect(await again.findBrandLogo(PNG.name)).toEqual(PNG);
  });
}
