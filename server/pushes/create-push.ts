import { GATE_KINDS, unkeptGateErrors, withFieldErrors } from '../../shared/gate.ts';
import type { PushKind } from '../../shared/kinds.ts';
import { type NewPush, normalizeNewPush } from '../../shared/normalize.ts';
import { type Policy, policyFromSettings, settingsUnder } from '../../shared/policy.ts';
import {
  breachErrors,
  type PolicyBreach,
  policyBreaches,
  withDefaultLife,
} from '../../shared/policy-check.ts';
import { askedKind, nameRules } from '../../shared/policy-named.ts';
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
  /** The service's policy is the one in force; a service without one (a test's) is ruled by `settings` alone. */
  service: Pick<PushService, 'create'> & Partial<Pick<PushService, 'policy' | 'linkMailed' | 'gateKinds'>>;
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
  /**
   * The instance's rules: a 400 when the parameter is no push at all, a 401 when only signed-in
   * users may push, else field errors in the API's English.
   */
  rules: Refusal | null;
  /** The rules of the policy the push breaks, for a door that words them itself; absent when none. */
  breaches?: PolicyBreach[];
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
  const policy = await policyOf(deps);
  const normalized = normalizeNewPush(fields, settingsUnder(policy, settings), files.length);
  const sealed = order.sealed === true || (normalized.ok && isSealedInput(normalized.value));
  const push = normalized.ok ? withDefaultLife(fields, normalized.value, policy) : null;
  const breaches = push ? policyBreaches(fields, push, policy, { signedIn: user !== null, sealed }) : [];
  const asked =
    linkMails?.read(fields, user, sealed, policy) ??
    checkLinkMailFields(fields, { available: false, signedIn: user !== null, sealed });
  const unkept = unkeptGateErrors(push?.gate, deps.service.gateKinds ?? GATE_KINDS);
  const rules = normalized.ok
    ? withUnkept(ruledBy(breaches), unkept)
    : named(normalized.refusal, askedKind(fields, files.length), policy, settings);
  if (push === null || rules !== null || hasProblems(asked.problems) || Object.keys(readErrors).length > 0)
    return { ok: false, rules, ...broken(breaches), linkMails: asked.problems, readErrors };
  const reserved = asked.request && user ? await linkMails?.reserve(user, asked.request) : undefined;
  if (reserved === null) return { ok: false, rules: null, linkMails: DAILY_CAP_REACHED, readErrors };
  let created: CreatedPush;
  try {
    created = await store(deps, order, push);
  } catch (error) {
    await reserved?.release();
    throw error;
  }
  // Mailed once the push is stored, never for one that failed.
  if (reserved && user) {
    linkMails?.send(reserved, created.push, user, order.mailWords);
    await deps.service.linkMailed?.(created.push, actor, reserved.request.recipients);
  }
  return { ...created, mailed: reserved?.request.recipients.length ?? 0 };
}

/** The policy in force, or the one the settings alone give where the service keeps none. */
async function policyOf({ service, settings }: CreatePushDeps): Promise<Policy> {
  if (service.policy !== undefined) return service.policy.current();
  return policyFromSettings({ settings, requireMfa: false, requests: false, linkMails: true });
}

/** A refusal of the fields with the policy's own limits named, as its other refusals are. */
function named(refusal: Refusal, kind: PushKind | null, policy: Policy, settings: InstanceSettings): Refusal {
  if (refusal.status !== 422) return refusal;
  return { ...refusal, body: nameRules(refusal.body as FieldErrors, kind, policy, settings) };
}

const broken = (breaches: PolicyBreach[]) => (breaches.length > 0 ? { breaches } : {});

/** The breaches as the contract answers them: 401 for a sender who must sign in, else the fields' 422. */
function ruledBy(breaches: readonly PolicyBreach[]): Refusal | null {
  if (breaches.length === 0) return null;
  const [first] = breaches;
  if (first?.field === 'base') return { status: 401, body: { error: breachErrors([first]).base?.[0] ?? '' } };
  return { status: 422, body: breachErrors(breaches) };
}

/** A gate the server cannot keep refused beside the policy's breaches; a 401 for a sender who must sign in stays. */
function withUnkept(rules: Refusal | null, unkept: FieldErrors): Refusal | null {
  if (Object.keys(unkept).length === 0) return rules;
  if (rules === null) return { status: 422, body: unkept };
  return rules.status === 422
    ? { ...rules, body: withFieldErrors(rules.body as FieldErrors, unkept) }
    : rules;
}

async function store(deps: CreatePushDeps, { actor, files }: Order, input: NewPush): Promise<CreatedPush> {
  const { push, view } = await deps.service.create(input, actor, files);
  return { ok: true, push, view, input, mailed: 0 };
}
