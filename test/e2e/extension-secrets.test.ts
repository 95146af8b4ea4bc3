import { describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { browserTests } from '../support/chromium.ts';
import { api, bothSchemes, expectNoSideways, extensionFixture, saveInstance } from './ext-fixture.ts';

const mode = browserTests('the extension secret-field browser test');

const PEM = `-----BEGIN CERTIFICATE-----
MIIBszCCAVmgAwIBAgIUJ3m7c0Zq3n1r3L8m1pQmX2f5S8kwCgYIKoZIzj0EAwIw
ITEfMB0GA1UEAwwWc2VjcmV0LXB1c2gudGVzdC5sb2NhbDAeFw0yNjAxMDEwMDAw
  indented,\ttabbed and trailing   
-----END CERTIFICATE-----
`;
// LF only: every browser's textarea turns a pasted CRLF into LF (the HTML value normalisation).
const ENV =
  'DATABASE_URL=postgres://app:s3cr3t@db:5432/app\nAPI_KEY="a b#c"  \n\nEMPTY=\n# comment ünïcødé ✓\n';

describe.runIf(mode.run)('the popup keeps secrets byte for byte (Chromium, real server)', () => {
  const f = extensionFixture('e2e-secrets');

  it('pushes a PEM block with Ctrl+Enter and an .env block with the button, each stored as typed', async () => {
    await saveInstance(f, { url: f.server.url, token: f.token });
    const page = await f.browser.context.newPage();
    await page.setViewportSize({ width: 360, height: 720 });
    await page.goto(f.browser.url('popup.html'));
    const field = page.getByLabel('Secret', { exact: true });
    expect(await field.evaluate((el) => el.tagName)).toBe('TEXTAREA');
    expect(await field.evaluate((el) => getComputedStyle(el).getPropertyValue('-webkit-text-security'))).toBe(
      'disc',
    );
    await field.fill(PEM);
    await field.press('Enter');
    await field.press('Backspace');
    expect(await page.getByTestId('push-result').count()).toBe(0);
    await bothSchemes(page, 'extension-popup-secret-masked');
    await page.getByRole('button', { name: 'Show secret' }).click();
    await bothSchemes(page, 'extension-popup-secret-shown');
    await field.press('Control+Enter');
    const first = (await page.getByTestId('secret-link').textContent()) ?? '';

    await page.getByRole('button', { name: 'Push another' }).click();
    await page.getByLabel('Secret', { exact: true }).fill(ENV);
    await page.getByRole('button', { name: 'Push', exact: true }).click();
    const second = (await page.getByTestId('secret-link').textContent()) ?? '';
    await expectNoSideways(page);
    await bothSchemes(page, 'extension-popup-result');

    const payload = async (link: string) =>
      (await api<PushJson>(f, `/pushes/${link.split('/p/')[1]?.replace(/\/r$/, '')}`)).payload;
    expect(await payload(first)).toBe(PEM);
    expect(await payload(second)).toBe(ENV);
    await page.close();
  }, 60_000);

  it('shows text at 14 px in the popup and the options page, whatever Chromium does to body', async () => {
    for (const path of ['popup.html', 'options.html']) {
      const page = await f.browser.context.newPage();
      await page.goto(f.browser.url(path));
      await page.locator('label').first().waitFor();
      const sizes = await page.evaluate(() => [
        getComputedStyle(document.body).fontSize,
        getComputedStyle(document.querySelector('label') as Element).fontSize,
      ]);
      expect(sizes).toEqual(['14px', '14px']);
      await page.close();
    }
  }, 30_000);
});
