import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import type { PushView } from '../../shared/wire.ts';
import { holdsKeyMaterial } from './key-material.ts';
import { csrfField, type Markup, page } from './layout.ts';
import type { PageEnv } from './page-env.ts';
import { plural, timeLeftWords } from './time-left-words.ts';

type C = Context<PageEnv>;

function remaining(view: PushView, now: number): Markup {
  if (view.viewsRemaining === 0) {
    return html`<p class="muted">That was the last view: this secret is now gone from the server.</p>`;
  }
  const views = plural(view.viewsRemaining, 'more view', 'more views');
  const time = timeLeftWords(Date.parse(view.expiresAt) - now);
  return html`<p class="muted">This secret link expires after ${views} or within ${time}, whichever comes first.</p>`;
}

/** Leads to the confirmation step: a GET, so the secret page itself deletes nothing. */
function deleteButton(view: PushView, canDelete: boolean): Markup {
  if (!canDelete || view.viewsRemaining === 0) return html``;
  return html`<form method="get" action="/p/${view.urlToken}/delete">
    <button class="danger" type="submit">Delete this secret now</button>
  </form>`;
}

/**
 * The secret, exactly as sent. Key material keeps every line whole and the box scrolls sideways;
 * the box takes the keyboard focus so it can be scrolled without a mouse.
 */
function secretText(payload: string, label: string): Markup {
  const cls = holdsKeyMaterial(payload) ? 'secret keep-lines' : 'secret';
  return html`<pre class="${cls}" id="secret" tabindex="0" aria-label="${label}">${payload}</pre>`;
}

function content(view: PushView, qrCode: string): Markup {
  const payload = view.payload ?? '';
  switch (view.kind) {
    case 'qr':
      return html`<div class="qr">${raw(qrCode)}</div>
        <p>The QR code holds this text:</p>
        ${secretText(payload, 'The text of the QR code')}
        <button type="button" data-copy="secret" hidden>Copy the text</button>`;
    case 'file':
      return html`${
        payload === ''
          ? ''
          : html`${secretText(payload, 'The secret')}
            <button type="button" data-copy="secret" hidden>Copy to clipboard</button>`
      }
        <h2>Files</h2>
        <ul class="files">
          ${view.files.map(
            (f) => html`<li><a href="${f.url}" download="${f.filename}">${f.filename}</a>
            <span class="muted">(${f.content_type})</span></li>`,
          )}
        </ul>
        <p class="muted">Download links work for a few minutes; open this link again (if views remain) for new ones.</p>`;
    default:
      return html`${secretText(payload, 'The secret')}
        <button type="button" data-copy="secret" hidden>Copy to clipboard</button>`;
  }
}

/** The secret itself: text, QR code (drawn by qrSvg beforehand) or files, and what is left of the link. */
export function secretPage(c: C, view: PushView, canDelete: boolean, now: number, qrCode = ''): Markup {
  return page(
    c,
    'Your secret',
    html`<h1>Your secret</h1>${content(view, qrCode)}${remaining(view, now)}${deleteButton(view, canDelete)}`,
  );
}

/** What a link has left, said before the click that uses a view: "3 more times, for 6 more days". */
export interface LinkLeft {
  views: number;
  ms: number;
}

function leftBeforeClick(left: LinkLeft): Markup {
  const times = left.views === 1 ? 'once more' : `${left.views} more times`;
  return html`<p>This secret can be viewed ${times}, for ${timeLeftWords(left.ms, true)}.</p>`;
}

/** The first step of a link: reveals and counts nothing until the person submits it. */
export function revealPage(c: C, urlToken: string, needsPassphrase: boolean, left: LinkLeft): Markup {
  return page(
    c,
    'A secret for you',
    html`<h1>Someone sent you a secret</h1>
    ${leftBeforeClick(left)}
    <p>It is shown only when you ask for it, and each viewing counts towards its limit.</p>
    <form method="post" action="/p/${urlToken}">
      ${csrfField(c)}
      ${needsPassphrase ? passphraseField('') : ''}
      <button type="submit">Show the secret</button>
    </form>`,
  );
}

function passphraseField(error: string): Markup {
  return html`<label for="passphrase">Passphrase</label>
    <input id="passphrase" name="passphrase" type="password" autocomplete="off" required
      ${error === '' ? '' : raw('aria-invalid="true" aria-describedby="passphrase-error" autofocus')}>
    ${error === '' ? '' : html`<p class="error" id="passphrase-error" role="alert">${error}</p>`}`;
}

/** Asks for the passphrase; it travels in a POST body, never in the URL. */
export function passphrasePage(c: C, urlToken: string, error = '', left?: LinkLeft): Markup {
  return page(
    c,
    'Passphrase required',
    html`<h1>This secret is protected by a passphrase</h1>
    ${left === undefined ? '' : leftBeforeClick(left)}
    <p>Enter the passphrase the sender gave you.</p>
    <form method="post" action="/p/${urlToken}">${csrfField(c)}${passphraseField(error)}
      <button type="submit">Show the secret</button>
    </form>`,
  );
}

/** One page for unknown and expired links alike, so it reveals nothing about either. */
export function gonePage(c: C): Markup {
  return page(
    c,
    'Secret not available',
    html`<h1>This secret link has expired or does not exist</h1>
    <p>Secret links stop working after their views or days run out, or when they are deleted.
    Ask the sender for a new one if you still need it.</p>`,
  );
}

/** The answer to a form whose CSRF token does not match: most often a page left open too long. */
export function formExpired(c: C): Response | Promise<Response> {
  return c.html(
    messagePage(
      c,
      'Please try again',
      'This form has expired. Go back, reload the page and try again.',
      'error',
    ),
    403,
  );
}

export function messagePage(c: C, title: string, text: string, kind: 'error' | 'success' | 'plain'): Markup {
  const cls = kind === 'plain' ? '' : kind;
  return page(
    c,
    title,
    html`<h1>${title}</h1><p class="${cls}" role="${kind === 'error' ? 'alert' : 'status'}">${text}</p>`,
  );
}
