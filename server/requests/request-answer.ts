import { MAX_TEXT_PAYLOAD } from '../../shared/settings.ts';
import { ANONYMOUS } from '../activity/activity-recorder.ts';
import { safeEqual } from '../crypto/tokens.ts';
import { createPush } from '../pushes/create-push.ts';
import type { GateNeed } from '../pushes/gate-check.ts';
import { domainOf, gateFacts, gateViewer } from '../pushes/gate-facts.ts';
import { REFUSALS_LOGGED } from '../pushes/gate-guard.ts';
import { PassphraseLimiter } from '../pushes/passphrase-limiter.ts';
import type { ActivityWho, GateRefusal } from '../pushes/push-activity.ts';
import type { AuditMeta, StoredFile } from '../store/records.ts';
import { type RequestRecord, type RequestState, requestState } from '../store/request-records.ts';
import { requestActivity } from './request-activity.ts';
import {
  ANONYMOUS_READER,
  type RequestReader,
  requestGateKey,
  requestGateOf,
  requestGateOutcome,
} from './request-gate.ts';
import type { OpenedWords, RequestServiceDeps } from './request-service.ts';

/** What whoever opens the link sends: text, files (already stored, encrypted), and the passphrase asked. */
export interface GivenAnswer {
  text: string;
  files: StoredFile[];
  passphrase: string | undefined;
}

/** Why an answer's content was refused, for the answer page to say. */
export type AnswerProblem = 'empty' | 'too_long' | 'files_not_allowed' | 'text_not_allowed';

export type PassphraseCheck = 'ok' | 'needed' | 'wrong' | 'too_many';

export type AnswerResult =
  | { outcome: 'answered'; request: RequestRecord }
  | { outcome: 'unknown' | 'closed' | 'already_answered' }
  | { outcome: 'passphrase'; check: Exclude<PassphraseCheck, 'ok'> }
  | { outcome: 'gate'; need: GateNeed }
  | { outcome: 'invalid'; problem: AnswerProblem };

interface AnswerDeps extends RequestServiceDeps {
  words: (request: RequestRecord) => OpenedWords;
}

/** `allowed`: the kinds the policy in force allows, whatever it allowed when the request was made. */
function problemOf(
  answer: GivenAnswer,
  request: RequestRecord,
  allowed: { file: boolean; text: boolean },
): AnswerProblem | null {
  const withFiles = answer.files.length > 0;
  if (withFiles && !(request.allowFiles && allowed.file)) return 'files_not_allowed';
  if (answer.text.length > MAX_TEXT_PAYLOAD) return 'too_long';
  if (withFiles) return null;
  if (answer.text.trim() === '') return 'empty';
  // An answer without files is a text push.
  return allowed.text ? null : 'text_not_allowed';
}

