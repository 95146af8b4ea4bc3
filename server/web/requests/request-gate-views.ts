import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { gateSignIn } from '../gates/gate-views.ts';

type C = Context<PageEnv>;

/*
 * A request's gate, as a push's (web/gates/gate-views.ts) in a request's words: its forms post to
 * the answer page's own address, which reads `gate_step`; keyboard, labels and errors as there.
 */

/** Asks the answerer's address; says nothing of which addresses the requester allowed. */
export function requestGateEmailPage(c: C): Markup {
  const { t } = pageLanguage(c);
  return page(
    c,
    t('gate.title'),
    html`<h1>${t('requestGate.emailHeading')}</h1>
    <p>${t('requestGate.emailAsk')}</p>
    <form method="post">${csrfField(c)}<input type="hidden" name="gate_step" value="email">
      <label for="gate-email">${t('gate.emailLabel')}</label>
      <input id="gate-email" name="email" type="email" autocomplete="email" required>
      <button type="submit">${t('gate.sendCode')}</button>
    </form>`,
    gateSignIn(c, false),
  );
}

/** The refusal of a network that cannot pass; its header's sign-in comes back here, as the address form's does. */
export function requestGateNetworkPage(c: C): Markup {
  const { t } = pageLanguage(c);
  return page(
    c,
    t('gate.networkTitle'),
    html`<h1>${t('gate.networkTitle')}</h1><p class="error" role="alert">${t('requestGate.networkText')}</p>`,
    gateSignIn(c, false),
  );
}

/** Asks the mailed code; the same page whether or not a code went out. `wrong` says the last one failed. */
export function requestGateCodePage(c: C, email: string, lifetimeMs: number, wrong = false): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const invalid = wrong ? raw('aria-invalid="true" aria-describedby="gate-code-error" autofocus') : '';
  return page(
    c,
    t('gate.title'),
    html`<h1>${t('gate.codeHeading')}</h1>
    <p role="status">${t('requestGate.codeSent', { email, duration: words.duration(lifetimeMs) })}</p>
    <form method="post">${csrfField(c)}<input type="hidden" name="gate_step" value="code">
      <input type="hidden" name="email" value="${email}">
      <label for="gate-code">${t('gate.codeLabel')}</label>
      <input id="gate-code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]*" maxlength="12" required ${invalid}>
      ${wrong ? html`<p class="error" id="gate-code-error" role="alert">${t('gate.wrongCode')}</p>` : ''}
      <button type="submit">${t('gate.openWithCode')}</button>
    </form>
    <form method="post">${csrfField(c)}<input type="hidden" name="gate_step" value="restart">
      <button class="secondary" type="submit">${t('gate.otherAddress')}</button>
    </form>`,
  );
}
