// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PopupApp } from '../../extension/components/PopupApp.tsx';
import { emptyGateForm, type GateForm } from '../../extension/lib/gate-form.ts';
import type { PopupEnv } from '../../extension/lib/popup-env.ts';
import type { InstanceFeatures } from '../../extension/lib/settings-store.ts';
import { gateOf } from '../../server/pushes/gate-check.ts';
import { harness } from '../server/harness.ts';
import { mount } from './dom-helpers.ts';
import { configure, instance } from './menu-fixtures.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const MAIL_LINK = 'Also mail the link to this address';
const RECIPIENT = "Recipient's address or @domain";
const base = instance();

/** The popup over a real app that mails links, every create's JSON body kept. */
async function mailingPopup(
  features: Partial<InstanceFeatures> = {},
  opts: { token?: boolean; gate?: GateForm } = {},
) {
  const h = await harness(undefined, { mail: true });
  const all = base.features === null ? null : { ...base.features, gates: true, linkMails: true, ...features };
  const defaults = { ...base.defaults, ...(opts.gate ? { gate: opts.gate } : {}) };
  await configure(
    instance({
      baseUrl: 'http://push.test',
      token: opts.token === false ? '' : h.alice,
      features: all,
      defaults,
    }),
  );
  const creates: Record<string, unknown>[] = [];
  const env: PopupEnv = {
    storage: fakeBrowser.storage.local,
    fetch: async (url, init) => {
      if (init.method === 'POST' && url.endsWith('/api/v2/pushes'))
        creates.push(JSON.parse(String(init.body)).push as Record<string, unknown>);
      return h.app.fetch(new Request(url, init));
    },
    copy: async () => true,
    openOptions: vi.fn(),
    randomBytes: (into) => into.map((_, i) => (i * 37) % 256),
    now: () => h.clock.now,
    upload: () => {
      throw new Error('no files here');
    },
  };
  const page = mount(<PopupApp env={env} />);
  await page.waitForText(/New push/);
  const mailLink = () =>
    [...page.root.querySelectorAll('label')]
      .find((l) => l.textContent === MAIL_LINK)
      ?.querySelector('input') ?? null;
  return { h, page, creates, mailLink };
}

