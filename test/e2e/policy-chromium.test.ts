import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserTests } from '../support/chromium.ts';
import { bothSchemes, extensionFixture, saveInstance } from './ext-fixture.ts';
import {
  ADMIN,
  ADMIN_PASSWORD,
  addPeople,
  apiPush,
  GOOD_PASSPHRASE,
  MEMBER_PASSWORD,
  newestPush,
  PINNED,
  policyNow,
  RULE_CHANGES,
  RULE_FIELDS,
  WORDS,
} from './policy-e2e-setup.ts';
import { pageShots, signInOnPage } from './web-pages-browser.ts';

const mode = browserTests('the policy browser test');
const MEMBER = 'ui@example.com';

/** The extension's APIs the test reaches inside the service worker. */
declare const chrome: {
  action?: { openPopup: () => Promise<void> };
  contextMenus: { onClicked: { dispatch: (...args: unknown[]) => void } };
  storage: {
    local: {
      get: (key: string) => Promise<Record<string, unknown>>;
      set: (items: Record<string, unknown>) => Promise<void>;
    };
  };
};

/** test-results/policy-e2e-<name>-<width>-<scheme>.png: light and dark, at 360 and 1280 px. */
const shots = (page: Page, name: string) => pageShots(page, 'policy-e2e', name, [360, 1280]);

/** The texts of a select's options, and the one selected. */
const choices = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const select = el as HTMLSelectElement;
    return {
      all: [...select.options].map((o) => o.textContent?.trim()),
      selected: select.selectedOptions[0]?.textContent?.trim(),
    };
  });

