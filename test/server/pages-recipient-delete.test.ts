import { afterEach, describe, expect, it } from 'vitest';
import type { Store } from '../../server/store/port.ts';
import { openPostgresStore } from '../../server/store/postgres/open-postgres-store.ts';
import { createTestDatabase, postgresAdminUrl } from '../support/pg-test.ts';
import { type Harness, harness } from './harness.ts';
import { webClient } from './web-client.ts';

const opened: Harness[] = [];
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});

type Adapter = [name: string, open: () => Promise<Harness>];
const track = async (h: Promise<Harness>) => {
  const ready = await h;
  opened.push(ready);
  return ready;
};
const postgresStore = async (): Promise<Store> =>
  openPostgresStore({ url: await createTestDatabase('recipient delete'), instanceKey: Buffer.alloc(32, 7) });

const ADAPTERS: Adapter[] = [
  ['the embedded store', () => track(harness(undefined, { durable: true }))],
  ...(postgresAdminUrl() === null
    ? []
    : [['PostgreSQL', async () => track(harness(undefined, { store: await postgresStore() }))] as Adapter]),
];

const secretOf = (token: string) => `/p/${token}`;

describe.each(ADAPTERS)('"Delete this secret now" on %s', (_name, open) => {
  it('asks first: the secret page only links to a confirmation step that deletes and counts nothing', async () => {
    const h = await open();
    const push = await h.create(
      { payload: 'delete-me', deletable_by_viewer: true, retrieval_step: false },
      h.alice,
    );
    const visitor = webClient(h.app);
    const shown = await visitor.get(secretOf(push.url_token));
    expect(shown.html).toContain(`<form method="get" action="/p/${push.url_token}/delete">`);
    expect(shown.html).not.toContain(`<form method="post" action="/p/${push.url_token}/delete">`);
    for (let i = 0; i < 2; i++) {
      const confirm = await visitor.get(`/p/${push.url_token}/delete`);
      expect(confirm.status).toBe(200);
      expect(confirm.html).toContain('<h1>Delete this secret?</h1>');
      expect(confirm.html).toContain(`<form method="post" action="/p/${push.url_token}/delete">`);
      expect(confirm.html).toMatch(/<input type="hidden" name="_csrf" value="[^"]+">/);
      expect(confirm.html).not.toContain('delete-me');
    }
    expect((await h.store.findPush(push.url_token))?.expired).toBe(false);
    expect(await h.auditKinds(push.url_token)).toEqual(['creation', 'view']);
  });

  it("offers Cancel, back to the link's first step, which deletes and counts nothing", async () => {
    const h = await open();
    const push = await h.create({ payload: 'keep-me', deletable_by_viewer: true }, h.alice);
    const visitor = webClient(h.app);
    const confirm = await visitor.get(`/p/${push.url_token}/delete`);
    expect(confirm.html).toMatch(
      new RegExp(
        `<button class="danger" type="submit">Yes, delete the secret</button>\\s*<a class="button secondary" href="/p/${push.url_token}/r">Cancel</a>\\s*</form>`,
      ),
    );
    const back = await visitor.get(`/p/${push.url_token}/r`);
    expect(back.status).toBe(200);
    expect(back.html).not.toContain('keep-me');
    expect((await h.store.findPush(push.url_token))?.expired).toBe(false);
    expect(await h.auditKinds(push.url_token)).toEqual(['creation']);
  });

  it('deletes on the confirmed form and redirects to a page a reload can show again without repeating', async () => {
    const h = await open();
    const push = await h.create(
      { payload: 'delete-me', deletable_by_viewer: true, retrieval_step: false },
      h.alice,
    );
    const visitor = webClient(h.app);
    await visitor.get(secretOf(push.url_token));
    await visitor.get(`/p/${push.url_token}/delete`);
    const deleted = await visitor.post(`/p/${push.url_token}/delete`);
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('location')).toBe(`/p/${push.url_token}/deleted`);
    for (let i = 0; i < 2; i++) {
      const done = await visitor.get(`/p/${push.url_token}/deleted`);
      expect(done.status).toBe(200);
      expect(done.html).toContain('The secret has been deleted: this link no longer works.');
    }
    expect((await h.call('GET', `/api/v2/pushes/${push.url_token}`)).body).toMatchObject({
      expired: true,
      deleted: true,
    });
    expect((await visitor.get(secretOf(push.url_token))).status).toBe(404);
    expect((await visitor.get(`/p/${push.url_token}/delete`)).status).toBe(404);
    // The API's read above and the page's read of the deleted push each record a failed view.
    expect(await h.auditKinds(push.url_token)).toEqual([
      'creation',
      'view',
      'expire',
      'failed_view',
      'failed_view',
    ]);
  });

  it('refuses the step and the deletion when viewers may not delete, and a forged post', async () => {
    const h = await open();
    const keep = await h.create(
      { payload: 'keep', deletable_by_viewer: false, retrieval_step: false },
      h.alice,
    );
    const visitor = webClient(h.app);
    const step = await visitor.get(`/p/${keep.url_token}/delete`);
    expect(step.status).toBe(403);
    expect(step.html).toContain('This secret cannot be deleted by its viewers.');
    expect((await visitor.post(`/p/${keep.url_token}/delete`)).status).toBe(403);
    const open2 = await h.create({ payload: 'x', deletable_by_viewer: true, retrieval_step: false }, h.alice);
    await visitor.get(`/p/${open2.url_token}/delete`);
    const forged = await visitor.postRaw(`/p/${open2.url_token}/delete`, {
      _csrf: 'forged-token-value-123456',
    });
    expect(forged.status).toBe(403);
    expect(forged.html).toContain('This form has expired.');
    for (const t of [keep.url_token, open2.url_token])
      expect((await h.store.findPush(t))?.expired).toBe(false);
  });

  it('says a live push that was not deleted is not "deleted", and an unknown link is gone', async () => {
    const h = await open();
    const push = await h.create({ payload: 'x', deletable_by_viewer: true, retrieval_step: false }, h.alice);
    const visitor = webClient(h.app);
    expect((await visitor.get(`/p/${push.url_token}/deleted`)).status).toBe(404);
    expect((await visitor.get('/p/nosuchtokenatall1234/deleted')).status).toBe(404);
    expect((await visitor.get('/p/nosuchtokenatall1234/delete')).status).toBe(404);
  });
});

describe('the owner on the delete step', () => {
  it('is asked to confirm for a push viewers may not delete, and deletes it as its owner', async () => {
    const h = await harness();
    await h.admin.setPassword('alice@example.com', 'correct horse battery');
    const push = await h.create(
      { payload: 'mine', deletable_by_viewer: false, retrieval_step: false },
      h.alice,
    );
    const owner = webClient(h.app);
    await owner.get('/users/sign_in');
    await owner.post('/users/sign_in', { email: 'alice@example.com', password: 'correct horse battery' });
    const step = await owner.get(`/p/${push.url_token}/delete`);
    expect(step.status).toBe(200);
    expect((await owner.post(`/p/${push.url_token}/delete`)).status).toBe(303);
    expect((await h.call('GET', `/api/v2/pushes/${push.url_token}`)).body).toMatchObject({ deleted: true });
  });
});
