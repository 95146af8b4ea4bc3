import { type Context, Hono } from 'hono';
import { isExpiredAt } from '../../../shared/expiry.ts';
import { languageOf, linkInLanguage } from '../../../shared/languages.ts';
import { htmlUrl } from '../../../shared/wire.ts';
import { baseUrl } from '../../http/client-info.ts';
import { MAX_LINK_MAIL_RECIPIENTS } from '../../pushes/link-mail-fields.ts';
import type { PushService } from '../../pushes/service.ts';
import type { PushRecord } from '../../store/records.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import type { CreatedMarker } from './created-marker.ts';
import { createdPage, previewPage, RECIPIENT_LOCALE, type SealedPage } from './preview-views.ts';
import { MAILED_QUERY } from './push-form-link-mails.ts';
import { gonePage } from './recipient-views.ts';
import { sealedScriptTag } from './sealed-script.ts';

export interface PreviewDeps {
  service: PushService;
  overrideBaseUrl: string | null;
  now: () => number;
  marker: CreatedMarker;
}

/** The count the push form's redirect names; anything but a whole number it could have mailed is none. */
function mailedCount(text: string | undefined): number {
  const count = Number(text);
  return Number.isInteger(count) && count >= 1 && count <= MAX_LINK_MAIL_RECIPIENTS ? count : 0;
}

/**
 * `/p/:token/preview` and `/p/:token/r/preview`. To the push's creator (its signed-in owner, or the
 * browser that just made it anonymously) it is the result page with the share message; to anyone
 * else it is Password Pusher's preview: the secret link and its QR code only. Neither reads the
 * payload or claims a view, so it counts nothing and logs nothing. `?recipient_locale=` names the
 * language the secret link opens in; a code that is none of ours is ignored. A sealed push's pages
 * get the sealed script, which completes the link with the key the browser holds (it needs no fetch).
 * Only the creator's first look after the push form shows that it was pushed, and its passphrase.
 */
export function previewRoutes({ service, overrideBaseUrl, now, marker }: PreviewDeps) {
  const isCreator = (c: Context<PageEnv>, push: PushRecord) => {
    const user = c.get('user');
    if (user !== null) return push.ownerId === user.id;
    return push.ownerId === null && marker.made(c, push.urlToken);
  };
  const preview = async (c: Context<PageEnv>) => {
    const found = await service.find(c.req.param('urlToken') ?? '');
    const at = now();
    if (!found.ok || isExpiredAt(found.value, at)) return c.html(gonePage(c), 404);
    const push = found.value;
    const recipientLanguage = languageOf(c.req.query(RECIPIENT_LOCALE)) ?? null;
    const plainLink = htmlUrl(baseUrl(c, overrideBaseUrl), push.urlToken, push.retrievalStep);
    const link = recipientLanguage === null ? plainLink : linkInLanguage(plainLink, recipientLanguage.code);
    const sealed: SealedPage | undefined = service.isSealed(push)
      ? { urlToken: push.urlToken, script: await sealedScriptTag(c, { connect: false }) }
      : undefined;
    if (c.req.query('as') === 'recipient' || !isCreator(c, push))
      return c.html(previewPage(c, link, recipientLanguage, sealed));
    // The upload scripts' request follows the redirect before the page goes there: it must not take the moment.
    const navigating = (c.req.header('sec-fetch-mode') ?? 'navigate') === 'navigate';
    return c.html(
      createdPage(
        c,
        {
          urlToken: push.urlToken,
          link,
          recipientLanguage,
          kind: push.kind,
          msLeft: push.expiresAt - at,
          viewsLeft: push.expireAfterViews - push.countedViews,
          hasPassphrase: push.passphrase !== null,
          retrievalStep: push.retrievalStep,
          deletableByViewer: push.deletableByViewer,
          signedIn: c.get('user') !== null,
          mailed: mailedCount(c.req.query(MAILED_QUERY)),
          justCreated: navigating ? marker.take(c, push.urlToken) : null,
          gate: service.gates.gateOf(push),
        },
        sealed,
      ),
    );
  };
  return new Hono<PageEnv>().get('/:urlToken/preview', preview).get('/:urlToken/r/preview', preview);
}
