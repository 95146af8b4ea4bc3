import { daysCovering } from '../../shared/durations.ts';
import { isExpiredAt } from '../../shared/expiry.ts';
import { PAGE_SIZE } from '../../shared/normalize.ts';
import { settingsUnder } from '../../shared/policy.ts';
import { requestTitleSource, type TitleSource } from '../../shared/push-title.ts';
import { ok, type Result, refuse } from '../../shared/result.ts';
import type { InstanceSettings } from '../../shared/settings.ts';
import { NOT_FOUND, type PushView } from '../../shared/wire.ts';
import { type ActivityRecorder, userActor } from '../activity/activity-recorder.ts';
import type { Cipher } from '../crypto/cipher.ts';
import type { Counters } from '../limits/counters.ts';
import { createPush } from '../pushes/create-push.ts';
import type { ActivityWho } from '../pushes/push-activity.ts';
import type { PushService } from '../pushes/service.ts';
import type { AuditMeta, AuditRecord, StoredFile, UserRecord } from '../store/records.ts';
import type { RequestRecord, RequestState } from '../store/request-records.ts';
import type { RequestStore } from '../store/request-store.ts';
import type { UserStore } from '../store/user-store.ts';
import { requestActivity } from './request-activity.ts';
import { answerRequests } from './request-answer.ts';
import { requestClosing } from './request-closing.ts';
import type { RequestEventSink } from './request-event.ts';
import type { NewRequest } from './request-input.ts';
import { ruledRequest } from './request-rules.ts';

export interface RequestServiceDeps {
  requests: RequestStore;
  /** Finds the requester an answer goes to. */
  users: Pick<UserStore, 'findUserById'>;
  /** Answers and attachments are pushes: sealed, counted, audited and expired by the push rules. */
  pushes: PushService;
  cipher: Cipher;
  settings: InstanceSettings;
  /** Passphrase attempts on answer pages are counted here, as on secret links. */
  counters: Counters;
  now: () => number;
  newUrlToken: () => string;
  /** Told of every answer, for the requester's notifications. */
  events?: RequestEventSink;
  /** Removes stored files no answer took; without it they stay until the orphan sweep. */
  discardFiles?: (files: StoredFile[]) => Promise<void>;
  /** The instance's activity log: requests asked, answered and closed; none recorded without it. */
  activity?: ActivityRecorder;
}

/** A request of the owner's that was answered: its page's token, and its title by the one rule. */
export interface AnsweredRequest {
  urlToken: string;
  title: TitleSource;
}

/** The most recent answered requests the dashboard looks through to tell answers from pushes. */
const ANSWER_INDEX_LIMIT = 1000;

export const NOT_YOUR_REQUEST = { error: "That request doesn't belong to you." } as const;

/** A request's sealed words, opened. */
export interface OpenedWords {
  name: string;
  message: string;
  note: string;
  passphrase: string;
}

