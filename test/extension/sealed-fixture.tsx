import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PopupApp } from '../../extension/components/PopupApp.tsx';
import type { PopupEnv } from '../../extension/lib/popup-env.ts';
import { filesHarness } from '../server/files-harness.ts';
import { mount } from './dom-helpers.ts';
import { configure, instance } from './menu-fixtures.ts';
import { routedUploads } from './routed-upload.ts';

export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What left the popup: every request's URL and body as bytes, JSON creates and file uploads alike. */
export interface Sent {
  url: string;
  body: Uint8Array;
}

/**
 * The popup over a real app that stores files, with every request it sends recorded, for an
 * instance with a token (the list asks the instance) or without (the list is this browser's).
 */
export async function sealedPopup(opts: { token?: boolean } = {}) {
  const h = await filesHarness();
  const base = instance();
  const features = base.features ? { ...base.features, filePushes: true } : null;
  await configure(
    instance({ baseUrl: 'http://push.test', token: opts.token === false ? '' : h.alice, features }),
  );
  const sent: Sent[] = [];
  const record = async (url: string, body: BodyInit | null | undefined) => {
    sent.push({ url, body: new Uint8Array(await new Response(body ?? '').arrayBuffer()) });
  };
  const uploads = routedUploads({
    request: async (url, init) => {
      await record(url, init.body);
      return h.app.request(url, init);
    },
  });
  const copied: string[] = [];
  const env: PopupEnv = {
    storage: fakeBrowser.storage.local,
    fetch: async (url, init) => {
      await record(url, init.body);
      return h.app.fetch(new Request(url, init));
    },
    copy: async (text) => {
      copied.push(text);
      return true;
    },
    openOptions: vi.fn(),
    randomBytes: (into) => crypto.getRandomValues(into),
    now: () => h.clock.now,
    upload: uploads.next,
  };
  const page = mount(<PopupApp env={env} />);
  await page.waitForText(/New push/);
  const kind = async (name: string) => {
    const radio = [...page.root.querySelectorAll('fieldset.kinds label')].find((l) => l.textContent === name);
    radio?.querySelector('input')?.click();
    await tick();
  };
  const choose = async (...files: File[]) => {
    const input = page.root.querySelector('input[type="file"]') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: files, configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await tick();
  };
  const seal = async () => {
    page.byLabel('Sealed').click();
    await tick();
  };
  const link = () => page.root.querySelector('[data-testid="secret-link"]')?.textContent ?? '';
  /** Everything sent, as one string of Latin-1 characters: any UTF-8 plaintext would show in it. */
  const everything = () => sent.map((s) => new TextDecoder('latin1').decode(s.body)).join('\n');
  return { h, env, page, uploads, sent, copied, kind, choose, seal, link, everything };
}

export const tokenOf = (link: string) => /\/[pf]\/([^/#?]+)/.exec(link)?.[1] ?? '';
