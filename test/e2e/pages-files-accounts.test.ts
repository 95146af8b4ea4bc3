import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { browserTests } from '../support/chromium.ts';
import { brandedHomeFlow } from './pages-brand.ts';
import { phone, screenshots } from './pages-browser.ts';
import { createPush, pagesFixture, setPassword } from './pages-server.ts';

const availability = browserTests('the recipient page browser tests');
const PASSWORD = 'a password of some length';

describe.skipIf(!availability.run)(
  `file, QR and account pages in a real browser ${availability.reason}`,
  () => {
    const f = pagesFixture();

    it("shows a brand's name, logos, tagline, accent and disclaimer at 390 px and on a desktop, light and dark", async () => {
      await brandedHomeFlow(f.browser);
    });

    it('downloads a file of a file push', async () => {
      const form = new FormData();
      form.append('push[payload]', 'The report you asked for');
      form.append('push[retrieval_step]', 'false');
      form.append(
        'push[files][]',
        new File(['quarterly numbers: 42\n'], 'report 2026.txt', { type: 'text/plain' }),
      );
      const res = await fetch(`${f.server.url}/api/v2/pushes`, {
        method: 'POST',
        headers: { authorization: `Bearer ${f.token}` },
        body: form,
      });
      const created = (await res.json()) as PushJson;
      const page = await (await phone(f.browser)).newPage();
      await page.goto(created.html_url);
      await screenshots(page, '7-files');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'report 2026.txt' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('report 2026.txt');
      expect(readFileSync((await download.path()) ?? '', 'utf8')).toBe('quarterly numbers: 42\n');
      await page.context().close();
    });

    it('draws the QR code of a QR push', async () => {
      const created = await createPush(f, {
        kind: 'qr',
        payload: 'WIFI:T:WPA;S:office;P:correct-horse;;',
        retrieval_step: false,
      });
      const page = await (await phone(f.browser)).newPage();
      await page.goto(created.html_url);
      const qr = page.getByRole('img', { name: 'QR code of the secret' });
      const box = await qr.boundingBox();
      expect(box?.width).toBeGreaterThan(150);
      await expect(page.locator('#secret').textContent()).resolves.toBe(
        'WIFI:T:WPA;S:office;P:correct-horse;;',
      );
      await screenshots(page, '8-qr');
      await page.context().close();
    });

    it('signs in and creates a new API token, shown once, that works', async () => {
      expect(setPassword(f.server.dataDir, 'team@example.com', PASSWORD).status).toBe(0);
      const page = await (await phone(f.browser)).newPage();
      await page.goto(`${f.server.url}/`);
      await screenshots(page, '9-home');
      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.getByLabel('E-mail').fill('team@example.com');
      await page.getByLabel('Password').fill(PASSWORD);
      await screenshots(page, '10-sign-in');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      expect(new URL(page.url()).pathname).toBe('/');
      await page.getByRole('link', { name: 'API token' }).click();
      await page.getByRole('link', { name: 'Create a new API token' }).click();
      await page.getByRole('button', { name: 'Yes, replace the token' }).click();
      const fresh = (await page.locator('#token').textContent()) ?? '';
      expect(fresh).toMatch(/^[\w-]{32}$/);
      await screenshots(page, '11-new-token');
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'sp_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      const active = await fetch(`${f.server.url}/api/v2/pushes/active`, {
        headers: { authorization: `Bearer ${fresh}` },
      });
      expect(active.status).toBe(200);
      expect(f.server.output()).not.toContain(fresh);
      await page.context().close();
    });
  },
);
