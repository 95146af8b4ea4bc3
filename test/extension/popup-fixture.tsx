import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PopupApp } from '../../extension/components/PopupApp.tsx';
import type { PopupEnv } from '../../extension/lib/popup-env.ts';
import { type HarnessOptions, harness } from '../server/harness.ts';
import { mount } from './dom-helpers.ts';
import { configure, instance } from './menu-fixtures.ts';

/** The popup over a real app (in memory, with a clock the test moves) for one instance. */
export async function popup(
  /** `rejected`: a token the instance does not know. */
  token: 'alice' | 'rejected' | '' = 'alice',
  features = instance().features,
  defaults = instance().defaults,
  /** How the instance behind it is set up: `{ mail: true }` for one that mails (e-mail gates need it). */
  options: HarnessOptions = {},
) {
  const h = await harness(undefined, options);
  await configure(
    instance({
      baseUrl: 'http://push.test',
      token: token === 'alice' ? h.alice : token === 'rejected' ? 'not-a-token' : '',
      features,
      defaults,
    }),
  );
  const copied: string[] = [];
  const env: PopupEnv = {
    storage: fakeBrowser.storage.local,
    fetch: async (url, init) => h.app.fetch(new Request(url, init)),
    copy: async (text) => {
      copied.push(text);
      return true;
    },
    openOptions: vi.fn(),
    openTokenSettings: vi.fn(),
    randomBytes: (into) => into.map((_, i) => (i * 37) % 256),
    now: () => h.clock.now,
    upload: () => {
      throw new Error('this popup test uploads no files');
    },
  };
  return { h, env, copied, page: mount(<PopupApp env={env} />) };
}
