import type { Context } from 'hono';
import { html } from 'hono/html';
import type { PushCounts, StoreHealth } from '../store/port.ts';
import type { InvitationRecord, UserRecord } from '../store/records.ts';
import { csrfField, type Markup, page } from './layout.ts';
import type { PageEnv } from './page-env.ts';
import { pageTime } from './page-time.ts';

type C = Context<PageEnv>;

/** What a finished action says when the admin page is shown again (post/redirect/get). */
export const ADMIN_NOTICES: Record<string, string> = {
  made_admin: 'The user is now an administrator.',
  took_admin: 'The user is no longer an administrator.',
  removed: 'The user was removed, and their active pushes were deleted.',
  revoked: 'The invitation was revoked: its link no longer works.',
};

export const ADMIN_ERRORS = {
  badEmail: 'Enter an e-mail address, such as name@example.com.',
  alreadyUser: 'There is already a user with this e-mail address.',
  lastAdmin:
    'This is the only administrator: nobody could invite or manage users without one. Make another user an administrator first.',
};

export interface InstanceFacts {
  version: string;
  health: StoreHealth;
  counts: PushCounts;
}

export interface AdminView {
  me: UserRecord;
  users: UserRecord[];
  invitations: InvitationRecord[];
  facts: InstanceFacts;
  now: number;
  notice?: string;
  error?: string;
  invite?: { email: string; admin: boolean; error?: string };
}

function userRow(c: C, view: AdminView, user: UserRecord): Markup {
  const self = user.id === view.me.id;
  return html`<li class="push-row">
    <h3>${user.email}${self ? ' (you)' : ''}</h3>
    <ul class="facts">
      <li>${user.admin ? html`<strong>Administrator</strong>` : 'User'}</li>
      <li>Created ${pageTime(user.createdAt)}</li>
      <li>${user.lastSignInAt === undefined ? 'No sign-in recorded' : html`Last signed in ${pageTime(user.lastSignInAt)}`}</li>
    </ul>
    <div class="admin-actions">
      <form class="inline" method="post" action="/admin/users/${user.id}/admin">
        ${csrfField(c)}
        <input type="hidden" name="admin" value="${user.admin ? 'no' : 'yes'}">
        <button class="link" type="submit">${user.admin ? 'Take administrator away' : 'Make administrator'}<span class="visually-hidden"> (${user.email})</span></button>
      </form>
      <a class="danger" href="/admin/users/${user.id}/remove">Remove<span class="visually-hidden"> ${user.email}</span></a>
    </div>
  </li>`;
}

function invitationRow(c: C, view: AdminView, invitation: InvitationRecord): Markup {
  const expired = invitation.expiresAt <= view.now;
  return html`<li class="push-row">
    <h3>${invitation.email}</h3>
    <ul class="facts">
      <li>${invitation.admin ? 'As an administrator' : 'As a user'}</li>
      <li>Invited ${pageTime(invitation.createdAt)}</li>
      <li>${expired ? html`<strong>Expired</strong> ${pageTime(invitation.expiresAt)}` : html`Valid until ${pageTime(invitation.expiresAt)}`}</li>
    </ul>
    <form method="post" action="/admin/invitations/${invitation.tokenHash}/revoke">
      ${csrfField(c)}
      <button class="secondary" type="submit">${expired ? 'Remove' : 'Revoke'}<span class="visually-hidden"> the invitation of ${invitation.email}</span></button>
    </form>
  </li>`;
}

function inviteForm(c: C, view: AdminView): Markup {
  const typed = view.invite ?? { email: '', admin: false };
  const error = typed.error;
  return html`<h2 id="invite-heading">Invite someone</h2>
    <p>The invitation is a link for one person, valid for 7 days: it lets them choose a password and sign in.
      Send it to them yourself, by a channel you trust.</p>
    <form method="post" action="/admin/invitations" aria-labelledby="invite-heading">
      ${csrfField(c)}
      <label for="invite_email">E-mail address</label>
      <input id="invite_email" name="email" type="email" autocomplete="off" required value="${typed.email}"${
        error === undefined ? '' : html` aria-invalid="true" aria-describedby="invite_email-error"`
      }>
      ${error === undefined ? '' : html`<p class="error" id="invite_email-error">${error}</p>`}
      <label class="check"><input type="checkbox" name="admin" value="yes"${typed.admin ? ' checked' : ''}> Make them an administrator</label>
      <button type="submit">Create the invitation link</button>
    </form>`;
}

