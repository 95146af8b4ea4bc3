import { type NewPush, normalizeNewPush } from '../../shared/normalize.ts';
import type { FieldErrors, Refusal } from '../../shared/result.ts';
import type { InstanceSettings } from '../../shared/settings.ts';
import type { PushView } from '../../shared/wire.ts';
import type { Translator } from '../i18n/translator.ts';
import type { PushRecord, StoredFile } from '../store/records.ts';
import {
  checkLinkMailFields,
  DAILY_CAP_REACHED,
  hasProblems,
  isSealedInput,
  type LinkMailProblems,
} from './link-mail-fields.ts';
import type { LinkMails } from './link-mails.ts';
import type { Actor, PushService } from './service.ts';

export interface CreatePushDeps {
  service: Pick<PushService, 'create'>;
  settings: InstanceSettings;
  /** Mails a new push's link to the addresses its sender gives; without it, none are available. */
  linkMails?: LinkMails;
}

interface Order {
  actor: Actor;
  /** Already stored (encrypted) by the door that read them; that door discards them if no push takes them. */
  files: StoredFile[];
}

/** A create as its sender typed it, which the instance's rules read. */
export interface AskedPush extends Order {
  /** The `push` parameter in the API's names, link mail fields included: a JSON body's, or a form's renamed. */
  fields: Record<string, unknown>;
  /** The sender says the payload was sealed in their browser (the form's tick), whatever it looks like. */
  sealed?: boolean;
  /** What the door itself found wrong in what it read, in its own words: any refuses the push. */
  readErrors?: FieldErrors;
  /** The link mails' language when neither the recipients' nor the sender's own is chosen. */
  mailWords: Translator;
}

/** A push its maker already settled by terms of its own (a request's answer or attachments); it asks no mails. */
export interface SettledPush extends Order {
  push: NewPush;
}

export interface CreatedPush {
  ok: true;
  push: PushRecord;
  view: PushView;
  /** The push as the rules read it: its passphrase in plain text, for the creator's own page. */
  input: NewPush;
  /** How many addresses its link is mailed to. */
  mailed: number;
}

/** Everything that refused a create, each door wording it its own way; nothing was counted or stored. */
export interface RefusedPush {
  ok: false;
  /** The instance's rules: a 400 when the parameter is no push at all, else field errors in the API's English. */
  rules: Refusal | null;
  /** What was wrong with the link mails asked, the sender's daily cap among them. */
  linkMails: LinkMailProblems;
  readErrors: FieldErrors;
}

/**
 * Creating a push, whatever door it came through (the API, v1, the web form, a request's answer):
 * the rules read it, the link mails it asks are counted against the sender's cap, the push is
 * stored, then its link is mailed. Mails counted for a push that failed to be stored are given back.
 */
export async function createPush(deps: CreatePushDeps, order: SettledPush): Promise<CreatedPush>;
export async function createPush(deps: CreatePushDeps, order: AskedPush): Promise<CreatedPush | RefusedPush>;
export async function createPush(
  deps: CreatePushDeps,
  order: AskedPush | SettledPush,
): Promise<CreatedPush | RefusedPush> {
  if ('push' in order) return store(deps, order, order.push);
  const { settings, linkMails } = deps;
  const { fields, actor, files, readErrors = {} } = order;
  const user = actor.user;
  const normalized = normalizeNewPush(fields, settings, files.length);
  const sealed = order.sealed === true || (normalized.ok && isSealedInput(normalized.value));
  const asked =
    linkMails?.read(fields, user, sealed) ??
    checkLinkMailFields(fields, { available: false, signedIn: user !== null, sealed });
  const rules = normalized.ok ? null : normalized.refusal;
  if (!normalized.ok || hasProblems(asked.problems) || Object.keys(readErrors).length > 0)
    return { ok: false, rules, linkMails: asked.problems, readErrors };
  const reserved = asked.request && user ? await linkMails?.reserve(user, asked.request) : undefined;
  if (reserved === null) return { ok: false, rules: null, linkMails: DAILY_CAP_REACHED, readErrors };
  let created: CreatedPush;
  try {
    created = await store(deps, order, normalized.value);
  } catch (error) {
    await reserved?.release();
    throw error;
  }
  // Mailed once the push is stored, never for one that failed.
  if (reserved && user) linkMails?.send(reserved, created.push, user, order.mailWords);
  return { ...created, mailed: reserved?.request.recipients.length ?? 0 };
}

async function store(deps: CreatePushDeps, { actor, files }: Order, input: NewPush): Promise<CreatedPush> {
  const { push, view } = await deps.service.create(input, actor, files);
  return { ok: true, push, view, input, mailed: 0 };
}