describe.runIf(mode.run)(
  'rules set on the settings page, followed by the web form, the popup and the API (Chromium)',
  () => {
    // The fixture's token user is the member; one Chromium holds the web pages and the extension.
    const f = extensionFixture('e2e-policy', PINNED);

    it('lets the administrator set rules and see them in the history, and keeps the pinned rule as configured', async () => {
      addPeople(f.server, MEMBER);
      const page = await f.browser.context.newPage();
      await signInOnPage(page, f.server.url, ADMIN, ADMIN_PASSWORD);
      await page.goto(`${f.server.url}/admin/settings`);
      const pinned = page.locator('#kinds-url-allowed');
      expect(await pinned.textContent()).toContain(
        "Set by the server's configuration (PWP__ENABLE_URL_PUSHES)",
      );
      expect(await page.locator('[name="kinds.url.allowed"]').count()).toBe(0);
      expect(await pinned.locator('strong').textContent()).toBe('No');
      const text = page.getByRole('group', { name: 'Text pushes' });
      await text.getByRole('group', { name: 'Days' }).getByLabel('Maximum').fill('3');
      await text.getByRole('group', { name: 'Days' }).getByLabel('Default').fill('2');
      await text.getByLabel('Passphrase required').check();
      await text.getByLabel('Shortest passphrase (characters)').fill('12');
      await text.getByRole('group', { name: 'Retrieval step' }).getByLabel('Required').check();
      await page
        .getByRole('group', { name: 'QR code pushes' })
        .getByLabel('Allowed', { exact: true })
        .uncheck();
      // The same rules the Firefox test sets by field id: a change to one list shows in both.
      for (const [id, value] of Object.entries(RULE_FIELDS.numbers))
        expect(await page.locator(`#${id}`).inputValue()).toBe(value);
      for (const id of RULE_FIELDS.tick) expect(await page.locator(`#${id}`).isChecked()).toBe(true);
      for (const id of RULE_FIELDS.untick) expect(await page.locator(`#${id}`).isChecked()).toBe(false);
      await page.getByRole('button', { name: 'Save the policy' }).click();
      await page.waitForURL('**/admin/settings?done=saved');
      expect(await page.getByRole('status').textContent()).toBe('The policy is saved.');
      const rows = page.locator('table.history tbody tr');
      const history = async () =>
        (
          await rows.evaluateAll((trs) =>
            trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
          )
        )
          .map((cells) => cells.slice(1))
          .sort((a, b) => String(a[1]).localeCompare(String(b[1])));
      expect(await history()).toEqual(RULE_CHANGES.map((change) => [ADMIN, ...change]));
      // On a phone the passphrase's rules are set apart from the option above, not read as its fourth box.
      await page.setViewportSize({ width: 360, height: 800 });
      const top = async (id: string) => (await page.locator(`label:has(#${id})`).boundingBox())?.y ?? 0;
      const withinGroup =
        (await top('kinds-text-deletableByViewer-required')) -
        (await top('kinds-text-deletableByViewer-default'));
      const afterGroup =
        (await top('kinds-text-passphrase-required')) - (await top('kinds-text-deletableByViewer-required'));
      expect(afterGroup).toBeGreaterThan(withinGroup);
      await shots(page, 'settings-saved');

      // A form edited to send the pinned rule, as a forged post would: refused beside it, nothing saved.
      await page.evaluate(() => {
        const forged = Object.assign(document.createElement('input'), {
          type: 'hidden',
          name: 'kinds.url.allowed',
          value: 'on',
        });
        document.querySelector('form[action="/admin/settings"]')?.append(forged);
      });
      const [answer] = await Promise.all([
        page.waitForResponse((res) => res.request().method() === 'POST'),
        page.getByRole('button', { name: 'Save the policy' }).click(),
      ]);
      expect(answer.status()).toBe(422);
      expect(await page.locator('#kinds-url-allowed-error').textContent()).toBe(WORDS.pinned);
      // The refused page shows the value the configuration sets, not the one the forged post asked for.
      expect(await pinned.locator('strong').textContent()).toBe('No');
      expect(await page.getByRole('alert').textContent()).toBe(
        'The policy was not saved. Check the fields marked below.',
      );
      await shots(page, 'settings-pinned-refused');
      const now = await policyNow(f.server.url);
      expect([now.policy.kinds.url.allowed, now.pinned['kinds.url.allowed']]).toEqual([
        false,
        'PWP__ENABLE_URL_PUSHES',
      ]);
      expect(now.policy.kinds.text).toMatchObject({
        days: { min: 1, max: 3, default: 2 },
        passphrase: { required: true, minLength: 12 },
        retrievalStep: { required: true },
      });
      expect(now.policy.kinds.qr.allowed).toBe(false);
      await page.goto(`${f.server.url}/admin/settings`);
      expect(await rows.count()).toBe(RULE_CHANGES.length);
      await page.context().clearCookies();
      await page.close();
    }, 60_000);

    it("shows the member's web form only what the rules allow, and tells a broken rule beside its field", async () => {
      const page = await f.browser.context.newPage();
      await signInOnPage(page, f.server.url, MEMBER, MEMBER_PASSWORD);
      await page.goto(`${f.server.url}/?kind=qr`);
      // Neither the pinned URL kind nor the QR kind the administrator turned off is offered.
      expect(await page.locator('nav.kinds a').allTextContents()).toEqual(['Text', 'File']);
      expect(await page.locator('nav.kinds a[aria-current="page"]').textContent()).toBe('Text');
      expect(await choices(page, '#duration')).toEqual({
        all: [
          '15 minutes',
          '30 minutes',
          '45 minutes',
          '1 hour',
          '6 hours',
          '12 hours',
          '1 day',
          '2 days',
          '3 days',
        ],
        selected: '2 days',
      });
      const passphrase = page.getByLabel('Passphrase', { exact: true });
      expect([await passphrase.getAttribute('required'), await passphrase.getAttribute('minlength')]).toEqual(
        ['', '12'],
      );
      expect(await page.locator('#passphrase-rule').textContent()).toBe(WORDS.webPassphrase);
      const step = page.getByRole('checkbox', { name: /Retrieval step/ });
      expect([await step.isChecked(), await step.isDisabled()]).toEqual([true, true]);
      expect(await page.locator('#retrieval_step-rule').textContent()).toBe(WORDS.webOption);
      await shots(page, 'web-form');

      // The browser's own checks set aside, as a script-less or hand-made form would send it.
      const before = (await newestPush(f.server.url, f.token)).count;
      await page.getByLabel('Secret', { exact: true }).fill('the staging password');
      await passphrase.fill('too short');
      await page.evaluate(() => {
        (document.getElementById('push-form') as HTMLFormElement).noValidate = true;
      });
      await page.getByRole('button', { name: 'Push', exact: true }).click();
      await page.locator('#passphrase-error').waitFor();
      expect(await page.locator('#passphrase-error').textContent()).toBe(WORDS.webPassphrase);
      expect(await passphrase.getAttribute('aria-invalid')).toBe('true');
      await shots(page, 'web-form-refused-passphrase');

      // A form loaded before the maximum was lowered still sends a week.
      await page.evaluate(() => {
        const select = document.getElementById('duration') as HTMLSelectElement;
        select.append(
          Object.assign(document.createElement('option'), { value: '12', textContent: '1 week' }),
        );
        select.value = '12';
        (document.getElementById('push-form') as HTMLFormElement).noValidate = true;
      });
      await page.getByLabel('Secret', { exact: true }).fill('the staging password');
      await passphrase.fill(GOOD_PASSPHRASE);
      await page.getByRole('button', { name: 'Push', exact: true }).click();
      await page.locator('#duration-error').waitFor();
      expect(await page.locator('#duration-error').textContent()).toBe(
        'Choose one of the times offered: at most 3 days.',
      );
      // The time no longer offered gives way to the default, never silently to the shortest.
      expect((await choices(page, '#duration')).selected).toBe('2 days');
      await shots(page, 'web-form-refused-duration');
      expect((await newestPush(f.server.url, f.token)).count).toBe(before);

      await page.getByLabel('Secret', { exact: true }).fill('the staging password');
      await passphrase.fill(GOOD_PASSPHRASE);
      await page.getByLabel('Expire after').selectOption({ label: '2 days' });
      await page.getByRole('button', { name: 'Push', exact: true }).click();
      await page.waitForURL(/\/p\/[^/]+\/preview$/);
      const { newest } = await newestPush(f.server.url, f.token);
      expect(newest).toMatchObject({ retrieval_step: true, expire_after_days: 2 });
      await page.context().clearCookies();
      await page.close();
    }, 60_000);

    it('shows the popup only what the rules allow and sends no push that breaks one', async () => {
      await saveInstance(f, { url: f.server.url, token: f.token });
      const page = await f.browser.context.newPage();
      await page.setViewportSize({ width: 360, height: 1000 });
      await page.goto(f.browser.url('popup.html'));
      await page.getByLabel('Secret', { exact: true }).waitFor();
      expect(await page.locator('fieldset.kinds label').allTextContents()).toEqual(['Text', 'File']);
      const durations = await choices(page, '#duration');
      expect([durations.all.at(-1), durations.selected]).toEqual(['3 days', '2 days']);
      expect(durations.all).not.toContain('1 week');
      expect(await page.getByTestId('passphrase-rule').textContent()).toBe(WORDS.popupPassphrase);
      const passphrase = page.getByLabel('Passphrase', { exact: true });
      expect(await passphrase.isVisible()).toBe(true);
      expect([
        await passphrase.getAttribute('aria-required'),
        await passphrase.getAttribute('aria-describedby'),
      ]).toEqual(['true', 'passphrase-rule']);
      const step = page.getByRole('checkbox', { name: /retrieval step/i });
      expect([await step.isChecked(), await step.isDisabled()]).toEqual([true, true]);
      expect(await page.getByTestId('retrieval-step-rule').textContent()).toBe(WORDS.popupOption);
      await bothSchemes(page, 'policy-e2e-popup-chromium');

      const before = (await newestPush(f.server.url, f.token)).count;
      await page.getByLabel('Secret', { exact: true }).fill('the staging password');
      await page.getByRole('button', { name: 'Push', exact: true }).click();
      await page.locator('p.error').getByText(WORDS.popupPassphrase).waitFor();
      await bothSchemes(page, 'policy-e2e-popup-chromium-refused');
      expect((await newestPush(f.server.url, f.token)).count).toBe(before);

      await page.getByRole('button', { name: 'Generate' }).click();
      await page.getByRole('button', { name: 'Push', exact: true }).click();
      await page.getByRole('button', { name: 'Push another' }).waitFor();
      const { count, newest } = await newestPush(f.server.url, f.token);
      expect(count).toBe(before + 1);
      expect(newest).toMatchObject({ retrieval_step: true, expire_after_days: 2 });
      await page.close();
    }, 60_000);

    it('makes a right-click push within the rules from defaults beyond them, and sends none the rules would refuse', async () => {
      const setDefaults = (defaults: Record<string, unknown>) =>
        f.browser.worker.evaluate(async (patch) => {
          const { settings } = (await chrome.storage.local.get('settings')) as {
            settings: { instances: { defaults: Record<string, unknown> }[] };
          };
          for (const instance of settings.instances) Object.assign(instance.defaults, patch);
          await chrome.storage.local.set({ settings });
        }, defaults);
      const rightClick = (selectionText: string) =>
        f.browser.worker.evaluate(
          (text) =>
            chrome.contextMenus.onClicked.dispatch(
              {
                menuItemId: 'push-selection',
                selectionText: text,
                pageUrl: 'https://x.example/',
                frameId: 0,
              },
              undefined,
            ),
          selectionText,
        );
      // A week and no passphrase would break the rules; with a generated passphrase the week is cut to the default.
      await setDefaults({ durationIndex: 12, passphrase: true, retrievalStep: false });
      const before = (await newestPush(f.server.url, f.token)).count;
      await rightClick('right-click-secret');
      await expect
        .poll(async () => (await newestPush(f.server.url, f.token)).count, { timeout: 10_000 })
        .toBe(before + 1);
      const { newest } = await newestPush(f.server.url, f.token);
      expect(newest).toMatchObject({ retrieval_step: true, expire_after_days: 2, name: 'x.example' });

      await setDefaults({ passphrase: false });
      // The popup the browser opens cannot be reached from here: the call is recorded, and the popup
      // opened below stands for it (a real one would take the reason before this test could look).
      await f.browser.worker.evaluate(() => {
        const asked = async () => {
          Object.assign(globalThis, { popupAsked: true });
        };
        for (const api of [chrome, (globalThis as unknown as { browser?: typeof chrome }).browser])
          if (api?.action) api.action.openPopup = asked;
      });
      await rightClick('refused-secret');
      const popupAsked = () =>
        f.browser.worker.evaluate(() => (globalThis as { popupAsked?: boolean }).popupAsked === true);
      await expect.poll(popupAsked, { timeout: 10_000 }).toBe(true);
      const stored = await f.browser.worker.evaluate(() => chrome.storage.local.get('menuRefusal'));
      expect(stored.menuRefusal).toBe(WORDS.popupPassphrase);
      const popup = await f.browser.context.newPage();
      await popup.setViewportSize({ width: 360, height: 1000 });
      await popup.goto(f.browser.url('popup.html'));
      expect(await popup.getByTestId('menu-refusal').textContent()).toBe(WORDS.popupPassphrase);
      await bothSchemes(popup, 'policy-e2e-popup-chromium-menu-refusal');
      expect((await newestPush(f.server.url, f.token)).count).toBe(before + 1);
      await popup.close();
    }, 60_000);

    it('refuses through the API each push that breaks a rule with 422, naming it, and takes one within them', async () => {
      const push = (fields: Record<string, unknown>) => apiPush(f.server.url, f.token, fields);
      const policyRule = (rule: string) => expect.stringContaining(`(policy rule ${rule})`);
      expect(await push({ payload: 's' })).toEqual({
        status: 422,
        body: { passphrase: [policyRule('kinds.text.passphrase')] },
      });
      expect(await push({ payload: 's', passphrase: 'short' })).toEqual({
        status: 422,
        body: { passphrase: ['is required: at least 12 characters (policy rule kinds.text.passphrase)'] },
      });
      expect(await push({ payload: 's', passphrase: GOOD_PASSPHRASE, retrieval_step: false })).toEqual({
        status: 422,
        body: { retrieval_step: [policyRule('kinds.text.retrievalStep.required')] },
      });
      // Password Pusher's own answers for a bound and a kind turned off, with the rule named where the
      // administrator set it; the kind pinned by the server's configuration keeps its words alone.
      expect(await push({ payload: 's', passphrase: GOOD_PASSPHRASE, expire_after_days: 5 })).toEqual({
        status: 422,
        body: { expire_after_days: ['must be between 1 and 3 (policy rule kinds.text.days)'] },
      });
      expect(await push({ payload: 's', passphrase: GOOD_PASSPHRASE, expire_after_duration: 12 })).toEqual({
        status: 422,
        body: { expire_after_duration: ['must not be longer than 3 days (policy rule kinds.text.days)'] },
      });
      expect(await push({ kind: 'qr', payload: 'wifi' })).toEqual({
        status: 422,
        body: { kind: ['QR code pushes are disabled (policy rule kinds.qr.allowed).'] },
      });
      expect(await push({ kind: 'url', payload: 'https://example.com/' })).toEqual({
        status: 422,
        body: { kind: ['URL pushes are disabled.'] },
      });
      const made = await push({ payload: 's', passphrase: GOOD_PASSPHRASE });
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject({ retrieval_step: true, expire_after_days: 2, kind: 'text' });
    }, 30_000);
  },
);
