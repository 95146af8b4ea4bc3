import { describe, expect, it, vi } from 'vitest';
import english from '../../extension/public/_locales/en/messages.json';
import { filesHarness } from '../server/files-harness.ts';
import { webClient } from '../server/web-client.ts';
import { showPage } from '../support/pwpush-pages.ts';
import { sealPush } from '../support/sealed-push.ts';
import { catchDownloads, openedPages, uploadSealed } from './sealed-opener-page.ts';

const ORIGIN = 'https://pwpush.example';
const show = (payload: string) =>
  showPage({ payload, files: [], daysRemaining: 7, viewsRemaining: 4, origin: ORIGIN }, 'n0nce');
const said = (key: keyof typeof english) => [['refused', english[key].message]];

describe('the opener says in the page why a sealed secret did not open', () => {
  const open = openedPages();

  /** Opens `payload` on Password Pusher's page from `/p/abc123` + `suffix`; its notes and envelope. */
  async function refusal(payload: string, suffix: string) {
    const page = open(show(payload), `${ORIGIN}/p/abc123${suffix}`);
    await page.settled();
    return { notes: page.notes(), shown: page.document.querySelector('#push_payload')?.textContent ?? '' };
  }

  it('when the link came without its key, leaving the envelope and its first line as they are', async () => {
    const push = await sealPush('never shown');
    const result = await refusal(push.payload, '');
    expect(result.notes).toEqual(said('opener_no_key'));
    expect(result.shown).toBe(push.payload);
  });

  it('when the key is malformed', async () => {
    const push = await sealPush('never shown');
    expect((await refusal(push.payload, `#${push.fragment.slice(0, 20)}`)).notes).toEqual(
      said('opener_bad_key'),
    );
  });

  it('when the key is another push’s', async () => {
    const push = await sealPush('never shown');
    const other = await sealPush('other');
    expect((await refusal(push.payload, `#${other.fragment}`)).notes).toEqual(said('opener_wrong_key'));
  });

  it('when the envelope was cut short', async () => {
    const push = await sealPush('never shown');
    const cut = push.payload.replace(/(SP-SEALED-1\.t\.[^.]+\.)\S+/, '$1AAAA');
    expect((await refusal(cut, `#${push.fragment}`)).notes).toEqual(said('opener_damaged'));
  });

  it('when the envelope is of a version this extension does not know', async () => {
    const push = await sealPush('never shown');
    const newer = push.payload.replace('SP-SEALED-1.t.', 'SP-SEALED-2.t.');
    expect((await refusal(newer, `#${push.fragment}`)).notes).toEqual(said('opener_unsupported'));
  });

  it('when a file comes cut short or not at all, and then downloads nothing', async () => {
    const h = await filesHarness();
    const bytes = new Uint8Array(100_000).map((_, i) => i % 251);
    const push = await sealPush(undefined, [
      { name: 'cut.bin', type: '', bytes },
      { name: 'gone.bin', type: '', bytes },
    ]);
    const token = await uploadSealed(h, push);
    const visitor = webClient(h.app);
    await visitor.get(`/p/${token}`);
    // Our page without its script: the form posts, and the files come as download links.
    const html = (await visitor.post(`/p/${token}`)).html;
    const page = open(html, `http://push.test/p/${token}`, {
      kept: push.fragment,
      files: async (url) => {
        const res = await h.app.request(url);
        const whole = new Uint8Array(await res.arrayBuffer());
        return page.fetched.length === 1
          ? new Response(whole.subarray(0, whole.length - 100))
          : new Response(null, { status: 404 });
      },
    });
    await page.settled();
    const links = [...page.document.querySelectorAll<HTMLAnchorElement>('a[data-sealed-opened]')];
    expect(links.map((a) => a.textContent)).toEqual(['cut.bin', 'gone.bin']);
    const saved = catchDownloads(page);
    links[0]?.click();
    await vi.waitFor(() => expect(page.notes()).toContainEqual(['refused', english.opener_damaged.message]));
    links[1]?.click();
    await vi.waitFor(() =>
      expect(page.notes()).toContainEqual(['refused', english.opener_file_failed.message]),
    );
    expect(saved).toEqual([]);
  });
});
