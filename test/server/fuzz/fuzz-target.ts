import { filesHarness } from '../files-harness.ts';
import { webClient } from '../web-client.ts';

export const PASSWORD = 'correct horse battery';
export const METRICS_TOKEN = 'scrape-token';

/** What the suite watches on one push: a refused request must leave it as it was. */
export interface PushState {
  countedViews: number;
  expired: boolean;
  audit: string[];
}

/**
 * An app with file storage and pushes of every kind, one behind a passphrase, one with a single view,
 * one already expired; a download link; a signed-in page session with its CSRF token.
 */
export async function fuzzTarget() {
  const h = await filesHarness(() => {}, { metrics: { token: METRICS_TOKEN } });
  await h.admin.setPassword('alice@example.com', PASSWORD);
  // The signed-in session is an administrator's, so the admin pages are fuzzed past their 403.
  await h.admin.setAdmin('alice@example.com', true);
  const userIds = await Promise.all(
    ['alice@example.com', 'bob@example.com'].map(
      async (email) => (await h.store.findUserByEmail(email))?.id ?? '',
    ),
  );
  const base = { expire_after_views: 100, retrieval_step: false };
  const seeded = [
    await h.create({ ...base, payload: 'seed text' }, h.alice),
    await h.create({ ...base, payload: 'seed pass', passphrase: 'pw' }, h.alice),
    await h.create({ ...base, kind: 'qr', payload: 'seed qr' }, h.alice),
    await h.create({ ...base, kind: 'url', payload: 'https://example.com/seed' }, h.alice),
    await h.create({ ...base, payload: 'seed anonymous', deletable_by_viewer: true }),
    await h.create({ payload: 'seed one view', expire_after_views: 1, retrieval_step: false }, h.alice),
    await h.create({ payload: 'seed expired', expire_after_views: 1 }, h.alice),
  ];
  const expired = seeded.at(-1)?.url_token ?? '';
  await h.call('GET', `/api/v2/pushes/${expired}`);
  const file = await h.upload([{ name: 'seed.txt', content: 'seed file' }], { expire_after_views: '100' });
  const tokens = [...seeded.map((p) => p.url_token), file.body.url_token];
  const shown = await h.call('GET', `/api/v2/pushes/${file.body.url_token}`, { token: h.alice });
  const link = new URL((shown.body as { files: { url: string }[] }).files[0]?.url ?? '').pathname.slice(3);

  const browser = webClient(h.app);
  await browser.get('/users/sign_in');
  await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
  await browser.get('/');
  const session = {
    cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    csrf: browser.csrf(),
  };

  async function snapshot(): Promise<Map<string, PushState>> {
    const states = new Map<string, PushState>();
    for (const token of tokens) {
      const push = await h.store.findPush(token);
      const audit = await h.store.auditLog(token, { offset: 0, limit: 10_000 });
      states.set(token, {
        countedViews: push?.countedViews ?? -1,
        expired: push?.expired ?? true,
        audit: audit.map((e) => e.kind).sort(),
      });
    }
    return states;
  }

  return { h, tokens, link, session, snapshot, userIds, users: { alice: h.alice, bob: h.bob } };
}

export type FuzzTarget = Awaited<ReturnType<typeof fuzzTarget>>;
