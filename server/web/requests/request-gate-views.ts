import type { Context } from 'hono';
import { html } from 'hono/html';
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
