import type { BrowserContext, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { screenshot } from './ext-browser.ts';
import {
  buildFirefoxExtension,
  FIREFOX_DARK,
  type FirefoxWithExtension,
  firefoxTests,
  launchFirefoxWithExtension,
} from './firefox-browser.ts';
import {
  ADMIN,
  ADMIN_PASSWORD,
  addPeople,
  GOOD_PASSPHRASE,
  MEMBER_PASSWORD,
  newestPush,
  PINNED,
  policyNow,
  RULE_FIELDS,
  WORDS,
} from './policy-e2e-setup.ts';
import { fill, firefoxShots, press, textOf } from './web-firefox-browser.ts';

const mode = firefoxTests('the policy Firefox test');
const MEMBER = 'firefox-member@example.com';

/** The texts of a select's options, and the one selected. */
const choices = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const select = el as HTMLSelectElement;
    return {
      all: [...select.options].map((o) => o.textContent?.trim()),
      selected: select.selectedOptions[0]?.textContent?.trim(),
    };
  });

/** Ticks or unticks a box by clicking it, as a person would, when it is not so already. */
async function setBox(page: Page, selector: string, on: boolean): Promise<void> {
  if ((await page.$eval(selector, (el) => (el as HTMLInputElement).checked)) !== on)
    await page.click(selector);
}

/** Signs in on the page's form in a context of its own. */
async function signedIn(context: BrowserContext, origin: string, email: string, password: string) {
  const page = await context.newPage();
  await page.setViewport({ width: 390, height: 800 });
  await page.goto(`${origin}/users/sign_in`);
  await fill(page, '#email', email);
  await fill(page, '#password', password);
  await Promise.all([page.waitForNavigation(), page.click('main button[type="submit"]')]);
  return page;
}

/** Saves the instance with the member's token on the options page, and waits for the token to be accepted. */
async function saveInstance(firefox: FirefoxWithExtension, url: string, token: string): Promise<void> {
  const page = await firefox.open('options.html', '#instance-url');
  await fill(page, '#instance-url', url);
  await fill(page, '#instance-token', token);
  await page.click('button[type="submit"]');
  await page.waitForSelector('::-p-text(The API token is accepted)', { timeout: 15_000 });
  await page.close();
}

/** What the popup offers and locks under the rules; the same in light and in dark. */
async function popupUnderRules(page: Page) {
  return {
    kinds: await page.$$eval('fieldset.kinds label', (labels) => labels.map((l) => l.textContent?.trim())),
    durations: await choices(page, '#duration'),
    passphraseRule: await textOf(page, '[data-testid="passphrase-rule"]'),
    passphrase: await page.$eval('#passphrase', (el) => [
      el.getAttribute('aria-required'),
      el.getAttribute('aria-describedby'),
    ]),
    step: await page.$eval('[data-testid="retrieval-step-rule"]', (note) => {
      const box = document.querySelector(`[aria-describedby="${note.id}"]`) as HTMLInputElement | null;
      return { checked: box?.checked, disabled: box?.disabled, why: note.textContent };
    }),
  };
}