const tokenOf = (root: Element) =>
  /\/p\/([^/?#]+)/.exec(root.querySelector('[data-testid="secret-link"]')?.textContent ?? '')?.[1] ?? '';

describe('mailing the link to the recipient from the popup', () => {
  beforeEach(() => fakeBrowser.reset());

  it('takes the address typed once: the gate’s, mailed the link in the recipient’s language', async () => {
    const { h, page, creates, mailLink } = await mailingPopup();
    await page.type('Secret', 'hunter2');
    const language = page.byLabel("Recipient's language") as unknown as HTMLSelectElement;
    language.value = 'de';
    language.dispatchEvent(new Event('change', { bubbles: true }));
    await page.type(RECIPIENT, 'Bob@Client.example, @partner.example');
    expect(mailLink()?.getAttribute('aria-describedby')).toBe('gate-mail-link-hint');
    mailLink()?.click();
    await tick();
    page.button('Push').click();
    await page.waitForText(/Pushed\./);
    expect(creates[0]).toMatchObject({
      gate: { emails: ['bob@client.example', '@partner.example'] },
      notify_emails_to: 'bob@client.example',
      notify_emails_to_locale: 'de',
    });
    expect(page.root.querySelector('[data-testid="result-mailed"]')?.textContent).toBe(
      'The link was mailed to bob@client.example.',
    );
    await h.runner?.runDue();
    const mailed = h.mails.filter((m) => m.to === 'bob@client.example');
    expect(mailed).toHaveLength(1);
    expect(mailed[0]?.text).toContain(`/p/${tokenOf(page.root)}`);
    page.unmount();
  });

  it('refuses to mail the link to a @domain alone, beside the choice, before anything is sent', async () => {
    const { page, creates, mailLink } = await mailingPopup();
    await page.type('Secret', 'hunter2');
    await page.type(RECIPIENT, '@partner.example');
    mailLink()?.click();
    await tick();
    page.button('Push').click();
    await page.waitForText(/To mail the link, enter 1 to 5 addresses/);
    expect(mailLink()?.getAttribute('aria-describedby')).toBe('gate-mailLink-error gate-mail-link-hint');
    expect(creates).toEqual([]);
    page.unmount();
  });

  it('is locked for a sealed push, whose link the instance could not mail, and nothing is mailed', async () => {
    const gate = { ...emptyGateForm(), recipient: 'bob@client.example', mailLink: true };
    const { page, creates, mailLink } = await mailingPopup({}, { gate });
    await page.type('Secret', 'hunter2');
    page.byLabel('Sealed').click();
    await tick();
    expect(mailLink()?.disabled).toBe(true);
    expect(mailLink()?.checked).toBe(false);
    expect(page.root.querySelector('[data-testid="gate-mail-link-hint"]')?.textContent).toBe(
      "A sealed push's link carries its key, which never reaches the instance: it cannot mail the link.",
    );
    page.button('Push').click();
    await page.waitForText(/Pushed\./);
    expect(creates[0]).not.toHaveProperty('notify_emails_to');
    expect(page.root.querySelector('[data-testid="result-mailed"]')).toBeNull();
    page.unmount();
  });

  it.each([
    ['the instance mails no links', { linkMails: false }, {}],
    ['no token says who sends', {}, { token: false }],
  ])('is not offered where %s', async (_, features, opts) => {
    const { page } = await mailingPopup(features, opts);
    expect(page.root.querySelector('[data-testid="gate-section"]')).not.toBeNull();
    expect(page.text()).not.toContain(MAIL_LINK);
    page.unmount();
  });
});

describe('a default that mails the link, where the instance mails none', () => {
  beforeEach(() => fakeBrowser.reset());

  it('says nothing of it and pushes the gate alone, whatever the address becomes', async () => {
    const gate = { ...emptyGateForm(), recipient: 'bob@client.example', mailLink: true };
    const { page, creates } = await mailingPopup({ linkMails: false }, { gate });
    await page.type(RECIPIENT, '@partner.example');
    page.button('Push').click();
    await page.waitForText(/Enter the secret to push\./);
    expect(page.text()).not.toContain('To mail the link');
    await page.type('Secret', 'hunter2');
    page.button('Push').click();
    await page.waitForText(/Pushed\./);
    expect(creates[0]?.gate).toEqual({ emails: ['@partner.example'], members: false, networks: [] });
    expect(creates[0]).not.toHaveProperty('notify_emails_to');
    page.unmount();
  });
});

describe('gate kinds the instance keeps', () => {
  beforeEach(() => fakeBrowser.reset());

  it('offers only those, and leaves out a default the instance cannot keep with a line saying so', async () => {
    const gate = { ...emptyGateForm(), recipient: 'bob@client.example', members: true, mailLink: true };
    const { h, page, creates, mailLink } = await mailingPopup({ gateKinds: ['member', 'network'] }, { gate });
    expect(page.root.querySelector('[data-testid="gate-dropped"]')?.textContent).toBe(
      "This instance cannot mail codes, so it takes no recipient's address: the default one is left out.",
    );
    expect(() => page.byLabel(RECIPIENT)).toThrow();
    expect(mailLink()).toBeNull();
    expect(page.byLabel(/Members of this instance only/).checked).toBe(true);
    await page.type('Secret', 'hunter2');
    page.button('Push').click();
    await page.waitForText(/Pushed\./);
    expect(creates[0]?.gate).toEqual({ emails: [], members: true, networks: [] });
    expect(creates[0]).not.toHaveProperty('notify_emails_to');
    const stored = await h.store.findPush(tokenOf(page.root));
    expect(stored && gateOf(stored, h.cipher)).toEqual({
      emails: [],
      members: true,
      networks: [],
      burnAfterFailures: null,
    });
    page.unmount();
  });

  it('says nothing where the instance keeps every kind the default holds', async () => {
    const gate = { ...emptyGateForm(), members: true };
    const { page } = await mailingPopup({ gateKinds: ['member'] }, { gate });
    expect(page.root.querySelector('[data-testid="gate-dropped"]')).toBeNull();
    expect(page.text()).not.toContain('Only from these IP ranges');
    page.unmount();
  });
});
