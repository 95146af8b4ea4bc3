import { describe, expect, it } from 'vitest';
import { harness } from '../harness.ts';

describe('/up of a worker', () => {
  it('says 503 while another worker of the server still refuses, and 200 once every worker serves', async () => {
    const workers = { allServing: false, asked: 0 };
    const h = await harness(() => {}, {
      allWorkersServing: async () => {
        workers.asked++;
        return workers.allServing;
      },
    });
    const refused = await h.app.request('http://push.test/up');
    expect([
      refused.status,
      refused.headers.get('retry-after'),
      refused.headers.get('cache-control'),
    ]).toEqual([503, '5', 'no-store']);
    workers.allServing = true;
    const up = await h.app.request('http://push.test/up');
    expect([up.status, up.headers.get('retry-after')]).toEqual([200, null]);
    expect(workers.asked).toBe(2);
  });

  it('does not ask the other workers when its own store refuses: it is down whatever they say', async () => {
    let asked = 0;
    const h = await harness(() => {}, {
      allWorkersServing: async () => {
        asked++;
        return true;
      },
    });
    await h.store.close();
    expect((await h.app.request('http://push.test/up')).status).toBe(503);
    expect(asked).toBe(0);
  });
});
