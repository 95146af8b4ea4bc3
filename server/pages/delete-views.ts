import type { Context } from 'hono';
import { html } from 'hono/html';
import { csrfField, type Markup, page } from './layout.ts';
import type { PageEnv } from './page-env.ts';

type C = Context<PageEnv>;

/** The step between "Delete this secret now" and the deletion: it shows nothing of the secret. */
export function deleteConfirmPage(c: C, urlToken: string): Markup {
  return page(
    c,
    'Delete this secret?',
    html`<h1>Delete this secret?</h1>
    <p>Once deleted, the secret is gone from the server: this link stops working for everyone,
    and it cannot be undone.</p>
    <form method="post" action="/p/${urlToken}/delete">
      ${csrfField(c)}
      <button class="danger" type="submit">Yes, delete the secret</button>
    </form>
    <p class="muted">To keep it, close this page: nothing has been deleted yet.</p>`,
  );
}

export function deletedPage(c: C): Markup {
  return page(
    c,
    'Secret deleted',
    html`<h1>Secret deleted</h1>
    <p class="success" role="status">The secret has been deleted: this link no longer works.</p>`,
  );
}

export function notDeletablePage(c: C): Markup {
  return page(
    c,
    'Not deleted',
    html`<h1>Not deleted</h1>
    <p class="error" role="alert">This secret cannot be deleted by its viewers.</p>`,
  );
}