/** The answering side of requests: the page anyone holding the link opens, and its one answer. */
export function answerRequests(deps: AnswerDeps) {
  const { requests, pushes, cipher, now } = deps;
  const limiter = new PassphraseLimiter(deps.counters);
  const log = requestActivity(deps.activity);

  /** The request behind a link and its state now; undefined for an unknown token. */
  async function visit(
    urlToken: string,
  ): Promise<{ request: RequestRecord; state: RequestState } | undefined> {
    const request = await requests.findRequest(urlToken);
    return request === undefined ? undefined : { request, state: requestState(request, now()) };
  }

  /** Checks the passphrase a request asks for; tries are limited per request as on secret links. */
  async function checkPassphrase(
    request: RequestRecord,
    given: string | undefined,
  ): Promise<PassphraseCheck> {
    if (request.passphrase === null) return 'ok';
    if (given === undefined || given === '') return 'needed';
    if (!(await limiter.allow(request.urlToken, now()))) return 'too_many';
    return safeEqual(given, cipher.open(request.passphrase)) ? 'ok' : 'wrong';
  }

  async function refuse(answer: GivenAnswer, result: AnswerResult): Promise<AnswerResult> {
    await deps.discardFiles?.(answer.files);
    return result;
  }

  /** How the request's gate answers this reader; null when it has none (anyone holding the link may answer). */
  const gateOutcome = (request: RequestRecord, reader: RequestReader, audit: AuditMeta) =>
    requestGateOutcome(request, cipher, reader, audit);

  /**
   * Records an answerer the gate kept out at `need` in the activity log, as a push's gate does, as
   * many a minute as REFUSALS_LOGGED lets through; `typed`: the address a wrong code was given for,
   * of which only the domain is kept.
   */
  async function gateRefused(
    request: RequestRecord,
    need: GateNeed,
    who: ActivityWho,
    reason: GateRefusal = 'gate_closed',
    typed: string | null = null,
  ): Promise<void> {
    if (!(await deps.counters.attempt(REFUSALS_LOGGED, requestGateKey(request.urlToken), now()))) return;
    await log.gateRefused(request, who, reason, need, typed === null ? null : domainOf(typed));
  }

  /**
   * Answers a request once: the answer becomes a push of the requester's, made with the answerer's
   * audit entry. Its gate stands first: `reader` must be one it admits, and who that was goes into
   * the answer's audit, the requester's notice and (by domain) the activity log. Of two answers at
   * once, the one the store records first stands; the other's push is expired again at once, as its
   * requester's deletion.
   */
  async function answer(
    urlToken: string,
    given: GivenAnswer,
    audit: AuditMeta,
    who: ActivityWho = { actor: ANONYMOUS, client: null },
    reader: RequestReader = ANONYMOUS_READER,
  ): Promise<AnswerResult> {
    const found = await visit(urlToken);
    if (found === undefined) return refuse(given, { outcome: 'unknown' });
    const { request, state } = found;
    if (state === 'answered') return refuse(given, { outcome: 'already_answered' });
    if (state === 'closed') return refuse(given, { outcome: 'closed' });
    const gate = gateOutcome(request, reader, audit);
    if (gate !== null && !gate.open) return refuse(given, { outcome: 'gate', need: gate.need });
    const check = await checkPassphrase(request, given.passphrase);
    if (check !== 'ok') return refuse(given, { outcome: 'passphrase', check });
    const policy = await pushes.policy.current();
    const allowed = { file: policy.kinds.file.allowed, text: policy.kinds.text.allowed };
    const problem = problemOf(given, request, allowed);
    if (problem !== null) return refuse(given, { outcome: 'invalid', problem });
    const owner = await deps.users.findUserById(request.ownerId);
    // A requester whose account is gone has no one to read the answer.
    if (owner === undefined) return refuse(given, { outcome: 'closed' });
    const { name } = deps.words(request);
    const made = await createPush(
      { service: pushes, settings: deps.settings },
      {
        push: {
          kind: given.files.length > 0 ? 'file' : 'text',
          payload: given.text,
          passphrase: '',
          name,
          note: '',
          expireAfterDays: request.answerExpireAfterDays,
          expireAfterViews: request.answerExpireAfterViews,
          lifetimeMs: request.answerLifetimeMs,
          retrievalStep: request.answerRetrievalStep,
          deletableByViewer: request.answerDeletableByViewer,
        },
        // The requester's push, made by whoever answered.
        actor: { user: owner, audit, activity: who },
        files: given.files,
      },
    );
    const token = made.push.urlToken;
    const recorded = await requests.answerRequest(urlToken, cipher.seal(token), now());
    if (recorded?.outcome !== 'answered') {
      await pushes.remove(token, { user: owner, audit, activity: who });
      return { outcome: recorded === undefined ? 'unknown' : recorded.outcome };
    }
    const witness = gate?.open ? gate.witness : undefined;
    const standing = witness === undefined ? null : requestGateOf(request, cipher);
    if (witness !== undefined) await pushes.gates.passed(made.push, witness, audit, now(), true);
    await log.answered(
      recorded.request,
      who,
      made.push.kind === 'file' ? 'file' : 'text',
      given.files.length,
      standing === null || witness === undefined ? {} : gateFacts(standing, witness),
    );
    const viewer = witness === undefined ? undefined : gateViewer(witness);
    await deps.events?.({
      event: 'request_answered',
      push: { ownerId: owner.id, urlToken, name, kind: 'request', createdAt: request.createdAt },
      at: now(),
      ...(viewer === undefined ? {} : { viewer }),
    });
    return { outcome: 'answered', request: recorded.request };
  }

  return {
    visit,
    checkPassphrase,
    gateOutcome,
    gateRefused,
    gateOf: (request: RequestRecord) => requestGateOf(request, cipher),
    answer,
  };
}