describe.runIf(mode.run)(
  'rules set on the settings page, followed by the web form and the popup (Firefox)',
  () => {
    let server: RunningServer;
    let light: FirefoxWithExtension;
    let dark: FirefoxWithExtension;
    let token = '';

    beforeAll(async () => {
      const dir = buildFirefoxExtension('e2e-policy-firefox');
      server = await startServer(tempDataDir(), PINNED);
      token = userCli(server.dataDir, ['add', MEMBER]).lastLine;
      addPeople(server, MEMBER);
      [light, dark] = await Promise.all([
        launchFirefoxWithExtension(dir),
        launchFirefoxWithExtension(dir, undefined, FIREFOX_DARK),
      ]);
    }, 120_000);

    afterAll(async () => {
      await Promise.all([light?.browser.close(), dark?.browser.close()]);
      await server?.stop('SIGTERM');
    });

    it('lets the administrator set the rules on the settings page in Firefox, the pinned one shown read-only', async () => {
      const context = await light.browser.createBrowserContext();
      const page = await signedIn(context, server.url, ADMIN, ADMIN_PASSWORD);
      await page.goto(`${server.url}/admin/settings`);
      expect(await textOf(page, '#kinds-url-allowed')).toContain(
        "Set by the server's configuration (PWP__ENABLE_URL_PUSHES)",
      );
      expect(await page.$('[name="kinds.url.allowed"]')).toBeNull();
      for (const [id, value] of Object.entries(RULE_FIELDS.numbers)) await fill(page, `#${id}`, value);
      for (const id of RULE_FIELDS.tick) await setBox(page, `#${id}`, true);
      for (const id of RULE_FIELDS.untick) await setBox(page, `#${id}`, false);
      await press(page, 'Save the policy');
      expect(await textOf(page, '[role="status"]')).toBe('The policy is saved.');
      await firefoxShots(page, 'policy-settings-saved', dark.browser);
      const now = await policyNow(server.url);
      expect(now.policy.kinds.text).toMatchObject({
        days: { max: 3, default: 2 },
        passphrase: { required: true, minLength: 12 },
        retrievalStep: { required: true },
      });
      expect([now.policy.kinds.qr.allowed, now.policy.kinds.url.allowed]).toEqual([false, false]);
      await context.close();
    }, 60_000);

    it("shows the member's web form in Firefox only what the rules allow", async () => {
      const context = await light.browser.createBrowserContext();
      const page = await signedIn(context, server.url, MEMBER, MEMBER_PASSWORD);
      await page.goto(`${server.url}/?kind=qr`);
      expect(await page.$$eval('nav.kinds a', (links) => links.map((a) => a.textContent))).toEqual([
        'Text',
        'File',
      ]);
      expect(await textOf(page, 'nav.kinds a[aria-current="page"]')).toBe('Text');
      const durations = await choices(page, '#duration');
      expect([durations.all.at(-1), durations.selected, durations.all.length]).toEqual([
        '3 days',
        '2 days',
        9,
      ]);
      expect(
        await page.$eval('#passphrase', (el) => [el.hasAttribute('required'), el.getAttribute('minlength')]),
      ).toEqual([true, '12']);
      expect(await textOf(page, 'label[for="passphrase"]')).toBe('Passphrase');
      expect(await textOf(page, '#passphrase-rule')).toBe(WORDS.webPassphrase);
      expect(
        await page.$eval('[aria-describedby="retrieval_step-rule"]', (el) => [
          (el as HTMLInputElement).checked,
          (el as HTMLInputElement).disabled,
        ]),
      ).toEqual([true, true]);
      expect(await textOf(page, '#retrieval_step-rule')).toBe(WORDS.webOption);
      await firefoxShots(page, 'policy-web-form', dark.browser);

      // Firefox's own check stops a passphrase shorter than the rule before anything is sent.
      const before = (await newestPush(server.url, token)).count;
      await fill(page, '#payload', 'the staging password');
      await fill(page, '#passphrase', 'too short');
      await page.click('#push-submit');
      expect(await page.$eval('#passphrase', (el) => (el as HTMLInputElement).validity.tooShort)).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/');
      await fill(page, '#passphrase', GOOD_PASSPHRASE);
      await Promise.all([page.waitForNavigation(), page.click('#push-submit')]);
      expect(new URL(page.url()).pathname).toMatch(/^\/p\/[^/]+\/preview$/);
      const { count, newest } = await newestPush(server.url, token);
      expect(count).toBe(before + 1);
      expect(newest).toMatchObject({ retrieval_step: true, expire_after_days: 2 });
      await context.close();
    }, 60_000);

    it('shows the popup in Firefox only what the rules allow, light and dark, and sends no push that breaks one', async () => {
      await Promise.all([saveInstance(light, server.url, token), saveInstance(dark, server.url, token)]);
      const expected = {
        kinds: ['Text', 'File'],
        passphraseRule: WORDS.popupPassphrase,
        passphrase: ['true', 'passphrase-rule'],
        step: { checked: true, disabled: true, why: WORDS.popupOption },
      };
      const shots: [FirefoxWithExtension, string][] = [
        [light, 'light'],
        [dark, 'dark'],
      ];
      for (const [firefox, scheme] of shots) {
        const page = await firefox.open('popup.html', '#payload');
        await page.setViewport({ width: 360, height: 1000 });
        await page.waitForSelector('[data-testid="passphrase-rule"]');
        const shown = await popupUnderRules(page);
        expect(shown).toMatchObject(expected);
        expect([shown.durations.all.at(-1), shown.durations.selected]).toEqual(['3 days', '2 days']);
        expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
          scheme === 'dark',
        );
        await page.screenshot({ path: screenshot(`policy-e2e-popup-firefox-${scheme}`), fullPage: true });

        const before = (await newestPush(server.url, token)).count;
        await page.type('#payload', 'the staging password');
        await page.click('form[aria-label="New push"] button[type="submit"]');
        await page.waitForSelector(`p.error::-p-text(${WORDS.popupPassphrase})`);
        await page.screenshot({
          path: screenshot(`policy-e2e-popup-firefox-refused-${scheme}`),
          fullPage: true,
        });
        expect((await newestPush(server.url, token)).count).toBe(before);
        await page.close();
      }

      const page = await light.open('popup.html', '#payload');
      await page.type('#payload', 'the staging password');
      await page.click('::-p-text(Generate)');
      await page.click('form[aria-label="New push"] button[type="submit"]');
      await page.waitForSelector('::-p-text(Push another)');
      const { newest } = await newestPush(server.url, token);
      expect(newest).toMatchObject({ retrieval_step: true, expire_after_days: 2 });
      await page.close();
    }, 60_000);
  },
);
