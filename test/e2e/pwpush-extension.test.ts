import { afterEach, describe, expect, it } from 'vitest';
import { qrSvg } from '../../server/browser/qr-svg.ts';
import type { PushJson } from '../../shared/wire.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { launchChromium, screenshots } from './pages-browser.ts';

/**
 * The requests Password Pusher's own browser extension (0.5) makes, in its order, against the real
 * server process. The extension's code is not shipped here; these are its requests as it sends them.
 */
const running: RunningServer[] = [];
const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
  await Promise.all(running.splice(0).map((s) => s.stop('SIGKILL')));
});

/** Its options page accepts an OSS instance only from this release on. */
const MINIMUM_OSS_RELEASE = '2.5.0';

function atLeast(version: string, minimum: string): boolean {
  const parts = (v: string) => v.split('.').map((p) => Number.parseInt(p, 10) || 0);
  const [a, b] = [parts(version), parts(minimum)];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return true;
}

/** The extension takes the first `<svg>...</svg>` of the preview page as the link's QR code. */
const firstSvg = (html: string) => /<svg[\s\S]*?<\/svg>/i.exec(html)?.[0] ?? '';

/** `<html_url>/preview`, as the extension builds it from a push's link. */
function previewUrl(link: string): string {
  const url = new URL(link);
  const path = url.pathname.replace(/\/$/, '');
  url.pathname = path.endsWith('/preview') ? path : `${path}/preview`;
  url.search = '';
  return url.toString();
}

describe("Password Pusher's browser extension 0.5", () => {
  it('passes its version gate, creates pushes, and finds the QR code of each link on its preview page', async () => {
    const dataDir = tempDataDir();
    const server = await startServer(dataDir);
    running.push(server);
    const token = userCli(dataDir, ['add', 'extension@example.com']).lastLine;
    const api = { Accept: 'application/json', Authorization: `Bearer ${token}` };

    // Options page: the version (sent without the token), then two feature probes with it.
    const version = await fetch(`${server.url}/api/v2/version`, { headers: { Accept: 'application/json' } });
    expect(version.status).toBe(200);
    const about = (await version.json()) as {
      edition: string;
      application_version: string;
      api_version: string;
    };
    expect(about.edition.toLowerCase()).toBe('oss');
    expect(atLeast(about.application_version, MINIMUM_OSS_RELEASE)).toBe(true);
    expect(about.api_version).toBe('2.1');
    for (const probe of ['/api/v2/accounts', '/api/v2/requests']) {
      // 404 reads as "not offered"; a 401, 403 or 5xx would mislead it.
      expect((await fetch(`${server.url}${probe}`, { headers: api })).status).toBe(404);
    }

    for (const retrievalStep of [false, true]) {
      // Popup: a push of selected text with its options, then "Show QR".
      const created = await fetch(`${server.url}/api/v2/pushes`, {
        method: 'POST',
        headers: { ...api, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          push: {
            payload: 'EXTENSION-SECRET',
            expire_after_views: 5,
            retrieval_step: retrievalStep,
            expire_after_days: 7,
          },
        }),
      });
      expect(created.status).toBe(201);
      const push = (await created.json()) as PushJson;
      expect(push.html_url).toBe(`${server.url}/p/${push.url_token}${retrievalStep ? '/r' : ''}`);

      const page = await fetch(previewUrl(push.html_url), { headers: { Accept: 'text/html' } });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(firstSvg(html)).toBe(qrSvg(push.html_url, 'QR code of the secret link'));
      expect(html).not.toContain('EXTENSION-SECRET');

      // Its fallback when the page fails: the API's preview, then that link's preview page.
      const preview = await fetch(`${server.url}/api/v2/pushes/${push.url_token}/preview`, { headers: api });
      const { url } = (await preview.json()) as { url: string };
      expect(url).toBe(push.html_url);
      expect(
        firstSvg(await (await fetch(previewUrl(url), { headers: { Accept: 'text/html' } })).text()),
      ).toBe(firstSvg(html));

      // In a browser, as the extension does: the SVG drawn as an image onto a 512 by 512 canvas.
      const browser = await launchChromium();
      closing.push(() => browser.close());
      const tab = await browser.newPage();
      await tab.goto(previewUrl(push.html_url));
      await screenshots(tab, `pwpush-extension-preview${retrievalStep ? '-r' : ''}`);
      // Drawn in a page of its own, as in the extension's popup (this site's CSP allows no blob: images).
      const popup = await browser.newPage();
      const drawn = await popup.evaluate(async (svg) => {
        const image = new Image();
        image.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = 512;
        canvas.height = 512;
        const context = canvas.getContext('2d');
        context?.drawImage(image, 0, 0, 512, 512);
        const pixels = context?.getImageData(0, 0, 512, 512).data ?? new Uint8ClampedArray();
        let dark = 0;
        for (let i = 0; i < pixels.length; i += 4) if ((pixels[i] ?? 255) < 128) dark++;
        return { width: image.naturalWidth, darkShare: dark / (512 * 512) };
      }, firstSvg(html));
      expect(drawn.width).toBeGreaterThan(0);
      expect(drawn.darkShare).toBeGreaterThan(0.2);
      expect(drawn.darkShare).toBeLessThan(0.8);

      // None of that used up a view or left an entry but the creation.
      const audit = await fetch(`${server.url}/api/v2/pushes/${push.url_token}/audit`, { headers: api });
      expect(((await audit.json()) as { logs: { kind: string }[] }).logs.map((l) => l.kind)).toEqual([
        'creation',
      ]);
    }
  });
});
