import { expect, it } from 'vitest';
import type { Opened } from './conformance.ts';

/** StoreControl: what the server asks of the store as a whole. */
export function storeControlRules(adapter: Opened): void {
  it('reports that it takes writes when nothing is wrong, and that it does not once closed', async () => {
    const store = await adapter.open();
    expect(await store.health()).toEqual({ writable: true, problem: null });
    await store.close();
    expect(await store.health()).toEqual({ writable: false, problem: 'closed' });
  });

  it('keeps the sealed key check, null until one is set', async () => {
    const store = await adapter.open();
    expect(await store.keyCheck()).toBeNull();
    await store.setKeyCheck('sealed:check');
    expect(await store.keyCheck()).toBe('sealed:check');
  });

  it('runs a task no other process runs and hands back what it returned', async () => {
    const store = await adapter.open();
    expect(await store.runAlone('conformance task', async () => 42)).toBe(42);
  });

  it('passes on the failure of a task it ran, and runs that task again afterwards', async () => {
    const store = await adapter.open();
    const failing = store.runAlone('conformance task', async () => {
      throw new Error('the task failed');
    });
    await expect(failing).rejects.toThrow('the task failed');
    expect(await store.runAlone('conformance task', async () => 'again')).toBe('again');
  });
}
