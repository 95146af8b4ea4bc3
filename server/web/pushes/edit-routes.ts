import { type Context, Hono } from 'hono';
import { isExpiredAt, viewsRemaining } from '../../../shared/expiry.ts';
import { type KindPolicy, settingsUnder } from '../../../shared/policy.ts';
import type { FieldErrors } from '../../../shared/result.ts';
import type { Bounds, InstanceSettings } from '../../../shared/settings.ts';
import { doorActor } from '../../http/door-actor.ts';
import type { Translator } from '../../i18n/translator.ts';
import { type EditInput, editFloor, NAME_MAX, NOTE_MAX } from '../../pushes/push-edit.ts';
import type { PushService } from '../../pushes/service.ts';
import type { PushRecord } from '../../store/records.ts';
import { formExpired } from '../chrome/message-pages.ts';
import { signedInUser } from '../chrome/owner-guard.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { csrfMatches } from '../chrome/web-session.ts';
import { editDurations } from './edit-durations.ts';
import { type EditFacts, type EditForm, editPage } from './edit-views.ts';
import { alreadyExpiredPage } from './expire-views.ts';
import { gonePage } from './recipient-views.ts';

export interface EditDeps {
  service: Pick<PushService, 'owned' | 'edit' | 'noteOf' | 'factsOf'> & Partial<Pick<PushService, 'policy'>>;
  settings: InstanceSettings;
  now: () => number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

interface Range {
  min: number;
  max: number;
}

/** The range a changed limit must fall in: above what is used, within the kind's bounds. */
const allowed = (bounds: Bounds, used: number): Range => ({ min: editFloor(bounds, used), max: bounds.max });

const within = (typed: string, range: Range) => {
  const n = /^\s*\d+\s*$/.test(typed) ? Number.parseInt(typed, 10) : Number.NaN;
  return n >= range.min && n <= range.max;
};

/**
 * The service's refusal of an edit in the page's words, field by field, as the push form words
 * the same fields. A views limit that was allowed as this page knew the push was refused because
 * views were used in the meantime.
 */
function refusalWords(
  words: Translator,
  refused: Record<string, unknown>,
  views: Range,
  typedViews: string,
  rules: KindPolicy | undefined,
): FieldErrors {
  const { t } = words;
  if (typeof refused.error === 'string') return { error: [t('manage.editExpired')] };
  const errors: FieldErrors = {};
  if (refused.name !== undefined) errors.name = [t('manage.nameTooLong', { max: NAME_MAX })];
  if (refused.note !== undefined) errors.note = [t('manage.noteTooLong', { max: NOTE_MAX })];
  // The policy's refusals name their rule; the one of an empty new passphrase does not.
  const ruled = (field: string) => JSON.stringify(refused[field] ?? '').includes('policy rule');
  if (refused.passphrase !== undefined)
    errors.passphrase = [
      ruled('passphrase') && rules !== undefined
        ? t('policy.passphraseRequired', { min: rules.passphrase.minLength })
        : t('manage.passphraseEmpty'),
    ];
  if (ruled('retrieval_step') || ruled('deletable_by_viewer')) errors.error = [t('policy.optionRequired')];
  if (refused.expire_after_duration !== undefined)
    errors.expire_after_duration = [t('pushForm.chooseOfferedTime')];
  if (refused.expire_after_views !== undefined)
    errors.expire_after_views = [
      within(typedViews, views) ? t('manage.viewsUsedMeanwhile') : t('pushForm.viewsBetween', { ...views }),
    ];
  return errors;
}

/** `/p/:token/edit`: the owner changes a live push (GET the form, POST saves and returns to the dashboard). */
export function editRoutes({ service, settings: given, now }: EditDeps) {
  /** The policy in force and the settings it gives: the page offers and words what it allows now. */
  const ruledNow = async () => {
    const policy = await service.policy?.current();
    return { policy, settings: policy === undefined ? given : settingsUnder(policy, given) };
  };

  async function facts(
    words: Translator,
    push: PushRecord,
    at: number,
    settings: InstanceSettings,
    cap?: KindPolicy,
  ): Promise<EditFacts> {
    const rules = settings.kinds[push.kind];
    return {
      urlToken: push.urlToken,
      title: (await service.factsOf(push)).title,
      hasPassphrase: push.passphrase !== null,
      showRetrievalStep: rules.enableRetrievalStep,
      showDeletable: rules.enableDeletableByViewer && push.deletableByViewer !== null,
      durations: editDurations(words, push, rules, at, cap).choices,
      ...(cap === undefined ? {} : { rules: cap }),
      viewsUsed: push.expireAfterViews - viewsRemaining(push),
      // The value a push has stays allowed, so the browser must not refuse it either.
      views: {
        min: Math.min(editFloor(rules.expireAfterViews, push.countedViews), push.expireAfterViews),
        max: Math.max(rules.expireAfterViews.max, push.expireAfterViews),
      },
    };
  }

  /** The range a changed views limit must fall in, as push-edit.ts checks it. */
  const viewsAllowed = (push: PushRecord, settings: InstanceSettings) =>
    allowed(settings.kinds[push.kind].expireAfterViews, push.countedViews);

  const own = async (c: Context<PageEnv>) => {
    const user = signedInUser(c);
    if (user instanceof Response) return user;
    const push = await service.owned(c.req.param('urlToken') ?? '', user);
    if (!push.ok) return c.html(gonePage(c), 404);
    if (isExpiredAt(push.value, now()))
      return c.html(alreadyExpiredPage(c, (await service.factsOf(push.value)).title), 409);
    return { user, push: push.value };
  };

  return new Hono<PageEnv>()
    .get('/:urlToken/edit', async (c) => {
      const owned = await own(c);
      if (owned instanceof Response) return owned;
      const { push } = owned;
      const at = now();
      const words = pageLanguage(c);
      const { policy, settings } = await ruledNow();
      const cap = policy?.kinds[push.kind];
      const form: EditForm = {
        name: push.name,
        note: service.noteOf(push),
        newPassphrase: '',
        removePassphrase: false,
        retrievalStep: push.retrievalStep,
        deletable: push.deletableByViewer === true,
        duration: editDurations(words, push, settings.kinds[push.kind], at, cap).current,
        views: String(push.expireAfterViews),
      };
      return c.html(editPage(c, await facts(words, push, at, settings, cap), form));
    })
    .post('/:urlToken/edit', async (c) => {
      const owned = await own(c);
      if (owned instanceof Response) return owned;
      const body = await c.req.parseBody();
      if (!csrfMatches(c, body)) return formExpired(c);
      const form: EditForm = {
        name: text(body.name),
        note: text(body.note),
        newPassphrase: text(body.passphrase),
        removePassphrase: body.remove_passphrase === 'on',
        retrievalStep: body.retrieval_step === 'on',
        deletable: body.deletable_by_viewer === 'on',
        duration: text(body.expire_after_duration),
        views: text(body.expire_after_views),
      };
      const input: EditInput = {
        ...form,
        passphrase: form.removePassphrase
          ? 'remove'
          : form.newPassphrase === ''
            ? 'keep'
            : { set: form.newPassphrase },
        deletableByViewer: form.deletable,
      };
      const saved = await service.edit(owned.push.urlToken, input, doorActor(c, owned.user, 'web'));
      if (saved.ok) return c.redirect('/d/active?notice=edited', 303);
      if (saved.refusal.status === 404) return c.html(gonePage(c), 404);
      const words = pageLanguage(c);
      const { policy, settings } = await ruledNow();
      const range = viewsAllowed(owned.push, settings);
      const rules = policy?.kinds[owned.push.kind];
      const errors = refusalWords(words, saved.refusal.body, range, form.views, rules);
      return c.html(editPage(c, await facts(words, owned.push, now(), settings, rules), form, errors), 422);
    });
}
