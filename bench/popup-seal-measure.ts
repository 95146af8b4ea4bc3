import type { Page } from 'playwright-core';
import { buildExtension, type ExtensionBrowser, launchWithExtension } from '../test/e2e/ext-browser.ts';
import { startServer, tempDataDir, userCli } from '../test/support/server-process.ts';
import type { PopupSealRun } from './popup-seal-report.ts';

const LINE = 'API_KEY=0123456789abcdef0123456789abcdef0123456789\n';

/** Saves the instance through the options page, as a person would. */
async function saveInstance(browser: ExtensionBrowser, url: string, token: string) {
  const page = await browser.context.newPage();
  await page.goto(browser.url('options.html'));
  await page.getByLabel('Instance address').fill(url);
  await page.getByLabel('API token (optional)').fill(token);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText(/Saved\./).waitFor();
  await page.close();
}

/**
 * Pastes the text as a person does, waits `pauseMs` (the person's hand going to Push), then times
 * the click on Push until the link is on screen.
 */
async function timedPush(
  page: Page,
  text: string,
  sealed: boolean,
  pauseMs: number,
): Promise<{ ms: number; urlToken: string }> {
  await page.getByRole('switch', { name: 'Sealed' }).setChecked(sealed);
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.getByLabel('Secret', { exact: true }).focus();
  await page.keyboard.press('Control+V');
  await page.getByTestId('held-secret').waitFor();
  await page.waitForTimeout(pauseMs);
  const ms = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const push = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Push');
        const start = performance.now();
        // Shown once the popup has drawn it: the frame after the link enters the page.
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[data-testid="secret-link"]')) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(document.body, { childList: true, subtree: true });
        push?.click();
      }),
  );
  const link = (await page.getByTestId('secret-link').textContent()) ?? '';
  await page.getByRole('button', { name: 'Push another' }).click();
  return { ms, urlToken: /\/p\/([^/#?]+)/.exec(link)?.[1] ?? '' };
}

/**
 * The popup of the built extension against a real server process: for each pause between paste
 * and click, `rounds` pushes of a 100 kB text each way, alternating which goes first so drift in
 * the machine falls on both, after one of each to warm up.
 */
export async function measurePopupSeal({
  rounds,
  pausesMs,
}: {
  rounds: number;
  pausesMs: number[];
}): Promise<PopupSealRun[]> {
  const dir = buildExtension('e2e-bench-popup-seal');
  const server = await startServer(tempDataDir());
  const browser = await launchWithExtension(dir);
  try {
    const token = userCli(server.dataDir, ['add', 'bench@example.com']).lastLine;
    await saveInstance(browser, server.url, token);
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 360, height: 600 });
    await page.goto(browser.url('popup.html'));
    await page.getByLabel('Secret', { exact: true }).waitFor();
    const text = LINE.repeat(Math.ceil(100_000 / LINE.length)).slice(0, 100_000);
    // Each push is expired once measured, so the store stays as small for the last round as the first.
    const push = async (sealed: boolean, pauseMs: number) => {
      const { ms, urlToken } = await timedPush(page, text, sealed, pauseMs);
      const expired = await fetch(`${server.url}/api/v2/pushes/${urlToken}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      if (!expired.ok) throw new Error(`could not expire the measured push: ${expired.status}`);
      return ms;
    };
    const runs: PopupSealRun[] = [];
    for (const pauseMs of pausesMs) {
      const run: PopupSealRun = { textBytes: text.length, pauseMs, plainMs: [], sealedMs: [] };
      await push(false, pauseMs);
      await push(true, pauseMs);
      for (let round = 0; round < rounds; round++) {
        const order = round % 2 === 0 ? [false, true] : [true, false];
        for (const sealed of order) (sealed ? run.sealedMs : run.plainMs).push(await push(sealed, pauseMs));
      }
      runs.push(run);
    }
    return runs;
  } finally {
    await browser.context.close();
    await server.stop('SIGTERM');
  }
}
