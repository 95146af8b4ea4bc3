import { type Context, Hono } from 'hono';
import { type ResolveHost, resolveHost } from '../../deliveries/address-guard.ts';
import { newWebhookSecret } from '../../deliveries/webhook-sender.ts';
import type { Notifier } from '../../notifications/notifier.ts';
import type { NotifySettings } from '../../notifications/notify-settings.ts';
import type { NotificationSettingsRecord, UserRecord } from '../../store/records.ts';
import type { AccountFlowDeps } from '../chrome/account-flow-deps.ts';
import { formExpired } from '../chrome/message-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { SIGN_IN_PATH, signInFirst } from '../chrome/return-target.ts';
import { contentSecurityPolicy } from '../chrome/security-headers.ts';
import { csrfMatches } from '../chrome/web-session.ts';
import {
  DELIVERIES_LISTED,
  DELIVERIES_PATH,
  deliveriesRefreshing,
  deliveriesSection,
} from './notification-deliveries-view.ts';
import {
  type NotificationForm,
  type NotificationOffer,
  postedForm,
  storedForm,
  webhookUrlRefusal,
} from './notification-form.ts';
import {
  NOTIFICATION_NOTICES,
  type NotificationErrors,
  nothingToTell,
  notificationPage,
} from './notification-page-views.ts';

export interface NotificationPageDeps extends AccountFlowDeps {
  notify: NotifySettings;
  /** Queues a test notice on the user's channels; without it the page offers no test. */
  notifier?: Pick<Notifier, 'sendTest'>;
  /** How a webhook's host name is resolved before it is saved; the system's resolver when omitted. */
  resolveHost?: ResolveHost;
}

type C = Context<PageEnv>;

type Choices = Omit<NotificationSettingsRecord, 'userId' | 'updatedAt'>;

/** The whole notifications page, where a signed-out visit to its list returns after sign-in. */
const NOTIFICATIONS_PATH = '/users/notifications';

const isNotice = (done: string): done is keyof typeof NOTIFICATION_NOTICES =>
  Object.hasOwn(NOTIFICATION_NOTICES, done);

/** The middleware below sends everyone else to sign in. */
const signedIn = (c: C) => c.get('user') as UserRecord;

