// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { featuresFromVersion } from '../../extension/lib/instance-features.ts';
import { DAY } from '../../shared/durations.ts';
import type { RequestJson } from '../../shared/wire.ts';
import { T0 } from '../server/harness.ts';
import { type RequestServer, requestPopup, requestServer } from './request-popup-fixture.tsx';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const servers: RequestServer[] = [];
async function start(options: Parameters<typeof requestServer>[0] = {}) {
  const server = await requestServer(options);
  servers.push(server);
  return server;
}
type Popup = Awaited<ReturnType<typeof requestPopup>>;
const rowOf = (p: Popup, token: string) =>
  p.page.root.querySelector(`[data-testid="request-row"][data-url-token="${token}"]`);
const listed = async (h: RequestServer['h']) =>
  (await h.call('GET', '/api/v2/requests', { token: h.alice })).body as RequestJson[];

async function openRequests(p: Popup) {
  await p.page.waitForText(/Requests/);
  p.page.button('Requests').click();
}

describe('the popup’s requests', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(async () => {
    for (const s of servers.splice(0)) await s.h.close();
  });

  it('makes a request, shows its link to copy and how long it takes an answer, and lists it as open', async () => {
    const s = await start();
    const p = await requestPopup(s);
    await openRequests(p);
    await p.page.waitForText(/You have not asked anyone for a secret yet\./);
    p.page.button('Ask for a secret').click();
    await p.page.waitForText(/What do you ask for\?/);
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('request-message'));
    expect(p.page.byLabel('Open for').value).toBe('12');
    await p.page.type('What do you ask for?', 'The staging database password, please.');
    await p.page.type('Name (only you see it)', 'Staging DB');
    const openFor = p.page.byLabel('Open for') as unknown as HTMLSelectElement;
    openFor.value = '8';
    openFor.dispatchEvent(new Event('change', { bubbles: true }));
    p.page.byLabel('They may attach files').click();
    await tick();
    p.page.button('Create the request').click();
    await p.page.waitForText(/Request created\. Send this link to the person you ask:/);
    const link = p.page.root.querySelector('[data-testid="request-link"]')?.textContent ?? '';
    expect(link).toMatch(/^http:\/\/push\.test\/req\/[\w-]+$/);
    expect(p.page.text()).toContain(
      'It takes one answer within 3 days. Anyone with the link can answer it, so send it only to the person you ask.',
    );
    p.page.button('Copy link').click();
    await p.page.waitForText(/Copied/);
    expect(p.copied).toEqual([link]);

    const [made] = await listed(s.h);
    expect(made).toMatchObject({
      name: 'Staging DB',
      state: 'open',
      close_after_duration: 8,
      response_file_attachments: true,
      html_url: link,
    });
    expect((await s.read(made?.url_token ?? '')).request).toBe('The staging database password, please.');

    p.page.button('Back to your requests').click();
    await p.page.waitForText(/Staging DB/);
    const row = rowOf(p, made?.url_token ?? '');
    expect(row?.querySelector('.status')?.textContent).toBe('Open');
    expect([...(row?.querySelectorAll('.facts li') ?? [])].map((li) => li.textContent)).toEqual([
      '3 days left',
      'Takes files',
      'created just now',
    ]);
    p.page.button('Copy link').click();
    await p.page.waitForText(/Copied/);
    expect(p.copied).toEqual([link, link]);
    p.page.unmount();
  });

  it('says what is missing before asking the instance, and keeps what was typed when the instance refuses', async () => {
    const s = await start({
      configure: (settings) => {
        settings.kinds.text.expireAfterDays = { default: 1, min: 1, max: 2 };
      },
    });
    const p = await requestPopup(s);
    await openRequests(p);
    await p.page.waitForText(/Ask for a secret/);
    p.page.button('Ask for a secret').click();
    await p.page.waitForText(/Create the request/);
    p.page.button('Create the request').click();
    await p.page.waitForText(/Say what you are asking for\./);
    expect(await listed(s.h)).toEqual([]);
    await p.page.type('What do you ask for?', 'The VPN key');
    expect(p.page.text()).not.toContain('Say what you are asking for.');
    p.page.button('Create the request').click();
    await p.page.waitForText(/The instance refused the request\./);
    expect(p.page.text()).toContain('close_after_duration: must not be longer than 2 days');
    expect(p.page.byLabel('What do you ask for?').value).toBe('The VPN key');
    expect(await listed(s.h)).toEqual([]);
    p.page.button('Cancel').click();
    await p.page.waitForText(/You have not asked anyone for a secret yet\./);
    p.page.unmount();
  });

  it('shows an answer with its files on demand, a reading that deletes it as promised, and shows that same reading again', async () => {
    const s = await start();
    const asked = await s.ask({
      request: 'The signed contract',
      name: 'Contract',
      response_file_attachments: true,
    });
    s.h.clock.now = T0 + 60_000;
    await s.answer(
      asked.url_token,
      'Here it is, signed.',
      new File(['%PDF-1.4'], 'contract.pdf', { type: 'application/pdf' }),
    );
    s.h.clock.now = T0 + 3 * 60_000;
    const p = await requestPopup(s);
    await openRequests(p);
    await p.page.waitForText(/Contract/);
    const row = rowOf(p, asked.url_token);
    expect(row?.querySelector('.status')?.textContent).toBe('Answered');
    expect(row?.querySelector('.facts li')?.textContent).toBe('answered 2 minutes ago');
    expect(await s.answerLog(asked.url_token)).not.toContain('view');

    p.page.button('Show answer').click();
    await p.page.waitForText(/Here it is, signed\./);
    const answer = row?.querySelector('[data-testid="request-answer"]');
    expect(answer?.querySelector('.asked')?.textContent).toBe('The signed contract');
    expect(answer?.querySelector('[data-testid="request-response"]')?.textContent).toBe(
      'Here it is, signed.',
    );
    const file = answer?.querySelector('a');
    expect(file?.textContent).toBe('contract.pdf');
    expect(file?.getAttribute('href')).toMatch(/^http:\/\/push\.test\//);
    expect(file?.getAttribute('target')).toBe('_blank');
    const download = await s.h.app.request(file?.getAttribute('href') ?? '');
    expect(await download.text()).toBe('%PDF-1.4');
    expect(await s.answerLog(asked.url_token)).toContain('view');
    expect(p.page.text()).toContain('Read once, it is deleted from the server');
    p.page.button('Copy answer').click();
    await p.page.waitForText(/Copied/);
    expect(p.copied).toEqual(['Here it is, signed.']);
    // Read once, it is gone from the instance; the popup still holds the reading it made.
    expect(await s.read(asked.url_token)).toMatchObject({ response: null, files: [] });

    p.page.button('Hide answer').click();
    await tick();
    expect(p.page.text()).not.toContain('Here it is');
    p.page.button('Show answer').click();
    await p.page.waitForText(/Here it is, signed\./);
    p.page.button('Hide answer').click();
    await tick();
    p.page.button('Delete answer').click();
    await tick();
    p.page.button('Yes, delete').click();
    await p.page.waitForText(/The answer is deleted\./);
    expect(p.page.text()).not.toContain('Show answer');
    expect(await s.read(asked.url_token)).toMatchObject({ state: 'answered', response: null, files: [] });
    p.page.unmount();
  });

  it('says an answer that expired is gone', async () => {
    const s = await start();
    const asked = await s.ask({ request: 'Wi-Fi password', expire_after_days: 1 });
    await s.answer(asked.url_token, 'hunter2\nsecond line');
    s.h.clock.now = T0 + 2 * DAY;
    const p = await requestPopup(s);
    await openRequests(p);
    await p.page.waitForText(/Answered/);
    p.page.button('Show answer').click();
    await p.page.waitForText(/The answer has expired and is gone from the server\./);
    expect(p.page.text()).toContain('Wi-Fi password');
    expect(p.page.text()).not.toContain('hunter2');
    p.page.unmount();
  });

  it('closes an open request, which then takes no answer', async () => {
    const s = await start();
    const asked = await s.ask({ request: 'SSH key', name: 'SSH' });
    const p = await requestPopup(s);
    await openRequests(p);
    await p.page.waitForText(/SSH/);
    p.page.button('Close').click();
    await tick();
    expect(p.page.text()).toContain('Close it now? The link stops taking answers.');
    p.page.button('Yes, close').click();
    await p.page.waitForText(/Closed/);
    expect(rowOf(p, asked.url_token)?.querySelector('.facts li')?.textContent).toBe('closed just now');
    expect(p.page.text()).not.toContain('Copy link');
    const page = await s.h.app.request(`http://push.test/req/${asked.url_token}`);
    expect(await page.text()).toContain('This request is closed');
    p.page.unmount();
  });

  it('names an untitled request by what it asks, as its page does, never by its token', async () => {
    const s = await start();
    const asked = await s.ask({ request: 'The VPN key for Carol\nby Monday' });
    const p = await requestPopup(s);
    await openRequests(p);
    await p.page.waitForText(/The VPN key for Carol/);
    const title = rowOf(p, asked.url_token)?.querySelector('.title')?.textContent;
    expect(title).toBe('The VPN key for Carol');
    expect(p.page.text()).not.toContain(asked.url_token.slice(0, 6));
    p.page.unmount();
  });

  it('says so when the instance turned requests off after it was saved', async () => {
    const s = await start({ requests: false });
    const saved = featuresFromVersion(await (await start()).version());
    const p = await requestPopup(s, { features: saved });
    await openRequests(p);
    await p.page.waitForText(/push\.test takes no requests for secrets now\./);
    expect(p.page.text()).toContain('Save the instance again in the Secret Push options');
    p.page.unmount();
  });
});

describe('where the popup offers requests', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(async () => {
    for (const s of servers.splice(0)) await s.h.close();
  });

  it('has a Requests tab on an instance of ours with requests on and a token', async () => {
    const p = await requestPopup(await start());
    await p.page.waitForText(/Requests/);
    expect(p.tabs()).toEqual(['New push', 'Active', 'Expired', 'Requests']);
    p.page.unmount();
  });

  it('has none where requests are off, without a token, or on Password Pusher', async () => {
    const off = await requestPopup(await start({ requests: false }));
    await off.page.waitForText(/New push/);
    expect(off.tabs()).toEqual(['New push', 'Active', 'Expired']);
    off.page.unmount();

    const s = await start();
    const anonymous = await requestPopup(s, { token: '' });
    await anonymous.page.waitForText(/New push/);
    expect(anonymous.tabs()).toEqual(['New push', 'This browser']);
    anonymous.page.unmount();
  });
});
