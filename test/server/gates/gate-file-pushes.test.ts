import { describe, expect, it } from 'vitest';
import { gateOf } from '../../../server/pushes/gate-check.ts';
import { filesHarness } from '../files-harness.ts';
import { BOB } from './gate-support.ts';

type FilesHarness = Awaited<ReturnType<typeof filesHarness>>;

/** A multipart file push with `fields` as a form client sends them (`push[gate][emails][]` and the like). */
async function uploadWith(
  h: FilesHarness,
  fields: readonly (readonly [string, string])[],
  token: string | null = h.alice,
) {
  const form = new FormData();
  form.append('push[kind]', 'file');
  for (const [key, value] of fields) form.append(key, value);
  form.append('push[files][]', new File(['gated file'], 'plan.txt', { type: 'text/plain' }));
  const res = await h.app.request('http://push.test/api/v2/pushes', {
    method: 'POST',
    body: form,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const storedGate = async (h: FilesHarness, token: string) => {
  const push = await h.store.findPush(token);
  return push === undefined ? undefined : gateOf(push, h.cipher);
};

describe('a gated file push sent as multipart', () => {
  it.each([
    ['an e-mail gate', [['push[gate][emails][]', BOB]], { emails: [BOB] }, 'email'],
    ['a members-only gate', [['push[gate][members]', 'true']], { members: true }, 'member'],
    [
      'an address-range gate',
      [
        ['push[gate][networks][]', '203.0.113.0/24'],
        ['push[gate][networks][]', '2001:db8::/32'],
      ],
      { networks: ['203.0.113.0/24', '2001:db8::/32'] },
      'network',
    ],
  ] as const)(
    'keeps %s and refuses a reader it does not admit, with no view used',
    async (_, fields, gate, need) => {
      const h = await filesHarness(undefined, { mail: true });
      const made = await uploadWith(h, fields);
      expect(made.status).toBe(201);
      const token = made.body.url_token as string;
      expect(await storedGate(h, token)).toEqual({
        emails: [],
        members: false,
        networks: [],
        burnAfterFailures: null,
        ...gate,
      });
      const read = await h.call('GET', `/api/v2/pushes/${token}`);
      expect([read.status, (read.body as { gate?: string }).gate]).toEqual([403, need]);
      expect((await h.store.findPush(token))?.countedViews).toBe(0);
    },
  );

  it('keeps a burn count, read from a form field as the JSON number is', async () => {
    const h = await filesHarness(undefined, { mail: true });
    const made = await uploadWith(h, [
      ['push[gate][emails]', `${BOB}, @partner.example`],
      ['push[gate][burn_after_failures]', '3'],
    ]);
    expect(made.status).toBe(201);
    expect(await storedGate(h, made.body.url_token as string)).toEqual({
      emails: [BOB, '@partner.example'],
      members: false,
      networks: [],
      burnAfterFailures: 3,
    });
  });

  it('refuses a wrong gate with the JSON create’s own errors, and keeps none of the files', async () => {
    const h = await filesHarness(undefined, { mail: true });
    const json = await h.call('POST', '/api/v2/pushes', {
      token: h.alice,
      body: { push: { payload: 'x', gate: { emails: ['bob at client'], burn_after_failures: 0 } } },
    });
    const made = await uploadWith(h, [
      ['push[gate][emails][]', 'bob at client'],
      ['push[gate][burn_after_failures]', '0'],
    ]);
    expect(made).toEqual({ status: 422, body: json.body });
    expect(json.body).toEqual({
      gate: [
        'emails must be addresses (name@example.com) or domains (@example.com)',
        'burn_after_failures must be between 1 and 100',
      ],
    });
    expect(h.blobs()).toEqual([]);
  });

  it('reads the gate of a URL-encoded create too', async () => {
    const h = await filesHarness(undefined, { mail: true });
    const body = new URLSearchParams([
      ['push[payload]', 'form client'],
      ['push[gate][emails][]', BOB],
      ['push[gate][emails][]', 'carol@client.example'],
    ]);
    const res = await h.app.request('http://push.test/api/v2/pushes', {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${h.alice}`, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(201);
    const { url_token } = (await res.json()) as { url_token: string };
    expect((await storedGate(h, url_token))?.emails).toEqual([BOB, 'carol@client.example']);
  });
});
