import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTests } from '../support/chromium.ts';
import { leaksOf } from './gate-e2e-leaks.ts';
import {
  AT_OFFICE,
  AWAY,
  BOB,
  EVE,
  type GateWorld,
  MEMBER,
  mailedCode,
  OFFICE,
  OWNER,
  OWNER_PASSWORD,
  ownerNotices,
  ownerSees,
  PROVIDER_NAME,
  STEP_WAIT_MS,
  sealedGatedPush,
  startGateWorld,
} from './gate-e2e-setup.ts';
import { launchChromium } from './pages-browser.ts';
import { captureRequests } from './sealed-recipient-browser.ts';
import { pageShots } from './web-pages-browser.ts';
import { signInAtProvider } from './web-sso-browser.ts';

const mode = browserTests('the gate browser test');
const SECRET = 'vault 7 opens with 4481-ORCHID-22';
const MEMBERS_SECRET = 'the staging root password is plum-kettle-93';

/** test-results/gate-chromium-<name>-<width>-<scheme>.png: light and dark, at 360 and 1280 px. */
const shots = (page: Page, name: string) => pageShots(page, 'gate-chromium', name, [360, 1280]);
const h1 = (page: Page) => page.locator('h1').textContent();
/** What a page says in its main part, with `address` put out of sight: the same for any address typed. */
const saysBut = async (page: Page, address: string) =>
  ((await page.locator('main').textContent()) ?? '').replaceAll(address, '<address>');