/** `/users/notifications`: what to be told of and how, the webhook's secret and a test, and the deliveries made. */
export function notificationPageRoutes(deps: NotificationPageDeps) {
  const { store, cipher, notifier } = deps;
  const offer: NotificationOffer = { mail: deps.mailer !== null, requests: deps.notify.requests };
  const resolve = deps.resolveHost ?? resolveHost;
  const app = new Hono<PageEnv>();

  const show = async (
    c: C,
    shown: { form?: NotificationForm; errors?: NotificationErrors; done?: keyof typeof NOTIFICATION_NOTICES },
    refusedWith: 422 | 429 = 422,
  ) => {
    const user = signedIn(c);
    const { t } = pageLanguage(c);
    const stored = await store.findNotificationSettings(user.id);
    const form = shown.form ?? storedForm(stored, cipher);
    const secret = stored?.webhook == null ? null : cipher.open(stored.webhook.secret);
    const testable =
      notifier !== undefined &&
      stored !== undefined &&
      (stored.webhook !== null || (stored.byEmail && offer.mail));
    const deliveries = await store.listUserDeliveries(user.id, DELIVERIES_LISTED);
    const refreshing = deliveriesRefreshing(deliveries, deps.now());
    const notice =
      shown.done === undefined
        ? undefined
        : t(
            shown.done === 'saved' && nothingToTell(form, offer)
              ? 'notifyPage.savedNoEvents'
              : NOTIFICATION_NOTICES[shown.done],
          );
    const page = notificationPage(c, user, {
      ...shown,
      ...(notice === undefined ? {} : { notice }),
      form,
      offer,
      secret,
      testable,
      deliveries,
      refreshing,
    });
    // The list's script asks this origin for the list again.
    c.header('Content-Security-Policy', `${contentSecurityPolicy(c.get('nonce'))}; connect-src 'self'`);
    return c.html(page, shown.errors === undefined ? 200 : refusedWith);
  };
  const refused = (c: C, errors: NotificationErrors, form?: NotificationForm) =>
    show(c, form === undefined ? { errors } : { errors, form });

  const save = (user: UserRecord, choices: Choices) =>
    store.setNotificationSettings({ ...choices, userId: user.id, updatedAt: deps.now() });

  // Every route here is the signed-in user's own; the CSRF token is checked before anything is read.
  app.use('*', async (c, next) => {
    if (c.get('user') === null) {
      // The list alone is no page to land on: signing in from it comes back to the whole page.
      if (c.req.path === DELIVERIES_PATH)
        return c.redirect(`${SIGN_IN_PATH}?return_to=${encodeURIComponent(NOTIFICATIONS_PATH)}`, 303);
      return signInFirst(c);
    }
    if (c.req.method === 'POST' && !csrfMatches(c, await c.req.parseBody())) return formExpired(c);
    return next();
  });
  return app
    .get('/', (c) => {
      const done = c.req.query('done') ?? '';
      return show(c, isNotice(done) ? { done } : {});
    })
    .get('/deliveries', async (c) => {
      const deliveries = await store.listUserDeliveries(signedIn(c).id, DELIVERIES_LISTED);
      return c.html(
        deliveriesSection(pageLanguage(c), deliveries, deliveriesRefreshing(deliveries, deps.now())),
      );
    })
    .post('/', async (c) => {
      const user = signedIn(c);
      const { t } = pageLanguage(c);
      const saved = await store.findNotificationSettings(user.id);
      const { form, formatKnown } = postedForm(await c.req.parseBody(), offer, storedForm(saved, cipher));
      if (!formatKnown) return refused(c, { webhook_format: t('notifyPage.formatUnknown') }, form);
      const refusal =
        form.url === ''
          ? undefined
          : await webhookUrlRefusal(form.url, deps.notify.webhookAllowedNetworks, resolve);
      if (refusal !== undefined) return refused(c, { webhook_url: t(refusal) }, form);
      const { events, byEmail, url, format } = form;
      // A changed address keeps its secret: the receiver behind it checks with the same one.
      const secret = saved?.webhook?.secret ?? cipher.seal(newWebhookSecret());
      await save(user, {
        events,
        byEmail,
        webhook: url === '' ? null : { url: cipher.seal(url), secret, format },
      });
      return c.redirect('/users/notifications?done=saved', 303);
    })
    .post('/secret', async (c) => {
      const user = signedIn(c);
      const saved = await store.findNotificationSettings(user.id);
      if (saved?.webhook == null) return refused(c, { action: pageLanguage(c).t('notifyPage.noWebhook') });
      await save(user, { ...saved, webhook: { ...saved.webhook, secret: cipher.seal(newWebhookSecret()) } });
      return c.redirect('/users/notifications?done=secret', 303);
    })
    .post('/remove', async (c) => {
      const user = signedIn(c);
      const saved = await store.findNotificationSettings(user.id);
      if (saved !== undefined) await save(user, { ...saved, webhook: null });
      return c.redirect('/users/notifications?done=removed', 303);
    })
    .post('/test', async (c) => {
      const sent = await notifier?.sendTest(signedIn(c));
      const { t } = pageLanguage(c);
      if (sent !== undefined && 'held' in sent) {
        const why = t(sent.held === 'waiting' ? 'notifyPage.testWaiting' : 'notifyPage.testTooSoon');
        return show(c, { errors: { action: why } }, 429);
      }
      if (sent === undefined || (!sent.mail && !sent.webhook))
        return refused(c, { action: t('notifyPage.noChannel') });
      return c.redirect('/users/notifications?done=test', 303);
    });
}
