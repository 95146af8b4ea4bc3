import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newPushKey } from '../../shared/sealed/push-key.ts';
import { sealedPayload } from '../../shared/sealed/sealed-payload.ts';
import { sealText } from '../../shared/sealed/sealed-text.ts';
import { filesHarness } from './files-harness.ts';
import { signedInClient } from './web-push-client.ts';

const crypto = {
  subtle: webcrypto.subtle as SubtleCrypto,
  randomBytes: (n: number) => webcrypto.getRandomValues(new Uint8Array(n)),
};

const rowOf = (html: string, token: string) =>
  html.split('<li class="push-row">').find((row) => row.includes(`id="push-${token}"`)) ?? '';
const headingOf = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';

describe('one title for a push on every page of its owner', () => {
  it('calls a URL push by its host on the dashboard, its audit, expire and edit pages alike', async () => {
    const h = await filesHarness();
    const alice = await signedInClient(h, 'alice@example.com');
    const push = await h.create({ kind: 'url', payload: 'http://127.0.0.1:5650/reset?t=1' }, h.alice);
    const token = push.url_token;
    expect(rowOf((await alice.get('/d/active')).html, token)).toContain(
      `<a href="/p/${token}/preview">127.0.0.1:5650</a>`,
    );
    expect(headingOf((await alice.get(`/p/${token}/audit`)).html)).toBe('Audit log of “127.0.0.1:5650”');
    expect(headingOf((await alice.get(`/p/${token}/expire`)).html)).toBe('Expire “127.0.0.1:5650” now?');
    expect(headingOf((await alice.get(`/p/${token}/edit`)).html)).toBe('Edit “127.0.0.1:5650”');
    for (const path of ['/d/active', `/p/${token}/audit`, `/p/${token}/expire`]) {
      expect((await alice.get(path)).html).not.toContain(`${token.slice(0, 6)}…`);
    }
  });

  it('calls an untitled text push by its kind and time, never by a piece of its token', async () => {
    const h = await filesHarness();
    const alice = await signedInClient(h, 'alice@example.com');
    const push = await h.create({ payload: 'x' }, h.alice);
    const title = 'Text, Jan 1, 2026, 12:00 AM UTC';
    expect(rowOf((await alice.get('/d/active')).html, push.url_token)).toContain(`>${title}</a>`);
    expect(headingOf((await alice.get(`/p/${push.url_token}/expire`)).html)).toBe(`Expire “${title}” now?`);
    const bob = await signedInClient(h, 'bob@example.com');
    const bobs = await h.create({ payload: 'y' }, h.bob);
    const page = (await bob.get('/d/active?locale=ja')).html;
    expect(rowOf(page, bobs.url_token)).toContain('>テキスト、2026年1月1日 0:00 UTC</a>');
  });

  it('marks sealed pushes on the dashboard, and never titles a sealed file by its stored name', async () => {
    const h = await filesHarness();
    const alice = await signedInClient(h, 'alice@example.com');
    const text = await h.create(
      { payload: await sealText(crypto, newPushKey(crypto.randomBytes), 'hunter2') },
      h.alice,
    );
    const file = await h.upload(
      [{ name: '1.sealed', content: 'SP-SEALED-1\n…', type: 'application/octet-stream' }],
      {
        payload: sealedPayload(undefined, ['SP-SEALED-1.n.AAAA']),
        kind: 'file',
        note: 'Q3 report\nfor Carol',
      },
    );
    const plain = await h.create({ payload: 'not sealed', name: 'Plain' }, h.alice);
    const page = (await alice.get('/d/active')).html;
    expect(rowOf(page, text.url_token)).toContain('<li class="sealed-mark">Sealed</li>');
    const fileRow = rowOf(page, file.body.url_token);
    expect(fileRow).toContain('<li class="sealed-mark">Sealed</li>');
    expect(fileRow).toContain('>Q3 report</a>');
    expect(fileRow).not.toContain('1.sealed');
    expect(rowOf(page, plain.url_token)).not.toContain('sealed-mark');
    const de = (await alice.get('/d/active?locale=de')).html;
    expect(rowOf(de, text.url_token)).toContain('<li class="sealed-mark">Versiegelt</li>');
  });
});
