import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserTests } from '../support/chromium.ts';
import { pagesFixture } from './pages-server.ts';
import { sealedTextPush } from './sealed-recipient-browser.ts';

const availability = browserTests('the sealed page browser tests');
const require = createRequire(import.meta.url);
const TEXT = 'Sealed for the page tests: 1123-OMEGA';

/** The serious and critical axe-core findings of the page as it is now. */
async function seriousFindings(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const result = (await page.evaluate('axe.run()')) as {
    violations: { id: string; impact: string | null }[];
  };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact})`);
}

describe.skipIf(!availability.run)(
  `the sealed pages, without script and for axe ${availability.reason}`,
  () => {
    const f = pagesFixture();

    it('posts without JavaScript and shows the envelope, whose first line says how to open it', async () => {
      const sealed = await sealedTextPush(f, TEXT, { retrieval_step: false });
      const context = await f.browser.newContext({
        viewport: { width: 390, height: 800 },
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto(sealed.link);
      await expect(page.locator('noscript').textContent()).resolves.toContain('JavaScript is off');
      await page.getByRole('button', { name: 'Open the secret' }).click();
      await page.waitForURL(sealed.push.html_url);
      const shown = (await page.locator('#secret').textContent()) ?? '';
      expect(shown.split('\n')[0]).toMatch(
        /^This is a sealed Secret Push secret\. To read it, open the secret link/,
      );
      expect(shown).toMatch(/\nSP-SEALED-1\.t\./);
      expect(shown).not.toContain(TEXT);
      await context.close();
    });

    it('passes axe on the reveal page, the opened secret and /open, with no serious or critical finding', async () => {
      const sealed = await sealedTextPush(f, TEXT, { retrieval_step: false, passphrase: 'pw' });
      const context = await f.browser.newContext({ bypassCSP: true, viewport: { width: 390, height: 800 } });
      const page = await context.newPage();
      await page.goto(sealed.link);
      expect(['reveal', await seriousFindings(page)]).toEqual(['reveal', []]);
      await page.getByLabel('Passphrase').fill('pw');
      await page.getByRole('button', { name: 'Open the secret' }).click();
      await page.locator('#secret').waitFor({ state: 'visible' });
      expect(['opened', await seriousFindings(page)]).toEqual(['opened', []]);
      await page.goto(`${f.server.url}/open`);
      expect(['/open', await seriousFindings(page)]).toEqual(['/open', []]);
      await context.close();
    });
  },
);
