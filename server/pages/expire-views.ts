import type { Context } from 'hono';
import { html } from 'hono/html';
import type { TitleSource } from '../../shared/push-title.ts';
import { titleText } from './dashboard-views.ts';
import { csrfField, type Markup, page } from './layout.ts';
import type { PageEnv } from './page-env.ts';
import { plural } from './time-left-words.ts';

type C = Context<PageEnv>;

/** Asks before expiring: the secret and its files are deleted and cannot come back. */
export function expireConfirmPage(c: C, urlToken: string, title: TitleSource, viewsLeft: number): Markup {
  return page(
    c,
    'Expire this push?',
    html`<h1>Expire “${titleText(title)}” now?</h1>
    <p>Its secret is deleted at once and its link stops working, although it has ${plural(viewsLeft, 'view', 'views')} left.
      This cannot be undone. The push stays in your expired list with its audit log.</p>
    <form method="post" action="/p/${urlToken}/expire">
      ${csrfField(c)}
      <button class="danger" type="submit">Expire it now</button>
      <a class="button secondary" href="/d/active">Keep it</a>
    </form>`,
  );
}

export function alreadyExpiredPage(c: C, title: TitleSource): Markup {
  return page(
    c,
    'Already expired',
    html`<h1>“${titleText(title)}” has already expired</h1>
    <p>Its secret is gone and its link no longer works. <a href="/d/expired">See your expired pushes</a></p>`,
  );
}