/** Requests: made by a signed-in user, answered once by anyone holding the link, read by the requester. */
export function requestService(deps: RequestServiceDeps) {
  const { requests, pushes, cipher, now } = deps;
  const openOrEmpty = (sealed: string | null) => (sealed === null ? '' : cipher.open(sealed));
  const log = requestActivity(deps.activity);
  /** The push service's actor; `who` is the door's account of the request, else the user's own. */
  const actor = (user: UserRecord, audit: AuditMeta, who?: ActivityWho) => ({
    user,
    audit,
    activity: who ?? { actor: userActor(user), client: null },
  });

  function words(request: RequestRecord): OpenedWords {
    return {
      name: cipher.open(request.name),
      message: cipher.open(request.message),
      note: openOrEmpty(request.note),
      passphrase: openOrEmpty(request.passphrase),
    };
  }

  /** A request's title by the one rule (shared/push-title.ts), its words opened. */
  const titleOf = (request: RequestRecord): TitleSource =>
    requestTitleSource({ ...words(request), createdAt: request.createdAt });

  /**
   * Which of `pushTokens` answer the user's requests, by token: the dashboard shows those pushes as
   * answers. Only the requests found there have their words opened.
   */
  async function answerIndex(
    user: UserRecord,
    pushTokens: readonly string[],
  ): Promise<ReadonlyMap<string, AnsweredRequest>> {
    const query = { states: ['answered'] as const, now: now(), offset: 0, limit: ANSWER_INDEX_LIMIT };
    const answered = await requests.listRequests(user.id, query);
    const wanted = new Set(pushTokens);
    const found = new Map<string, AnsweredRequest>();
    for (const r of answered) {
      const token = r.answerToken === null ? undefined : cipher.open(r.answerToken);
      if (token !== undefined && wanted.has(token))
        found.set(token, { urlToken: r.urlToken, title: titleOf(r) });
    }
    return found;
  }

  /** `attachments` are already stored (encrypted): they go into a file push of their own, open as long as the request. */
  async function create(
    input: NewRequest,
    owner: UserRecord,
    audit: AuditMeta,
    attachments: StoredFile[] = [],
    who?: ActivityWho,
  ): Promise<RequestRecord> {
    const at = now();
    let attachmentToken: string | null = null;
    if (attachments.length > 0) {
      const held = await createPush(
        { service: pushes, settings: deps.settings },
        {
          push: {
            kind: 'file',
            payload: '',
            passphrase: '',
            name: input.name,
            note: '',
            expireAfterDays: daysCovering(input.openMs),
            expireAfterViews: deps.settings.kinds.file.expireAfterViews.max,
            lifetimeMs: input.openMs,
            retrievalStep: false,
            deletableByViewer: false,
          },
          actor: actor(owner, audit, who),
          files: attachments,
        },
      );
      attachmentToken = cipher.seal(held.push.urlToken);
    }
    const request: RequestRecord = {
      urlToken: deps.newUrlToken(),
      ownerId: owner.id,
      name: cipher.seal(input.name),
      message: cipher.seal(input.message),
      note: input.note === '' ? null : cipher.seal(input.note),
      passphrase: input.passphrase === '' ? null : cipher.seal(input.passphrase),
      allowFiles: input.allowFiles,
      includeRequestor: input.includeRequestor,
      closeAfterDuration: input.closeAfterDuration,
      createdAt: at,
      updatedAt: at,
      closesAt: at + input.openMs,
      state: 'open',
      answeredAt: null,
      closedAt: null,
      answerToken: null,
      attachmentToken,
      answerExpireAfterDays: input.answer.expireAfterDays,
      answerLifetimeMs: input.answer.lifetimeMs,
      answerExpireAfterViews: input.answer.expireAfterViews,
      answerRetrievalStep: input.answer.retrievalStep,
      answerDeletableByViewer: input.answer.deletableByViewer,
      ...(input.gate === null ? {} : { gate: cipher.seal(JSON.stringify(input.gate)) }),
    };
    await requests.insertRequest(request);
    await log.asked(request, actor(owner, audit, who).activity, attachments.length, input.gate);
    return request;
  }

  /** The request, when `user` made it: 404 for an unknown token, 403 for someone else's. */
  async function owned(urlToken: string, user: UserRecord): Promise<Result<RequestRecord>> {
    const found = await requests.findRequest(urlToken);
    if (found === undefined) return refuse(404, NOT_FOUND);
    return found.ownerId === user.id ? ok(found) : refuse(403, NOT_YOUR_REQUEST);
  }

  /** One page of a requester's requests, newest first; all states when `states` is omitted. */
  async function list(user: UserRecord, page: number, states?: readonly RequestState[], size = PAGE_SIZE) {
    const query = { now: now(), offset: (page - 1) * size, limit: size };
    return requests.listRequests(user.id, states === undefined ? query : { ...query, states });
  }

  /** A push a request holds, unless it is gone or past its limits (a read of it would log a failed view). */
  async function livePush(sealedToken: string | null) {
    if (sealedToken === null) return undefined;
    const found = await pushes.find(cipher.open(sealedToken));
    return found.ok && !isExpiredAt(found.value, now()) ? found.value : undefined;
  }

  /**
   * The answer as its requester reads it: a read of the answer push that counts as one of its views
   * (an answer is read once unless its requester asked for more), so it is deleted once read, as
   * whoever answered was promised. Null before an answer, and once the answer has expired.
   */
  async function readAnswer(
    request: RequestRecord,
    user: UserRecord,
    audit: AuditMeta,
    who?: ActivityWho,
  ): Promise<PushView | null> {
    const live = await livePush(request.answerToken);
    if (live === undefined) return null;
    const read = await pushes.retrieve(live.urlToken, actor(user, audit, who), undefined, {
      ownerCounts: true,
    });
    return read.ok && read.value.outcome === 'view' ? read.value.view : null;
  }

  /** The answer push's audit log, newest first (a page of 50); empty before an answer. */
  async function auditLog(request: RequestRecord, user: UserRecord, page: number): Promise<AuditRecord[]> {
    if (request.answerToken === null) return [];
    const log = await pushes.auditLog(cipher.open(request.answerToken), user, page);
    return log.ok ? log.value : [];
  }

  const closing = requestClosing({ requests, pushes, now, log, owned, livePush, actor });

  return {
    create,
    owned,
    list,
    words,
    titleOf,
    answerIndex,
    readAnswer,
    auditLog,
    close: closing.close,
    sweep: closing.sweep,
    livePush,
    /** The instance settings as the policy in force has them, for the doors that show a new request's form. */
    settingsNow: async () => settingsUnder(await pushes.policy.current(), deps.settings),
    /** A new request's `request` parameter, checked against the policy in force. */
    normalize: async (input: unknown, attachments = 0) =>
      ruledRequest(await pushes.policy.current(), deps.settings, input, attachments, pushes.gateKinds),
    /** Whether signed-in users may ask for secrets now: the policy's `requests`. */
    open: async () => (await pushes.policy.current()).requests !== 'nobody',
    /** The gate kinds this server keeps: a request asks only those of its answerer. */
    gateKinds: pushes.gateKinds,
    ...answerRequests({ ...deps, words }),
  };
}

export type RequestService = ReturnType<typeof requestService>;
