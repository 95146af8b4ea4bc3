import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import { type Markup, page } from './layout.ts';
import type { PageEnv } from './page-env.ts';
import { qrSvg } from './qr-svg.ts';
import { shareSentence } from './share-words.ts';

type C = Context<PageEnv>;

const QR_LABEL = 'QR code of the secret link';

/**
 * The secret link and its QR code, and nothing of the secret. The QR code is the page's first
 * `<svg>`: Password Pusher's browser extension takes the first one it finds as the link's QR code.
 */
export function previewPage(c: C, link: string): Markup {
  return page(
    c,
    'Secret link',
    html`<h1>Secret link</h1>
    <div class="qr">${raw(qrSvg(link, QR_LABEL))}</div>
    <pre class="secret" id="link">${link}</pre>
    <button type="button" data-copy="link" hidden>Copy link</button>
    <p class="muted">Send the link, or let the recipient scan the code. Opening the link uses up a view;
      this page uses up nothing.</p>`,
  );
}

/** What the creator's result page tells about the push it shows. */
export interface CreatedPush {
  urlToken: string;
  link: string;
  kind: string;
  msLeft: number;
  viewsLeft: number;
  hasPassphrase: boolean;
  retrievalStep: boolean;
  deletableByViewer: boolean | null;
  signedIn: boolean;
}

/** The share message: the link, how long it lasts, and where the passphrase will come from. */
export function shareMessage(push: CreatedPush): string {
  const lines = [push.link, shareSentence(push.msLeft, push.viewsLeft)];
  if (push.hasPassphrase) lines.push('It asks for a passphrase, which I will send you another way.');
  return lines.join('\n');
}

/** The creator's page after pushing: link, QR code (still the first `<svg>`), share message and what next. */
export function createdPage(c: C, push: CreatedPush): Markup {
  const facts = [
    push.retrievalStep
      ? 'Retrieval step: the recipient clicks once more to reveal, so link previews use up no view.'
      : '',
    push.deletableByViewer === true ? 'The viewer may delete it once read.' : '',
    push.hasPassphrase
      ? 'It asks for the passphrase you chose: send it through a different channel than the link.'
      : '',
  ].filter((fact) => fact !== '');
  return page(
    c,
    'Your secret link',
    html`<h1>Your secret link</h1>
    <p class="success" role="status">Pushed. Send the link to the recipient.</p>
    <div class="result">
      <div class="qr">${raw(qrSvg(push.link, QR_LABEL))}</div>
      <div class="result-link">
        <pre class="secret" id="link">${push.link}</pre>
        <button type="button" data-copy="link" hidden>Copy link</button>
      </div>
    </div>
    <h2 id="share-heading">Message to send</h2>
    <pre class="secret" id="share" aria-labelledby="share-heading">${shareMessage(push)}</pre>
    <button type="button" class="secondary" data-copy="share" hidden>Copy message</button>
    ${facts.length === 0 ? '' : html`<ul class="result-facts">${facts.map((fact) => html`<li>${fact}</li>`)}</ul>`}
    <p class="result-actions">
      <a class="button" href="/?kind=${push.kind}">Push another</a>
      <a href="/p/${push.urlToken}/preview?as=recipient">Preview page (link and QR code only)</a>
      ${push.signedIn ? html`<a href="/d/active">Your pushes</a> <a href="/p/${push.urlToken}/audit">Audit log</a>` : ''}
    </p>
    <p class="muted">${
      push.signedIn
        ? 'Your own views of the link are not counted.'
        : 'This page is for you only, for the next 30 minutes in this browser. Opening the link uses up a view.'
    }</p>`,
  );
}