function instanceFacts(facts: InstanceFacts): Markup {
  const { health, counts } = facts;
  return html`<h2>This instance</h2>
    <table class="facts-table">
      <tbody>
        <tr><th scope="row">Version</th><td>${facts.version}</td></tr>
        <tr><th scope="row">Store</th><td>${health.writable ? 'Takes writes' : html`<strong class="error">Cannot take writes (${health.problem ?? 'unknown problem'})</strong>`}</td></tr>
        <tr><th scope="row">Active pushes</th><td>${counts.active}</td></tr>
        <tr><th scope="row">Expired pushes</th><td>${counts.expired}</td></tr>
        <tr><th scope="row">All pushes</th><td>${counts.active + counts.expired}</td></tr>
      </tbody>
    </table>`;
}

export function adminPage(c: C, view: AdminView): Markup {
  return page(
    c,
    'Administration',
    html`<h1>Administration</h1>
    ${view.notice === undefined ? '' : html`<p class="success" role="status">${view.notice}</p>`}
    ${view.error === undefined ? '' : html`<p class="error" role="alert">${view.error}</p>`}
    ${instanceFacts(view.facts)}
    <h2>Users (${view.users.length})</h2>
    <ul class="pushes">${view.users.map((user) => userRow(c, view, user))}</ul>
    ${inviteForm(c, view)}
    <h2>Pending invitations (${view.invitations.length})</h2>
    ${
      view.invitations.length === 0
        ? html`<p class="muted">No invitation is waiting.</p>`
        : html`<ul class="pushes">${view.invitations.map((i) => invitationRow(c, view, i))}</ul>`
    }`,
  );
}

export function invitationMadePage(c: C, link: string | undefined): Markup {
  if (link === undefined)
    return page(
      c,
      'Invitation',
      html`<h1>Invitation</h1>
      <p>An invitation link is shown only once, right after it is made, and this one was already shown.
        If it was lost, revoke the invitation and make a new one.</p>
      <p><a href="/admin">Back to administration</a></p>`,
    );
  return page(
    c,
    'Invitation link',
    html`<h1>Invitation link</h1>
    <p class="success" role="status">This link is shown only once. Copy it now and send it to the person you invited.</p>
    <pre class="secret token" id="invitation-link">${link}</pre>
    <button type="button" data-copy="invitation-link" hidden>Copy the link</button>
    <p class="muted">It works once, for 7 days. Reloading this page will not show it again.</p>
    <p><a href="/admin">Back to administration</a></p>`,
  );
}

export function removeUserPage(c: C, user: UserRecord, error?: string): Markup {
  return page(
    c,
    'Remove a user',
    html`<h1>Remove ${user.email}?</h1>
    ${error === undefined ? '' : html`<p class="error" role="alert">${error}</p>`}
    <p>Their account goes, with every session and their API token, and every active push they made is
      deleted: its link stops working at once. This cannot be undone.</p>
    <form method="post" action="/admin/users/${user.id}/remove">
      ${csrfField(c)}
      <button class="danger" type="submit">Remove ${user.email}</button>
      <a class="button secondary" href="/admin">Cancel</a>
    </form>`,
  );
}

export function forbiddenPage(c: C): Markup {
  return page(
    c,
    'Administrators only',
    html`<h1>Administrators only</h1>
    <p>This page is for the administrators of this server, and your account is not one.
      Ask an administrator if you need something changed.</p>
    <p><a href="/d/active">Your pushes</a></p>`,
  );
}
