import { type Context, Hono } from 'hono';
import { isExpiredAt, viewsRemaining } from '../../../shared/expiry.ts';
import type { PushKind } from '../../../shared/kinds.ts';
import { qrSvg } from '../../browser/qr-svg.ts';
import { clientGoneSignal } from '../../http/client-gone-signal.ts';
import type { ReadPush } from '../../pushes/read-push.ts';
import type { PushService, Retrieval } from '../../pushes/service.ts';
import type { PushRecord } from '../../store/records.ts';
import { formExpired, messagePage } from '../chrome/message-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { contentSecurityPolicy } from '../chrome/security-headers.ts';
import { csrfMatches } from '../chrome/web-session.ts';
import type { GateDoor } from '../gates/gate-routes.ts';
import { deleteConfirmPage, deletedPage, notDeletablePage } from './delete-views.ts';
import { gonePage, type LinkLeft, passphrasePage, revealPage, secretPage } from './recipient-views.ts';
import { sealedRevealPage } from './sealed-reveal-views.ts';

type C = Context<PageEnv>;

export interface RecipientDeps {
  service: PushService;
  now: () => number;
  /** The push's gate, which stands before every page of a gated push. */
  gate: GateDoor;
}

/** A form leading to a URL push ends in a redirect off this site, which `form-action` must allow. */
function allowRedirectTarget(c: C, push: PushRecord): void {
  if (push.kind === 'url') {
    c.header('Content-Security-Policy', contentSecurityPolicy(c.get('nonce'), "'self' https: http:"));
  }
}

/**
 * The part of a secret page that is made from the payload and can fail on it: the QR code (named
 * by `qrLabel`), or the redirect's target (its serialised form is plain ASCII, always a valid
 * header). Made before the view is claimed, so a payload that cannot be shown uses no view.
 */
const shownPayload =
  (qrLabel: string) =>
  (payload: string, kind: PushKind): string | undefined => {
    if (kind === 'qr') return qrSvg(payload, qrLabel);
    if (kind === 'url') return new URL(payload).href;
    return undefined;
  };

