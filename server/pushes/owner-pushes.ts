import { isExpiredAt } from '../../shared/expiry.ts';
import { settingsUnder } from '../../shared/policy.ts';
import { fieldErrors, ok, type Result, refuse } from '../../shared/result.ts';
import type { InstanceSettings } from '../../shared/settings.ts';
import { NOT_FOUND } from '../../shared/wire.ts';
import type { Cipher } from '../crypto/cipher.ts';
import type { PushEdit, PushStore } from '../store/push-store.ts';
import type { AuditMeta, AuditRecord, ListedPush, PushRecord, UserRecord } from '../store/records.ts';
import { type ActivityWho, type PushActivity, whoOf } from './push-activity.ts';
import { type EditInput, normalizeEdit } from './push-edit.ts';
import { pushFacts } from './push-facts.ts';
import type { PolicyReader } from './service.ts';

export interface OwnerPushesDeps {
  store: PushStore;
  cipher: Cipher;
  settings: InstanceSettings;
  /** The policy in force: an edit never goes past its maximums, nor drops what it requires. */
  policy: PolicyReader;
  now: () => number;
  /** The service's sweep, run when a listing meets a push past its days that is not recorded yet. */
  sweep: () => Promise<number>;
  /** The activity log's push events: an edit is recorded by the fields it changed. */
  log?: PushActivity;
}

/** An edit's fields as the API and the log name them; a push's life is its days, whichever was chosen. */
const EDITED_FIELDS: Record<keyof PushEdit, string> = {
  name: 'name',
  note: 'note',
  passphrase: 'passphrase',
  retrievalStep: 'retrieval_step',
  deletableByViewer: 'deletable_by_viewer',
  expireAfterDays: 'expire_after_days',
  expiresAt: 'expire_after_days',
  expireAfterViews: 'expire_after_views',
};

const EDIT_EXPIRED = { error: 'That push has expired and can no longer be edited.' };
const VIEWS_USED_MEANWHILE = 'must be above the views used, some of which were used just now';

/** What the web pages do with the signed-in user's own pushes: find, list, read the log, edit. */
export function ownerPushes({ store, cipher, settings, policy, now, sweep, log }: OwnerPushesDeps) {
  /** The fields an edit changed, by name only; sealed ones compared opened, as each save seals anew. */
  const changedFields = (before: PushRecord, after: PushRecord): string[] => {
    const open = (sealed: string | null) => (sealed === null ? null : cipher.open(sealed));
    const differs = (key: keyof PushEdit) =>
      key === 'note' || key === 'passphrase'
        ? open(before[key]) !== open(after[key])
        : before[key] !== after[key];
    const keys = Object.keys(EDITED_FIELDS) as (keyof PushEdit)[];
    return [...new Set(keys.filter(differs).map((key) => EDITED_FIELDS[key]))];
  };

  /** The user's own push; anyone else's is refused as unknown, so its existence is not revealed. */
  async function owned(urlToken: string, user: UserRecord): Promise<Result<PushRecord>> {
    const found = await store.findPush(urlToken);
    return found !== undefined && found.ownerId === user.id ? ok(found) : refuse(404, NOT_FOUND);
  }

  /** A page of the user's pushes without payloads, `offset` and `limit` as the caller pages them. */
  async function listOwned(
    user: UserRecord,
    which: 'active' | 'expired',
    range: { offset: number; limit: number },
  ): Promise<ListedPush[]> {
    const at = now();
    const pushes = await store.listByOwner(user.id, { expired: which === 'expired', now: at, ...range });
    if (pushes.some((p) => !p.expired && isExpiredAt(p, at))) await sweep();
    return pushes;
  }

  /** Newest first, any page size; 404 for a push that is not the user's. */
  async function auditRange(
    urlToken: string,
    user: UserRecord,
    range: { offset: number; limit: number },
  ): Promise<Result<AuditRecord[]>> {
    const push = await owned(urlToken, user);
    return push.ok ? ok(await store.auditLog(urlToken, range)) : push;
  }

  /**
   * The owner's edit of a live push (push-edit.ts): 422 with field errors, or with `error` when it
   * expired before the edit could be saved; 404 for a push that is not the user's.
   */
  async function edit(
    urlToken: string,
    input: EditInput,
    actor: { user: UserRecord; audit: AuditMeta; activity?: ActivityWho },
  ): Promise<Result<PushRecord>> {
    const push = await owned(urlToken, actor.user);
    if (!push.ok) return push;
    const at = now();
    if (isExpiredAt(push.value, at)) return refuse(422, EDIT_EXPIRED);
    const inForce = await policy.current();
    const { kind } = push.value;
    const rules = settingsUnder(inForce, settings).kinds[kind];
    const changes = normalizeEdit(push.value, input, rules, at, cipher, inForce.kinds[kind]);
    if (!changes.ok) return changes;
    const result = await store.updatePush(urlToken, changes.value, actor.audit, at);
    if (result === undefined) return refuse(404, NOT_FOUND);
    if (result.outcome === 'expired') return refuse(422, EDIT_EXPIRED);
    // Views were used between the form's check and the save.
    if (result.outcome === 'past_limits') return fieldErrors({ expire_after_views: [VIEWS_USED_MEANWHILE] });
    await log?.edited(urlToken, whoOf(actor), changedFields(push.value, result.push));
    return ok(result.push);
  }

  /** The owner's note in plain text, for the owner's own pages. */
  const noteOf = (push: Pick<PushRecord, 'note'>): string =>
    push.note === null ? '' : cipher.open(push.note);

  return { owned, listOwned, auditRange, edit, noteOf, ...pushFacts({ store, cipher, now }) };
}
