import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PopupApp } from '../../extension/components/PopupApp.tsx';
import { featuresFromVersion } from '../../extension/lib/instance-features.ts';
import type { PopupEnv } from '../../extension/lib/popup-env.ts';
import type { InstanceFeatures } from '../../extension/lib/settings-store.ts';
import type { InstanceSettings } from '../../shared/settings.ts';
import type { RequestJson, VersionJson } from '../../shared/wire.ts';
import { harness } from '../server/harness.ts';
import { mount } from './dom-helpers.ts';
import { configure, instance } from './menu-fixtures.ts';

/**
 * The real app with requests on (`PWP__ENABLE_REQUESTS`) and file pushes, in memory with a clock
 * the test moves; alice's token is the instance's, as after the extension's sign-in.
 */
export async function requestServer(
  options: { requests?: boolean; configure?: (settings: InstanceSettings) => void } = {},
) {
  const h = await harness(options.configure, {
    files: true,
    notify: { requests: options.requests !== false },
  });
  const version = async () => (await h.call('GET', '/api/v2/version')).body as VersionJson;
  /** Makes a request as alice through the API; its JSON. */
  const ask = async (request: Record<string, unknown>) => {
    const made = await h.call('POST', '/api/v2/requests', { token: h.alice, body: { request } });
    if (made.status !== 201) throw new Error(`no request made: ${made.status} ${JSON.stringify(made.body)}`);
    return made.body as RequestJson;
  };
  /**
   * Someone without an account answers on the request's page, as a browser without script posts
   * it: the page's CSRF token is the one its cookie carries (the popup tests' DOM drops Set-Cookie).
   */
  const answer = async (urlToken: string, text: string, file?: File) => {
    const csrf = 'answering-visitor-csrf-token-0123456789';
    const form = new FormData();
    form.append('_csrf', csrf);
    form.append('step', 'answer');
    form.append('payload', text);
    if (file) form.append('answer[files][]', file);
    const post = new Request(`http://push.test/req/${urlToken}`, {
      method: 'POST',
      // A request that takes no files reads its answer as a plain form.
      body: file ? form : new URLSearchParams(form as unknown as Record<string, string>),
      redirect: 'manual',
    });
    // The DOM's Request drops a Cookie header, as browsers do; the server reads it from here.
    const headers = new Headers(post.headers);
    headers.set('cookie', `sp_csrf=${csrf}`);
    Object.defineProperty(post, 'headers', { value: headers });
    const res = await h.app.fetch(post);
    if (res.status !== 303) throw new Error(`not answered: ${res.status} ${await res.text()}`);
  };
  /** Alice's request as the API gives it (a read of its answer, logged as her view). */
  const read = async (urlToken: string) =>
    (await h.call('GET', `/api/v2/requests/${urlToken}`, { token: h.alice })).body as RequestJson;
  const answerLog = async (urlToken: string) =>
    (
      (await h.call('GET', `/api/v2/requests/${urlToken}/audit`, { token: h.alice })).body as {
        logs: { kind: string }[];
      }
    ).logs.map((l) => l.kind);
  return { h, version, ask, answer, read, answerLog };
}

export type RequestServer = Awaited<ReturnType<typeof requestServer>>;

/** The popup over `server` for one instance, whose features are what its version JSON says unless given. */
export async function requestPopup(
  server: RequestServer,
  options: { token?: string; features?: InstanceFeatures } = {},
) {
  const { h } = server;
  const features = options.features ?? featuresFromVersion(await server.version());
  await configure(instance({ baseUrl: 'http://push.test', token: options.token ?? h.alice, features }));
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
      throw new Error('the request popup uploads no files');
    },
  };
  const page = mount(<PopupApp env={env} />);
  const tabs = () => [...page.root.querySelectorAll('[role="tab"]')].map((b) => b.textContent ?? '');
  return { env, copied, page, tabs };
}