/** The secret link's pages: every read goes through the push service, so pages and API share views and audit. */
export function recipientRoutes({ service, now, gate }: RecipientDeps) {
  const actor = (c: C) => gate.actor(c, c.req.param('urlToken') ?? '');
  const gone = (c: C) => c.html(gonePage(c), 404);

  function shown(c: C, retrieval: Retrieval<string | undefined>): Response | Promise<Response> {
    const { view, outcome, prepared, push } = retrieval;
    if (view.expired || view.payload === null) return gone(c);
    if (view.kind === 'url') return c.redirect(prepared ?? '/', 303);
    const canDelete = view.deletableByViewer === true || outcome === 'owner_view';
    const sizes = push.files.map((file) => file.size);
    return c.html(secretPage(c, view, canDelete, now(), prepared, sizes));
  }

  /** Claims the view of the push this request has read, so it is neither read nor opened again. */
  async function open(c: C, read: ReadPush, passphrase: string | undefined): Promise<Response> {
    const { t } = pageLanguage(c);
    const token = read.record.urlToken;
    const result = await service.retrieve(token, actor(c), passphrase, {
      signal: clientGoneSignal(c),
      prepare: shownPayload(t('recipient.qrImageLabel')),
      read,
    });
    if (result.ok) return shown(c, result.value);
    const { status } = result.refusal;
    if (status === 403 && typeof result.refusal.body.gate === 'string') return gateAgain(c, read.record);
    if (status === 401) return c.html(passphrasePage(c, token, true), 401);
    if (status === 429) {
      const title = t('recipient.tooManyAttemptsTitle');
      return c.html(messagePage(c, title, t('recipient.tooManyAttemptsText'), 'error'), 429);
    }
    return gone(c);
  }

  const left = (push: PushRecord): LinkLeft => ({ views: viewsRemaining(push), ms: push.expiresAt - now() });
  // Only a hint for which page to show: the service decides again when the deletion is posted.
  const mayDelete = (c: C, push: PushRecord) =>
    push.deletableByViewer === true || (push.ownerId !== null && push.ownerId === c.get('user')?.id);

  /** A sealed push waits for the click on its own page, which uses no view: its script opens it. */
  const sealedReveal = (c: C, push: PushRecord) =>
    c.html(
      sealedRevealPage(c, {
        urlToken: push.urlToken,
        needsPassphrase: push.passphrase !== null,
        left: left(push),
        mayDelete: mayDelete(c, push),
      }),
    );

  /** The gate's page when it closed between two steps (its pass ran out): shown as when first met. */
  const gateAgain = (c: C, push: PushRecord) => gate.stand(c, push) ?? gone(c);

  /** A step of the gate posted to the page's address; any other post there is a stale form. */
  async function gateStep(c: C, form: Record<string, unknown>): Promise<Response> {
    const push = await live(c);
    if (push === undefined) return gone(c);
    return gate.step(c, push, form, () => gone(c));
  }

  /** The push when it can still be shown; undefined for unknown or expired links. */
  async function live(c: C): Promise<PushRecord | undefined> {
    const found = await service.find(c.req.param('urlToken') ?? '');
    return found.ok && !isExpiredAt(found.value, now()) ? found.value : undefined;
  }

  return new Hono<PageEnv>()
    .get('/:urlToken/r', async (c) => {
      const push = await live(c);
      if (push === undefined) return gone(c);
      const stop = gate.stand(c, push);
      if (stop !== null) return stop;
      if (service.isSealed(push)) return sealedReveal(c, push);
      allowRedirectTarget(c, push);
      return c.html(revealPage(c, push.urlToken, push.passphrase !== null, left(push)));
    })
    .get('/:urlToken', async (c) => {
      // Hono answers HEAD with the GET handler; a link checker's HEAD must not use up a view.
      if (c.req.method === 'HEAD') return c.body(null, 200);
      const found = await service.read(c.req.param('urlToken'));
      if (!found.ok) return gone(c);
      const push = found.value.record;
      const stop = gate.stand(c, push);
      if (stop !== null) return stop;
      if (service.isSealed(found.value)) return sealedReveal(c, push);
      // Asking for the passphrase counts nothing; only a submitted attempt does, as in the API.
      if (!isExpiredAt(push, now()) && push.passphrase !== null) {
        allowRedirectTarget(c, push);
        return c.html(passphrasePage(c, push.urlToken, false, left(push)));
      }
      return open(c, found.value, undefined);
    })
    .post('/:urlToken/r', async (c) => {
      const form = await c.req.parseBody();
      if (!csrfMatches(c, form)) return formExpired(c);
      return gateStep(c, form);
    })
    .post('/:urlToken', async (c) => {
      const form = await c.req.parseBody();
      if (!csrfMatches(c, form)) return formExpired(c);
      if (typeof form.gate_step === 'string') return gateStep(c, form);
      const found = await service.read(c.req.param('urlToken'));
      if (!found.ok) return gone(c);
      if (!isExpiredAt(found.value.record, now())) allowRedirectTarget(c, found.value.record);
      return open(c, found.value, typeof form.passphrase === 'string' ? form.passphrase : undefined);
    })
    .get('/:urlToken/delete', async (c) => {
      const push = await live(c);
      if (push === undefined) return gone(c);
      const stop = gate.stand(c, push);
      if (stop !== null) return stop;
      if (!mayDelete(c, push)) return c.html(notDeletablePage(c), 403);
      return c.html(deleteConfirmPage(c, push.urlToken));
    })
    .post('/:urlToken/delete', async (c) => {
      const form = await c.req.parseBody();
      if (!csrfMatches(c, form)) return formExpired(c);
      const token = c.req.param('urlToken');
      // Deleting is reading's end: whoever the gate keeps from the secret may not destroy it either.
      const push = await live(c);
      const stop = push === undefined ? null : gate.stand(c, push);
      if (stop !== null) return stop;
      const result = await service.remove(token, actor(c));
      // Post/redirect/get: a reload shows the outcome again and deletes nothing.
      if (result.ok) return c.redirect(`/p/${encodeURIComponent(token)}/deleted`, 303);
      if (result.refusal.status === 404) return gone(c);
      return c.html(notDeletablePage(c), 403);
    })
    .get('/:urlToken/deleted', async (c) => {
      const found = await service.find(c.req.param('urlToken'));
      return found.ok && found.value.deleted ? c.html(deletedPage(c)) : gone(c);
    });
}
