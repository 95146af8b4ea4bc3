import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pageShots } from './web-pages-browser.ts';

/**
 * The administrator opens the policy settings from the admin page, is told a contradiction beside
 * its field, saves a rule and finds the change in the history; with JavaScript, the page passes axe
 * and is photographed (test-results/web-admin-settings-*.png).
 */
export async function settingsSteps(
  admin: Page,
  origin: string,
  javaScript: boolean,
  axe: (url: string) => Promise<void>,
): Promise<void> {
  await admin.goto(`${origin}/admin`);
  await admin.getByRole('link', { name: 'Policy and brand' }).click();
  await admin.waitForURL('**/admin/settings');
  if (javaScript) await pageShots(admin, 'web-admin', 'settings');
  const text = admin.getByRole('group', { name: 'Text pushes' });
  await text.getByRole('group', { name: 'Days' }).getByLabel('Minimum').fill('400');
  await admin.getByRole('button', { name: 'Save the policy' }).click();
  expect(await admin.getByRole('alert').textContent()).toBe(
    'The policy was not saved. Check the fields marked below.',
  );
  expect(await admin.locator('#kinds-text-days-min-error').textContent()).toBe(
    'Must not be above the maximum.',
  );
  expect(await text.getByRole('group', { name: 'Days' }).getByLabel('Minimum').inputValue()).toBe('400');
  if (javaScript) await pageShots(admin, 'web-admin', 'settings-refused');
  await text.getByRole('group', { name: 'Days' }).getByLabel('Minimum').fill('1');
  await text.getByRole('group', { name: 'Views' }).getByLabel('Maximum').fill('25');
  await admin.getByRole('button', { name: 'Save the policy' }).click();
  await admin.waitForURL('**/admin/settings?done=saved');
  expect(await admin.getByRole('status').textContent()).toBe('The policy is saved.');
  const change = admin.locator('table.history tbody tr');
  expect(await change.count()).toBe(1);
  expect((await change.locator('td').allTextContents()).slice(1)).toEqual([
    'root@example.com',
    'Text pushes · Views · Maximum',
    '100',
    '25',
  ]);
  if (javaScript) {
    await axe(admin.url());
    await pageShots(admin, 'web-admin', 'settings-saved');
  }
}
