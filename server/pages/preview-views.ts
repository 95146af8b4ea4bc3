import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import { type Markup, page } from './layout.ts';
import type { PageEnv } from './page-env.ts';
import { qrSvg } from './qr-svg.ts';

/**
 * The secret link and its QR code, and nothing of the secret. The QR code is the page's first
 * `<svg>`: Password Pusher's browser extension takes the first one it finds as the link's QR code.
 */
export function previewPage(c: Context<PageEnv>, link: string): Markup {
  return page(
    c,
    'Secret link',
    html`<h1>Secret link</h1>
    <div class="qr">${raw(qrSvg(link, 'QR code of the secret link'))}</div>
    <pre class="secret" id="link">${link}</pre>
    <button type="button" data-copy="link" hidden>Copy the link</button>
    <p class="muted">Send the link, or let the recipient scan the code. Opening the link uses up a view;
      this page uses up nothing.</p>`,
  );
}
