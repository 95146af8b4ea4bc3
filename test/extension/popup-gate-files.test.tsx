// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PopupApp } from '../../extension/components/PopupApp.tsx';
import type { PopupEnv } from '../../extension/lib/popup-env.ts';
import { filesHarness } from '../server/files-harness.ts';
import { mount } from './dom-helpers.ts';
import { configure, instance } from './menu-fixtures.ts';
import { routedUploads } from './routed-upload.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The popup over a real app that stores files and reads gates; every upload's body is kept. */
async function gatedFilesPopup() {
  const h = await filesHarness(undefined, { mail: true });
  const base = instance();
  const features = base.features ? { ...base.features, filePushes: true, gates: true } : null;
  await configure(instance({ baseUrl: 'http://push.test', token: h.alice, features }));
  const uploads = routedUploads(h.app);
  uploads.release();
  const bodies: FormData[] = [];
  const env: PopupEnv = {
    storage: fakeBrowser.storage.local,
    fetch: async (url, init) => h.app.fetch(new Request(url, init)),
    copy: async () => true,
    openOptions: vi.fn(),
    randomBytes: (into) => into.map((_, i) => (i * 37) % 256),
    now: () => h.clock.now,
    upload: () => {
      const request = uploads.next();
      const send = request.send.bind(request);
      request.send = (body) => {
        bodies.push(body);
        send(body);
      };
      return request;
    },
  };
  const page = mount(<PopupApp env={env} />);
  await page.waitForText(/New push/);
  return { h, page, bodies };
}

describe('a gated file push from the popup', () => {
  beforeEach(() => fakeBrowser.reset());

  it('sends the Recipient section with the files, and the server keeps the gate', async () => {
    const { h, page, bodies } = await gatedFilesPopup();
    const radio = [...page.root.querySelectorAll('fieldset.kinds label')].find(
      (l) => l.textContent === 'File',
    );
    radio?.querySelector('input')?.click();
    await tick();
    const input = page.root.querySelector('input[type="file"]') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [new File(['plan'], 'plan.txt')], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await page.waitForText(/plan\.txt \(4 bytes\)/);
    await page.type("Recipient's address or @domain", 'Bob@Client.example');
    page.byLabel(/Members of this instance only/).click();
    await tick();
    page.button('Push').click();
    await page.waitForText(/Pushed\./);
    const gateFields = [...(bodies[0]?.entries() ?? [])].filter(([key]) => key.startsWith('push[gate]'));
    expect(gateFields).toEqual([
      ['push[gate][emails][]', 'bob@client.example'],
      ['push[gate][members]', 'true'],
    ]);
    expect(page.root.querySelector('[data-testid="result-gated"]')?.textContent).toBe(
      'For its recipient only: bob@client.example and members of this instance.',
    );
    const link = page.root.querySelector('[data-testid="secret-link"]')?.textContent ?? '';
    const token = /\/[pf]\/([^/]+)\/r$/.exec(link)?.[1] ?? '';
    const read = await h.call('GET', `/api/v2/pushes/${token}`);
    expect([read.status, (read.body as { gate?: string }).gate]).toEqual([403, 'member']);
    expect((await h.call('GET', `/api/v2/pushes/${token}`, { token: h.bob })).status).toBe(403);
    page.unmount();
  });
});
