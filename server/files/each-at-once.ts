/**
 * Runs `work` over `items`, `inFlight` at a time. After a failure no new item starts; the ones
 * under way finish, and the first failure is thrown.
 */
export async function eachAtOnce<T>(
  items: readonly T[],
  inFlight: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      await work(item).catch((error: unknown) => {
        failed = true;
        throw error;
      });
    }
  };
  const lanes = Array.from({ length: Math.max(1, Math.min(inFlight, items.length)) }, lane);
  const failure = (await Promise.allSettled(lanes)).find((settled) => settled.status === 'rejected');
  if (failure !== undefined) throw failure.reason;
}
