import { describe, expect, it } from 'vitest';
import { openWhenReachable } from '../../../server/database/open-when-reachable.ts';
import { DatabaseOpenError, unreachableAtOpen } from '../../../server/store/database-open-error.ts';
import { StoreUnavailableError } from '../../../server/store/store-unavailable.ts';

const unreachable = () =>
  new DatabaseOpenError('PostgreSQL at db:5432 cannot be reached (ECONNREFUSED).', true);

/** An open that fails with the given errors in turn, then opens. */
function opens(failures: unknown[]) {
  const attempts = { count: 0, closed: 0 };
  const open = async () => {
    const failure = failures[attempts.count++];
    if (failure !== undefined) throw failure;
    return { store: 'opened' };
  };
  return { attempts, open };
}

describe('opening the store while the database may be down', () => {
  it('tries again after pauses that double up to 5 s while the database cannot be reached, saying so once', async () => {
    const { attempts, open } = opens([
      unreachable(),
      new StoreUnavailableError('ECONNRESET'),
      ...Array(4).fill(unreachable()),
    ]);
    const pauses: number[] = [];
    const told: unknown[] = [];
    const opened = await openWhenReachable(open, {
      unreachable: unreachableAtOpen,
      sleep: async (ms) => {
        pauses.push(ms);
      },
      stopped: () => false,
      close: async () => {},
      onWaiting: (error) => told.push(error),
    });
    expect(opened).toEqual({ store: 'opened' });
    expect(attempts.count).toBe(7);
    expect(pauses).toEqual([500, 1_000, 2_000, 4_000, 5_000, 5_000]);
    expect(told).toHaveLength(1);
  });

  it('gives up at once on an error that trying again would not mend: a refusal, a key, a schema', async () => {
    const refused = new DatabaseOpenError('PostgreSQL at db:5432 refused the user name or password (28P01).');
    const { attempts, open } = opens([unreachable(), refused]);
    const waiting = openWhenReachable(open, {
      unreachable: unreachableAtOpen,
      sleep: async () => {},
      stopped: () => false,
      close: async () => {},
    });
    await expect(waiting).rejects.toBe(refused);
    expect(attempts.count).toBe(2);
  });

  it('stops trying once the process stops, and closes a store that opened meanwhile', async () => {
    let stopped = false;
    const closed: unknown[] = [];
    const { attempts, open } = opens([unreachable()]);
    const opened = await openWhenReachable(open, {
      unreachable: unreachableAtOpen,
      sleep: async () => {
        stopped = true;
      },
      stopped: () => stopped,
      close: async (store) => {
        closed.push(store);
      },
    });
    expect([opened, attempts.count, closed]).toEqual([undefined, 1, []]);

    stopped = false;
    const late = opens([]);
    const result = await openWhenReachable(
      async () => {
        const store = await late.open();
        stopped = true;
        return store;
      },
      {
        unreachable: unreachableAtOpen,
        sleep: async () => {},
        stopped: () => stopped,
        close: async (s) => void closed.push(s),
      },
    );
    expect([result, closed]).toEqual([undefined, [{ store: 'opened' }]]);
  });
});
