import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firefoxTests } from './firefox-browser.ts';
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
  ownerNotices,
  ownerSees,
  PROVIDER_NAME,
  STEP_WAIT_MS,
  sealedGatedPush,
  startGateWorld,
} from './gate-e2e-setup.ts';
import { captureFirefoxRequests, firefoxGateShots, launchFirefoxPair } from './gate-firefox-browser.ts';
import { fill, press, textOf } from './web-firefox-browser.ts';

const mode = firefoxTests('the gate Firefox test');
const SECRET = 'the backup key is 9912-LANTERN-07';
const MEMBERS_SECRET = 'the build server password is quartz-ferry-18';

/** What a page says in its main part, with `address` put out of sight: the same for any address typed. */
const saysBut = async (page: Page, address: string) =>
  (await textOf(page, 'main')).replaceAll(address, '<address>');

describe.runIf(mode.run)('gates stand before a sealed push in Firefox', () => {
  let world: GateWorld;
  let light: Browser;
  let dark: Browser;
  const requests: string[] = [];
  const secrets: string[] = [SECRET, MEMBERS_SECRET];

  /** A fresh profile's page, every request of which is kept for the search for keys. */
  const visitor = async (): Promise<Page> => {
    const context = await light.createBrowserContext();
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_WAIT_MS);
    await page.setViewport({ width: 1280, height: 800 });
    captureFirefoxRequests(page, requests);
    return page;
  };
  const shots = (page: Page, name: string) => firefoxGateShots(page, dark, name);

  beforeAll(async () => {
    [world, { light, dark }] = await Promise.all([startGateWorld(), launchFirefoxPair()]);
  });
  afterAll(async () => {
    await Promise.all([light?.close(), dark?.close()]);
    await world?.stop();
  });

  it('opens a sealed push gated by address and network for bob only, from the office, by the mailed code', async () => {
    const made = await sealedGatedPush(world, SECRET, { emails: [BOB], networks: [OFFICE] });
    secrets.push(made.fragment);
    const token = made.push.url_token;
    const page = await visitor();

    world.proxy.comeFrom(AWAY);
    expect((await page.goto(made.link))?.status()).toBe(403);
    expect(await textOf(page, 'h1')).toBe('Not available from here');
    expect(await page.$('form.language-picker')).toBeNull();
    await shots(page, 'refused-network');
    expect(await ownerSees(world, token)).toEqual({
      viewsLeft: 3,
      audit: ['creation @ 127.0.0.1', `failed_gate network @ ${AWAY}`],
    });

    world.proxy.comeFrom(AT_OFFICE);
    expect((await page.reload())?.status()).toBe(403);
    expect(await textOf(page, 'h1')).toBe('This secret is for its recipient only');
    // Another language would be another load, without the key: a sealed push's gate offers none.
    expect(await page.$('form.language-picker')).toBeNull();
    await shots(page, 'address-form');
    await fill(page, '#gate-email', EVE);
    await press(page, 'Send me a code');
    expect(await textOf(page, 'h1')).toBe('Enter the code from your mail');
    const toEve = await saysBut(page, EVE);
    // Asking for a code is no refusal: nothing is written, no view is used.
    expect(await ownerSees(world, token)).toEqual({
      viewsLeft: 3,
      audit: ['creation @ 127.0.0.1', `failed_gate network @ ${AWAY}`],
    });
    await fill(page, '#gate-code', '123456');
    await press(page, 'Continue');
    expect(await textOf(page, '[role="alert"]')).toBe('That code is wrong or has expired.');
    // The form has no action: the link, fragment and all, is where each step posts.
    expect(page.url()).toBe(made.link);
    await shots(page, 'wrong-code');
    expect(await ownerSees(world, token)).toEqual({
      viewsLeft: 3,
      audit: ['creation @ 127.0.0.1', `failed_gate network @ ${AWAY}`, `failed_gate email @ ${AT_OFFICE}`],
    });

    await press(page, 'Use another address');
    await fill(page, '#gate-email', BOB);
    await press(page, 'Send me a code');
    expect(await saysBut(page, BOB)).toBe(toEve);
    await shots(page, 'code-form');
    // Eve asked first: had she been mailed, hers would be the first mail.
    const mailed = await mailedCode(world, 1);
    expect(mailed.to).toEqual([BOB]);
    expect(world.smtp.received).toHaveLength(1);

    await fill(page, '#gate-code', mailed.code);
    await press(page, 'Continue');
    await page.click('::-p-text(Open the secret)');
    await page.waitForFunction(
      (text) => document.querySelector('#secret')?.textContent === text,
      { timeout: STEP_WAIT_MS },
      SECRET,
    );
    await shots(page, 'opened');
    expect(await ownerNotices(world, token)).toEqual([`view ${BOB} code`]);
    expect(await ownerSees(world, token)).toEqual({
      viewsLeft: 2,
      audit: [
        'creation @ 127.0.0.1',
        `failed_gate network @ ${AWAY}`,
        `failed_gate email @ ${AT_OFFICE}`,
        `view @ ${AT_OFFICE}`,
        `gate_passed code:${BOB} @ ${AT_OFFICE}`,
      ],
    });
    await page.browserContext().close();
  });

  it('opens a sealed push for members after single sign-on, the key held across the sign-in', async () => {
    const made = await sealedGatedPush(world, MEMBERS_SECRET, { members: true });
    secrets.push(made.fragment);
    const token = made.push.url_token;
    const page = await visitor();
    expect((await page.goto(made.link))?.status()).toBe(403);
    expect(await textOf(page, 'main p')).toBe(
      'Only members of this server may open it: sign in, and you come back here.',
    );
    expect(await page.$('form.language-picker')).toBeNull();
    await shots(page, 'members-sign-in');
    expect(await ownerSees(world, token)).toEqual({ viewsLeft: 3, audit: ['creation @ 127.0.0.1'] });

    await Promise.all([page.waitForNavigation(), page.click('#gate-sign-in')]);
    // The provider's pages import a web font from the Internet: their load event waits on it in vain.
    const shown = { waitUntil: 'domcontentloaded' } as const;
    await Promise.all([
      page.waitForNavigation(shown),
      page.click(`::-p-text(Sign in with ${PROVIDER_NAME})`),
    ]);
    await page.waitForSelector('input[name="login"]');
    await fill(page, 'input[name="login"]', MEMBER.account);
    await fill(page, 'input[name="password"]', 'any password at all');
    // Its sign-in page, then its consent page: one submit button each.
    await Promise.all([page.waitForNavigation(shown), page.click('button[type="submit"]')]);
    await Promise.all([page.waitForNavigation(shown), page.click('button[autofocus][type="submit"]')]);
    await page.waitForFunction((url) => location.href === url, { timeout: STEP_WAIT_MS }, made.push.html_url);
    await page.click('::-p-text(Open the secret)');
    await page.waitForFunction(
      (text) => document.querySelector('#secret')?.textContent === text,
      { timeout: STEP_WAIT_MS },
      MEMBERS_SECRET,
    );
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
    await page.browserContext().close();
  });

  it('sent no key and no secret anywhere: requests, referrers, bodies, the server log, the mails', () => {
    expect(leaksOf(world, requests, secrets)).toEqual([]);
    // The same search finds what was sent: the address typed into the gate's form, in a posted body.
    expect(leaksOf(world, requests, [BOB]).some((at) => at.startsWith('request POST /p/'))).toBe(true);
  });
});
