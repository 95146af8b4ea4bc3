import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handleMenuClick, MENU_PUSH_SELECTION } from '../../extension/lib/context-menu.ts';
import { emptyGateForm } from '../../extension/lib/gate-form.ts';
import { MENU_REFUSAL_KEY } from '../../extension/lib/menu-policy.ts';
import type { InstanceFeatures } from '../../extension/lib/settings-store.ts';
import { gateOf } from '../../server/pushes/gate-check.ts';
import { harness } from '../server/harness.ts';
import { ourPush } from '../shared/api-fixtures.ts';
import { configure, instance, menuTestEnv, notifications } from './menu-fixtures.ts';

const selection = { menuItemId: MENU_PUSH_SELECTION, selectionText: 'hunter2' };
const base = instance();
const mailingDefault = { ...emptyGateForm(), recipient: 'bob@client.example', mailLink: true };
const features = (over: Partial<InstanceFeatures> = {}) =>
  base.features === null ? null : { ...base.features, gates: true, linkMails: true, ...over };

describe('a right-click push with a default e-mail gate that mails the link', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is gated to the address, mails it the link, and the note says so', async () => {
    const h = await harness(undefined, { mail: true });
    await configure(
      instance({
        baseUrl: 'http://push.test',
        token: h.alice,
        features: features(),
        defaults: { ...base.defaults, gate: mailingDefault },
      }),
    );
    const { env, copied } = menuTestEnv(201, ourPush(), {
      fetch: async (url, init) => h.app.fetch(new Request(url, init)),
    });
    expect(await handleMenuClick(selection, env)).toBe('pushed');
    const token = /\/p\/([^/?#]+)/.exec(copied[0] ?? '')?.[1] ?? '';
    const stored = await h.store.findPush(token);
    expect(stored && gateOf(stored, h.cipher)?.emails).toEqual(['bob@client.example']);
    await h.runner?.runDue();
    expect(h.mails.filter((m) => m.to === 'bob@client.example').map((m) => m.text.includes(token))).toEqual([
      true,
    ]);
    expect((await notifications())[0]?.message).toContain('The link was mailed to bob@client.example.');
  });

  it('mails nothing where the instance does not mail links, and still sends the gate', async () => {
    await configure(
      instance({
        token: 'tok',
        features: features({ linkMails: false }),
        defaults: { ...base.defaults, gate: mailingDefault },
      }),
    );
    const { env, calls } = menuTestEnv(201, ourPush());
    expect(await handleMenuClick(selection, env)).toBe('pushed');
    const sent = JSON.parse(calls[0]?.body ?? '').push;
    expect(sent.gate.emails).toEqual(['bob@client.example']);
    expect(sent).not.toHaveProperty('notify_emails_to');
  });

  it('is not sent where the instance keeps no e-mail gate: the popup opens with the reason', async () => {
    await configure(
      instance({
        token: 'tok',
        features: features({ gateKinds: ['member', 'network'] }),
        defaults: { ...base.defaults, gate: mailingDefault },
      }),
    );
    const openPopup = vi.fn(async () => undefined);
    const { env, calls } = menuTestEnv(201, ourPush(), { openPopup });
    expect(await handleMenuClick(selection, env)).toBe('popup-opened');
    expect(calls).toEqual([]);
    expect((await fakeBrowser.storage.local.get(MENU_REFUSAL_KEY))[MENU_REFUSAL_KEY]).toBe(
      'Not sent: this instance cannot keep the default recipient gate. Check the push below before sending it.',
    );
  });

  it('is sealed without the mail where right-click pushes are sealed, and the note says the link was not mailed', async () => {
    await configure(
      instance({
        token: 'tok',
        features: features(),
        defaults: { ...base.defaults, sealMenuPushes: true, gate: mailingDefault },
      }),
    );
    const { env, calls } = menuTestEnv(201, ourPush(), {
      randomBytes: (into) => crypto.getRandomValues(into),
    });
    expect(await handleMenuClick(selection, env)).toBe('pushed');
    const sent = JSON.parse(calls[0]?.body ?? '').push;
    expect(sent.gate.emails).toEqual(['bob@client.example']);
    expect(sent).not.toHaveProperty('notify_emails_to');
    expect((await notifications())[0]?.message).toBe(
      'Expires after 5 views or in 15 minutes. Sealed: the copied link carries its key. ' +
        'Not mailed to bob@client.example: a sealed link carries its key, which never reaches the instance. ' +
        'Send the copied link yourself.',
    );
  });
});
