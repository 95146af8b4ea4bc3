import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { emptyGateForm } from '../../extension/lib/gate-form.ts';
import { gateKindsFrom, gateUnderKinds } from '../../extension/lib/gate-kinds.ts';
import { featuresFromVersion } from '../../extension/lib/instance-features.ts';
import { refreshPolicy } from '../../extension/lib/policy-refresh.ts';
import { loadSettings } from '../../extension/lib/settings-store.ts';
import { versionJson } from '../../shared/wire.ts';
import { harness } from '../server/harness.ts';
import { configure, instance } from './menu-fixtures.ts';

const ours = (gates: Record<string, unknown>, emailAutoDispatch = false) => {
  const json = versionJson('1.0.0', {} as never, { emailAutoDispatch });
  return { ...json, secret_push_features: { ...json.secret_push_features, gates } } as never;
};

describe('the gate kinds of the version answer', () => {
  it('reads the kinds listed, and none listed as all, for servers before the list', () => {
    expect(featuresFromVersion(ours({ enabled: true, kinds: ['member', 'network'] })).gateKinds).toEqual([
      'member',
      'network',
    ]);
    expect(featuresFromVersion(ours({ enabled: true })).gateKinds).toBeUndefined();
    expect(gateKindsFrom(['emails', 'members', 'burn', 7])).toEqual(['email', 'member']);
  });

  it('reads whether the instance mails links from email_auto_dispatch', () => {
    expect(featuresFromVersion(ours({ enabled: true }, true)).linkMails).toBe(true);
    expect(featuresFromVersion(ours({ enabled: true })).linkMails).toBeUndefined();
  });

  it('leaves out of a section only the parts the instance does not keep', () => {
    const form = {
      ...emptyGateForm(),
      recipient: 'bob@client.example',
      networks: '192.0.2.0/24',
      burnAfter: '3',
    };
    expect(gateUnderKinds(form, ['email', 'member', 'network'])).toEqual({ form, dropped: [] });
    expect(gateUnderKinds({ ...form, mailLink: true }, ['member'])).toEqual({
      form: { ...emptyGateForm(), burnAfter: '3', mailLink: false },
      dropped: ['email', 'network'],
    });
  });
});

describe('the popup reading the instance again', () => {
  beforeEach(() => fakeBrowser.reset());

  it('keeps what it says of link mails and gate kinds, as a server gains or loses its mailer', async () => {
    const h = await harness(undefined, { mail: true });
    const held = instance({
      baseUrl: 'http://push.test',
      token: h.alice,
      features: { ...(instance().features ?? ({} as never)), gates: true, gateKinds: ['member'] },
    });
    await configure(held);
    const env = {
      storage: fakeBrowser.storage.local,
      fetch: async (url: string, init: RequestInit) => h.app.fetch(new Request(url, init)),
      now: () => h.clock.now,
    };
    expect(await refreshPolicy(env, held)).not.toBeNull();
    const features = (await loadSettings(fakeBrowser.storage.local)).instances[0]?.features;
    expect(features?.linkMails).toBe(true);
    // A server that keeps every kind may list them all, or (before the list) none.
    expect(features?.gateKinds ?? ['email', 'member', 'network']).toContain('email');
  });
});
