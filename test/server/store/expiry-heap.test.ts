import { expect, it } from 'vitest';
import { ExpiryHeap } from '../../../server/store/memory/expiry-heap.ts';

it('hands out only the entries due at the given time, earliest first, whatever the insertion order', () => {
  const heap = new ExpiryHeap();
  const times = Array.from({ length: 200 }, (_, i) => (i * 7919) % 200);
  for (const t of times) heap.push(t, `t${t}`);
  const popped: string[] = [];
  for (let token = heap.popDue(99); token !== undefined; token = heap.popDue(99)) popped.push(token);
  expect(popped).toEqual(Array.from({ length: 100 }, (_, i) => `t${i}`));
  expect(heap.size).toBe(100);
  expect(heap.popDue(99)).toBeUndefined();
  expect(heap.popDue(100)).toBe('t100');
});
