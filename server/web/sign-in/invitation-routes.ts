import { Hono } from 'hono';
import type { InvitationGuessLimiter } from '../../accounts/invitation-guess-limiter.ts';
import { acceptInvitation, usableInvitation } from '../../accounts/invitations.ts';
import { normalizeEmail } from '../../accounts/user-admin.ts';
import type { ActivityRecorder } from '../../activity/activity-recorder.ts';
import { clientAddress } from '../../http/client-info.ts';
import type { InvitationStore } from '../../store/invitation-store.ts';
import type { InvitationRecord } from '../../store/records.ts';
import type { UserStore } from '../../store/user-store.ts';
import { formExpired } from '../chrome/message-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { requestAccountLog } from '../chrome/request-account-log.ts';
import type { SessionStore } from '../chrome/session-store.ts';
import { csrfMatches, endSession, startSession } from '../chrome/web-session.ts';
import { type InvitationErrors, type LinkForm, linkFormPage, linkGonePage } from './invitation-views.ts';
import { passwordProblemText } from './password-problem-text.ts';

export interface InvitationDeps {
  store: InvitationStore & UserStore;
  sessions: SessionStore;
  limiter: InvitationGuessLimiter;
  /** Where an accepted invitation is recorded; nothing is when omitted. */
  activity?: ActivityRecorder;
  overrideBaseUrl: string | null;
  now: () => number;
}

const text = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? form[name] : '';

/**
 * `/users/setup/:token` (the first administrator, from the link the start-up log prints) and
 * `/users/invitation/:token` (a person an administrator invited): each sets a password, makes the
 * user, signs them in. Both answer one "not valid" page for any link that cannot be used.
 */
export function invitationRoutes(kind: LinkForm['kind'], deps: InvitationDeps) {
  const { store, sessions, limiter, now } = deps;
  const base = kind === 'setup' ? '/users/setup' : '/users/invitation';
  const fits = (found: InvitationRecord) => (kind === 'setup') === (found.email === null);

  /** The link's record when it may be used, after counting the look-up against the address's limit. */
  async function lookUp(address: string, token: string): Promise<InvitationRecord | 'too_many' | undefined> {
    const attempt = await limiter.begin(address);
    if (attempt === undefined) return 'too_many';
    const found = await usableInvitation(store, token, now());
    if (found === undefined || !fits(found)) return undefined;
    await attempt.valid();
    return found;
  }

  return new Hono<PageEnv>()
    .get('/:token', async (c) => {
      const token = c.req.param('token');
      const found = await lookUp(clientAddress(c), token);
      if (found === 'too_many') return c.html(linkGonePage(c), 429);
      if (found === undefined) return c.html(linkGonePage(c), 404);
      return c.html(linkFormPage(c, { kind, action: `${base}/${token}`, email: found.email }));
    })
    .post('/:token', async (c) => {
      const form = await c.req.parseBody();
      if (!csrfMatches(c, form)) return formExpired(c);
      const token = c.req.param('token');
      const found = await lookUp(clientAddress(c), token);
      if (found === 'too_many') return c.html(linkGonePage(c), 429);
      if (found === undefined) return c.html(linkGonePage(c), 404);
      const linkForm: LinkForm = { kind, action: `${base}/${token}`, email: found.email };
      const typed = text(form, 'email').trim();
      const [password, again] = [text(form, 'password'), text(form, 'password_again')];
      const words = pageLanguage(c);
      const errors: InvitationErrors = {};
      let email = found.email ?? '';
      if (found.email === null) {
        try {
          email = normalizeEmail(typed);
        } catch {
          errors.email = words.t('account.badEmail');
        }
      }
      const problem = passwordProblemText(words, password);
      if (problem !== undefined) errors.password = problem;
      else if (password !== again) errors.password_again = words.t('account.passwordsDiffer');
      if (Object.keys(errors).length > 0) return c.html(linkFormPage(c, linkForm, errors, typed), 422);

      const log = requestAccountLog(c, deps.activity);
      const made = await acceptInvitation(store, token, { email, password }, now(), log);
      if (made.outcome === 'unknown') return c.html(linkGonePage(c), 404);
      if (made.outcome === 'taken')
        return c.html(
          linkFormPage(
            c,
            linkForm,
            { [found.email === null ? 'email' : 'link']: words.t('account.emailTaken') },
            typed,
          ),
          422,
        );
      const user = await store.findUserById(made.userId);
      if (user === undefined) return c.html(linkGonePage(c), 404);
      // Whoever was signed in here before, the browser now belongs to the new user.
      await endSession(c, sessions);
      startSession(c, await sessions.create(user.id, user.passwordHash ?? ''), deps.overrideBaseUrl);
      await store.noteSignIn(user.id, now());
      return c.redirect(kind === 'setup' ? '/admin' : '/d/active', 303);
    });
}