describe.runIf(mode.run)('gates stand before a sealed push in Chromium', () => {
  let world: GateWorld;
  let browser: Browser;
  const requests: string[] = [];
  const secrets: string[] = [SECRET, MEMBERS_SECRET];

  /** A fresh browser profile, every request of which is kept for the search for keys. */
  const visitor = async (): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(STEP_WAIT_MS);
    const seen = captureRequests(context);
    context.on('close', () => requests.push(...seen));
    return { context, page: await context.newPage() };
  };

  beforeAll(async () => {
    [world, browser] = await Promise.all([startGateWorld(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  it('opens a sealed push gated by address and network for bob only, from the office, by the mailed code', async () => {
    // The owner seals it in the web form, for bob at the office.
    const owner = await visitor();
    await owner.page.goto(`${world.origin}/users/sign_in`);
    await owner.page.getByLabel('E-mail').fill(OWNER);
    await owner.page.getByLabel('Password').fill(OWNER_PASSWORD);
    await owner.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await owner.page.waitForURL((url) => url.pathname !== '/users/sign_in');
    await owner.page.goto(`${world.origin}/`);
    await owner.page.getByLabel('Secret', { exact: true }).fill(SECRET);
    await owner.page.getByLabel('Sealed (end-to-end encrypted)').check();
    await owner.page.getByText('More options').click();
    await owner.page.getByLabel('Only these addresses or @domains may open it').fill(BOB);
    await owner.page.getByLabel('Only from these address ranges').fill(OFFICE);
    await owner.page.getByRole('button', { name: 'Push', exact: true }).click();
    await owner.page.waitForURL(/\/p\/[^/]+\/preview$/);
    await expect
      .poll(() => owner.page.locator('#link').textContent(), { timeout: STEP_WAIT_MS })
      .toContain('#k1=');
    const link = (await owner.page.locator('#link').textContent()) ?? '';
    const token = /\/p\/([^/#]+)/.exec(link)?.[1] ?? '';
    secrets.push(link.slice(link.indexOf('#') + 1));
    const start = await ownerSees(world, token);
    expect(start.audit).toEqual([`creation @ ${AT_OFFICE}`]);

    // From another network nothing passes: not even the address form.
    const { context, page } = await visitor();
    world.proxy.comeFrom(AWAY);
    expect((await page.goto(link))?.status()).toBe(403);
    expect(await h1(page)).toBe('Not available from here');
    expect(await page.locator('form.language-picker').count()).toBe(0);
    await shots(page, 'refused-network');
    expect(await ownerSees(world, token)).toEqual({
      viewsLeft: start.viewsLeft,
      audit: [`creation @ ${AT_OFFICE}`, `failed_gate network @ ${AWAY}`],
    });

    // From the office, the address form; another address gets the very same page, and no mail.
    world.proxy.comeFrom(AT_OFFICE);
    expect((await page.reload())?.status()).toBe(403);
    expect(await h1(page)).toBe('This secret is for its recipient only');
    // Another language would be another load, without the key: a sealed push's gate offers none.
    expect(await page.locator('form.language-picker').count()).toBe(0);
    await shots(page, 'address-form');
    await page.getByLabel('Your e-mail address').fill(EVE);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect.poll(() => h1(page), { timeout: STEP_WAIT_MS }).toBe('Enter the code from your mail');
    const toEve = await saysBut(page, EVE);
    // Asking for a code is no refusal: nothing is written, no view is used.
    expect(await ownerSees(world, token)).toEqual({
      viewsLeft: start.viewsLeft,
      audit: [`creation @ ${AT_OFFICE}`, `failed_gate network @ ${AWAY}`],
    });
    await page.getByLabel('Code').fill('123456');
    const wrong = page.waitForResponse((res) => res.request().method() === 'POST');
    await page.getByRole('button', { name: 'Continue' }).click();
    expect((await wrong).status()).toBe(401);
    expect(await page.getByRole('alert').textContent()).toBe('That code is wrong or has expired.');
    expect(page.url()).toBe(link);
    await shots(page, 'wrong-code');
    expect(await ownerSees(world, token)).toEqual({
      viewsLeft: start.viewsLeft,
      audit: [`creation @ ${AT_OFFICE}`, `failed_gate network @ ${AWAY}`, `failed_gate email @ ${AT_OFFICE}`],
    });

    await page.getByRole('button', { name: 'Use another address' }).click();
    await expect
      .poll(() => h1(page), { timeout: STEP_WAIT_MS })
      .toBe('This secret is for its recipient only');
    await page.getByLabel('Your e-mail address').fill(BOB);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect.poll(() => h1(page), { timeout: STEP_WAIT_MS }).toBe('Enter the code from your mail');
    expect(await saysBut(page, BOB)).toBe(toEve);
    await shots(page, 'code-form');
    // Eve asked first: had she been mailed, hers would be the first mail.
    const mailed = await mailedCode(world, 1);
    expect(mailed.to).toEqual([BOB]);
    expect(world.smtp.received).toHaveLength(1);

    await page.getByLabel('Code').fill(mailed.code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Open the secret' }).click();
    await expect.poll(() => page.locator('#secret').textContent(), { timeout: STEP_WAIT_MS }).toBe(SECRET);
    await shots(page, 'opened');
    const after = await ownerSees(world, token);
    expect(after).toEqual({
      viewsLeft: (start.viewsLeft ?? 0) - 1,
      audit: [
        `creation @ ${AT_OFFICE}`,
        `failed_gate network @ ${AWAY}`,
        `failed_gate email @ ${AT_OFFICE}`,
        // The view is claimed first, then who passed the gate for it is written beside it.
        `view @ ${AT_OFFICE}`,
        `gate_passed code:${BOB} @ ${AT_OFFICE}`,
      ],
    });

    expect(await ownerNotices(world, token)).toEqual([`view ${BOB} code`]);
    await owner.page.goto(`${world.origin}/p/${token}/audit`);
    const events = await owner.page.locator('table.audit tbody td:first-child').allTextContents();
    expect(events).toEqual([
      `Opened by ${BOB}, verified by a mailed code`,
      'Viewed',
      'Kept out by the gate',
      'Kept out by the gate',
      'Created',
    ]);
    await shots(owner.page, 'owner-audit');
    await Promise.all([owner.context.close(), context.close()]);
  });

  it('opens a sealed push for members after single sign-on, the key held across the sign-in', async () => {
    const made = await sealedGatedPush(world, MEMBERS_SECRET, { members: true });
    secrets.push(made.fragment);
    const token = made.push.url_token;
    const { context, page } = await visitor();
    expect((await page.goto(made.link))?.status()).toBe(403);
    expect(await page.locator('main p').first().textContent()).toBe(
      'Only members of this server may open it: sign in, and you come back here.',
    );
    expect(await page.locator('form.language-picker').count()).toBe(0);
    await shots(page, 'members-sign-in');
    expect(await ownerSees(world, token)).toEqual({ viewsLeft: 3, audit: ['creation @ 127.0.0.1'] });

    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: `Sign in with ${PROVIDER_NAME}` }).click();
    await page.waitForURL((url) => url.origin === world.provider.issuer);
    await signInAtProvider(page, MEMBER.account);
    await page.waitForURL(made.push.html_url);
    await page.getByRole('button', { name: 'Open the secret' }).click();
    await expect
      .poll(() => page.locator('#secret').textContent(), { timeout: STEP_WAIT_MS })
      .toBe(MEMBERS_SECRET);
    await shots(page, 'members-opened');
    expect(await ownerNotices(world, token)).toEqual([`view ${MEMBER.email} sign_in`]);
    expect(await ownerSees(world, token)).toEqual({
      viewsLeft: 2,
      audit: [
        'creation @ 127.0.0.1',
        `view @ ${AT_OFFICE}`,
        `gate_passed member:${MEMBER.email} @ ${AT_OFFICE}`,
      ],
    });
    await context.close();
  });

  it('sent no key and no secret anywhere: requests, referrers, bodies, the server log, the mails', () => {
    expect(leaksOf(world, requests, secrets)).toEqual([]);
    // The same search finds what was sent: the address typed into the gate's form, in a posted body.
    expect(leaksOf(world, requests, [BOB]).some((at) => at.startsWith('request POST /p/'))).toBe(true);
  });
});
