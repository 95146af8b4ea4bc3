// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { OptionsApp } from '../../extension/components/OptionsApp.tsx';
import type { OptionsEnv } from '../../extension/lib/options-actions.ts';
import { loadSettings } from '../../extension/lib/settings-store.ts';
import { defaultSettings } from '../../shared/settings.ts';
import { versionJson } from '../../shared/wire.ts';
import { mount } from './dom-helpers.ts';

const version = {
  application_version: '1.2.3',
  api_version: '2.1',
  edition: 'oss',
  features: {
    anonymous_access: true,
    api_token_authentication: true,
    accounts: { enabled: false },
    pushes: {
      enabled: true,
      email_auto_dispatch: false,
      file_attachments: { enabled: false, requires_authentication: true },
      url_pushes: { enabled: false },
      qr_code_pushes: { enabled: true },
    },
    requests: { enabled: false },
  },
};

function env(granted: boolean, tokenStatus = 200, answer: object = version) {
  const fetch = vi.fn(async (url: string) =>
    url.endsWith('/version')
      ? new Response(JSON.stringify(answer))
      : new Response(tokenStatus === 200 ? '[]' : '', { status: tokenStatus }),
  );
  const requestOrigin = vi.fn(async () => granted);
  const e: OptionsEnv = { storage: fakeBrowser.storage.local, fetch, requestOrigin, newId: () => 'id-1' };
  return { env: e, fetch, requestOrigin };
}

describe('options page', () => {
  beforeEach(() => fakeBrowser.reset());

  it('asks for the origin, saves the instance with what it reports, and reports in words', async () => {
    const { env: e, requestOrigin } = env(true);
    const page = mount(<OptionsApp env={e} />);
    await page.waitForText(/No instance yet/);
    await page.type('Instance address', 'http://localhost:5100/');
    await page.waitForText(/unencrypted/);
    await page.type('API token (optional)', 'tok-1');
    page.button('Save').click();
    expect(requestOrigin).toHaveBeenCalledWith('http://localhost/*');
    await page.waitForText(/Saved\. This is now the active instance/);
    expect(page.text()).toMatch(
      /Connected to localhost:5100: Password Pusher, edition oss, version 1\.2\.3\./,
    );
    expect(page.text()).toMatch(/The API token is accepted/);
    const saved = await loadSettings(fakeBrowser.storage.local);
    expect(saved.activeId).toBe('id-1');
    expect(saved.instances[0]).toMatchObject({
      baseUrl: 'http://localhost:5100',
      token: 'tok-1',
      features: { urlPushes: false, qrPushes: true },
    });
    page.unmount();
  });

  it('names our product and its own release for our server, not the Password Pusher release it serves', async () => {
    const ours = versionJson('0.1.0', defaultSettings(), { requests: true });
    const { env: e } = env(true, 200, ours);
    const page = mount(<OptionsApp env={e} />);
    await page.waitForText(/No instance yet/);
    await page.type('Instance address', 'https://push.example');
    page.button('Test connection').click();
    await page.waitForText(/Connected to push\.example/);
    const report = page.root.querySelector('[data-testid="connection-report"] .success')?.textContent;
    expect(report).toBe('Connected to push.example: Secret Push, version 0.1.0.');
    page.unmount();
  });

  it('offers "Add an instance" as a live button on first run, which takes the person to the address', async () => {
    const { env: e } = env(true);
    const page = mount(<OptionsApp env={e} />);
    await page.waitForText(/No instance yet/);
    const add = page.button('Add an instance');
    expect(add.disabled).toBe(false);
    add.click();
    expect(document.activeElement?.id).toBe('instance-url');
    page.unmount();
  });

  it('saves nothing and explains when the permission is refused', async () => {
    const { env: e, fetch } = env(false);
    const page = mount(<OptionsApp env={e} />);
    await page.waitForText(/No instance yet/);
    await page.type('Instance address', 'https://pwpush.example');
    page.button('Save').click();
    await page.waitForText(/needs your permission to reach https:\/\/pwpush\.example/);
    expect(fetch).not.toHaveBeenCalled();
    expect((await loadSettings(fakeBrowser.storage.local)).instances).toEqual([]);
    page.unmount();
  });

  it('says plainly when the token is refused', async () => {
    const { env: e } = env(true, 401);
    const page = mount(<OptionsApp env={e} />);
    await page.waitForText(/No instance yet/);
    await page.type('Instance address', 'https://pwpush.example');
    await page.type('API token (optional)', 'wrong');
    page.button('Test connection').click();
    await page.waitForText(/The API token is NOT accepted/);
    page.unmount();
  });

  it('refuses plain http to a public host before asking for anything', async () => {
    const { env: e, requestOrigin } = env(true);
    const page = mount(<OptionsApp env={e} />);
    await page.waitForText(/No instance yet/);
    await page.type('Instance address', 'http://pwpush.example');
    await page.waitForText(/Use https:\/\/ for public instances/);
    page.button('Test connection').click();
    expect(requestOrigin).not.toHaveBeenCalled();
    page.unmount();
  });
});
