import { expect, it } from 'vitest';
import type { FileKeyRecord } from '../../../server/store/file-key-store.ts';
import type { Opened } from './conformance.ts';
import { T0 } from './fixtures.ts';

let next = 0;
export function fileKeyRecord(overrides: Partial<FileKeyRecord> = {}): FileKeyRecord {
  next++;
  return {
    id: `file-${String(next).padStart(17, '0')}`,
    meta: `sealed:meta-${next}`,
    writtenAt: T0 + next,
    retiredUntil: null,
    ...overrides,
  };
}

const listed = ({ meta: _meta, ...rest }: FileKeyRecord) => rest;
const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

/** FileKeyStore: each stored file's sealed key and retirement mark. */
export function fileKeyRules(adapter: Opened): void {
  it("puts a file's row once, keeping the first when a second comes with its id", async () => {
    const store = await adapter.open();
    const row = fileKeyRecord();
    expect(await store.putFileKey(row)).toBe(true);
    expect(await store.putFileKey({ ...row, meta: 'sealed:another', writtenAt: T0 + 99 })).toBe(false);
    expect(await store.findFileKey(row.id)).toEqual(row);
    expect(await store.findFileKey('no-such-file')).toBeUndefined();
  });

  it('of two servers putting one row at once, exactly one puts it', async () => {
    const store = await adapter.open();
    const row = fileKeyRecord();
    const puts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => store.putFileKey({ ...row, meta: `sealed:copy-${i}` })),
    );
    expect(puts.filter(Boolean)).toHaveLength(1);
    expect((await store.findFileKey(row.id))?.meta).toMatch(/^sealed:copy-\d$/);
  });

  it('retires rows until a time, and hands out the ids whose time is up', async () => {
    const store = await adapter.open();
    const [a, b, live] = [fileKeyRecord(), fileKeyRecord(), fileKeyRecord()];
    for (const row of [a, b, live]) await store.putFileKey(row);
    expect(await store.retireFileKeys([a.id, 'no-such-file'], T0 + 1000)).toBe(1);
    expect(await store.retireFileKeys([b.id], T0 + 5000)).toBe(1);
    expect(await store.findFileKey(a.id)).toEqual({ ...a, retiredUntil: T0 + 1000 });
    expect(await store.fileKeysDue(T0 + 999)).toEqual([]);
    expect(await store.fileKeysDue(T0 + 1000)).toEqual([a.id]);
    expect((await store.fileKeysDue(T0 + 5000)).sort()).toEqual([a.id, b.id].sort());
    // A later retirement replaces the earlier mark.
    await store.retireFileKeys([b.id], T0 + 9000);
    expect(await store.fileKeysDue(T0 + 5000)).toEqual([a.id]);
    expect(await store.retireFileKeys([], T0)).toBe(0);
  });

  it('removes rows by id, saying how many there were, and lists the rest without their sealed keys', async () => {
    const store = await adapter.open();
    const rows = [fileKeyRecord(), fileKeyRecord(), fileKeyRecord({ retiredUntil: T0 + 60_000 })];
    for (const row of rows) await store.putFileKey(row);
    expect(await store.removeFileKeys([rows[0]?.id ?? '', rows[0]?.id ?? '', 'no-such-file'])).toBe(1);
    expect(await store.removeFileKeys([])).toBe(0);
    expect(await store.findFileKey(rows[0]?.id ?? '')).toBeUndefined();
    expect((await store.listFileKeys()).sort(byId)).toEqual(rows.slice(1).map(listed).sort(byId));
  });

  it('keeps rows, their retirement and their removal across closing and reopening its data', async (context) => {
    if (!adapter.durable) return context.skip();
    const store = await adapter.open();
    const [kept, retired, removed] = [fileKeyRecord(), fileKeyRecord(), fileKeyRecord()];
    for (const row of [kept, retired, removed]) await store.putFileKey(row);
    await store.retireFileKeys([retired.id], T0 + 1000);
    await store.removeFileKeys([removed.id]);
    const again = await adapter.reopen(store);
    expect(await again.findFileKey(kept.id)).toEqual(kept);
    expect(await again.findFileKey(retired.id)).toEqual({ ...retired, retiredUntil: T0 + 1000 });
    expect(await again.findFileKey(removed.id)).toBeUndefined();
    expect(await again.fileKeysDue(T0 + 1000)).toEqual([retired.id]);
  });
}
