import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handleMenuClick, MENU_PUSH_SELECTION } from '../../extension/lib/context-menu.ts';
import { takeMenuRefusal } from '../../extension/lib/menu-policy.ts';
import { defaultPushDefaults } from '../../extension/lib/settings-store.ts';
import { EXPIRE_DURATIONS } from '../../shared/durations.ts';
import { defaultPolicy, type Policy } from '../../shared/policy.ts';
import { ourPush } from '../shared/api-fixtures.ts';
import { configure, menuTestEnv as env, instance, notifications } from './menu-fixtures.ts';

const selection = { menuItemId: MENU_PUSH_SELECTION, selectionText: 'hunter2' };
const index = (label: string) => EXPIRE_DURATIONS.findIndex((d) => d.label === label);

function ruledInstance(change: (p: Policy) => void, passphrase = false) {
  const policy = defaultPolicy();
  change(policy);
  const base = instance();
  return instance({
    features: base.features === null ? null : { ...base.features, policy },
    defaults: {
      ...defaultPushDefaults(),
      durationIndex: index('2 weeks'),
      views: 50,
      passphrase,
      retrievalStep: false,
    },
  });
}

describe('context menu under an instance policy', () => {
  beforeEach(() => fakeBrowser.reset());

  it('opens the popup with the reason instead of sending a push the policy would refuse', async () => {
    await configure(
      ruledInstance((p) => {
        p.kinds.text.passphrase = { required: true, minLength: 8 };
      }),
    );
    const openPopup = vi.fn(async () => undefined);
    const { env: e, calls } = env(201, ourPush(), { openPopup });
    expect(await handleMenuClick(selection, e)).toBe('popup-opened');
    expect(calls).toEqual([]);
    expect(openPopup).toHaveBeenCalledOnce();
    const area = fakeBrowser.storage.local;
    expect(await takeMenuRefusal(area)).toBe('This instance requires a passphrase: at least 8 characters.');
    expect(await takeMenuRefusal(area)).toBeNull();
  });

  it('says the reason in a notification where the popup cannot be opened', async () => {
    await configure(
      ruledInstance((p) => {
        p.kinds.text.sealedRequired = true;
      }),
    );
    const { env: e, calls } = env(201, ourPush(), { openPopup: async () => Promise.reject(new Error('no')) });
    expect(await handleMenuClick(selection, e)).toBe('failed');
    expect(calls).toEqual([]);
    expect((await notifications())[0]?.message).toBe(
      'This instance takes only sealed (end-to-end encrypted) pushes of this kind.',
    );
  });

  it('sends a push within the bounds, with the options it requires, and a generated passphrase that is long enough', async () => {
    await configure(
      ruledInstance((p) => {
        p.kinds.text.hours = { min: 0, max: 24, default: 24 };
        p.kinds.text.views = { min: 1, default: 2, max: 10 };
        p.kinds.text.retrievalStep.required = true;
        p.kinds.text.passphrase = { required: true, minLength: 8 };
      }, true),
    );
    const { env: e, calls } = env(201, ourPush());
    expect(await handleMenuClick(selection, e)).toBe('pushed');
    expect(JSON.parse(calls[0]?.body ?? '').push).toMatchObject({
      expire_after_duration: index('1 day'),
      expire_after_views: 2,
      retrieval_step: true,
    });
  });

  it('pushes as before on an instance that publishes no policy', async () => {
    await configure(
      instance({ defaults: { ...defaultPushDefaults(), durationIndex: index('2 weeks'), views: 50 } }),
    );
    const { env: e, calls } = env(201, ourPush());
    expect(await handleMenuClick(selection, e)).toBe('pushed');
    expect(JSON.parse(calls[0]?.body ?? '').push).toMatchObject({
      expire_after_duration: index('2 weeks'),
      expire_after_views: 50,
    });
  });
});
