import { isExpiredAt } from '../../shared/expiry.ts';
import { GATE_KINDS, type GateKind } from '../../shared/gate.ts';
import { type NewPush, PAGE_SIZE as PAGE } from '../../shared/normalize.ts';
import { policyFromSettings } from '../../shared/policy.ts';
import { type Result, refuse } from '../../shared/result.ts';
import { looksSealed } from '../../shared/sealed/sealed-payload.ts';
import type { InstanceSettings } from '../../shared/settings.ts';
import {
  gateClosed,
  NOT_DELETABLE,
  NOT_FOUND,
  NOT_YOURS,
  PASSPHRASE_REQUIRED,
  type PushView,
  TOO_MANY_PASSPHRASE_ATTEMPTS,
} from '../../shared/wire.ts';
import type { ActivityRecorder } from '../activity/activity-recorder.ts';
import { pushTarget } from '../activity/activity-target.ts';
import type { Cipher } from '../crypto/cipher.ts';
import { safeEqual } from '../crypto/tokens.ts';
import type { LinkedFile } from '../files/file-links.ts';
import type { Counters } from '../limits/counters.ts';
import type { Claim, PushStore } from '../store/push-store.ts';
import type { AuditMeta, AuditRecord, PushRecord, StoredFile, UserRecord } from '../store/records.ts';
import { clientLeft } from './client-left.ts';
import { FailureAudit, type FailureKind, type HeldFailures } from './failure-audit.ts';
import { gateFacts, gateViewer } from './gate-facts.ts';
import { type GateActor, gateGuard } from './gate-guard.ts';
import { ownerPushes } from './owner-pushes.ts';
import { PassphraseLimiter } from './passphrase-limiter.ts';
import type { PolicySource } from './policy-source.ts';
import { type ActivityWho, BY_SERVER, heldWho, pushActivity, whoOf } from './push-activity.ts';
import type { PushEvent, PushEventSink } from './push-event.ts';
import { pushFacts } from './push-facts.ts';
import { isReadPush, type ReadPush, readPush } from './read-push.ts';
import { pushView } from './views.ts';

export interface PushServiceDeps {
  store: PushStore;
  cipher: Cipher;
  settings: InstanceSettings;
  now: () => number;
  newUrlToken: () => string;
  /** Passphrase attempts are counted here; the sweep prunes them (the app's counters may be the same). */
  counters: Counters;
  /** Told of every push that expired, so its files can be removed. */
  onExpired?: (before: PushRecord, cause: ExpiryCause) => void;
  /**
   * Told of views, failed passphrases and expiry of pushes, for their owners' notifications. Handed
   * each event and not waited for: the owner's notice never holds or fails the answer.
   */
  events?: PushEventSink;
  /** The download link (a path) for one file of a push shown at `now`. */
  fileLink?: (file: StoredFile, now: number, about?: LinkedFile) => string;
  /** Rejects (FilesUnavailableError) unless the files can be served now: asked before a view is used. */
  checkFiles?: (files: readonly StoredFile[]) => Promise<void>;
  /** The policy in force (policy-source.ts); without it, the policy `settings` alone give. */
  policy?: PolicyReader;
  /** The instance's activity log: every push event is recorded here once; none without it. */
  activity?: ActivityRecorder;
  /** The gate kinds this server can keep (shared/gate.ts): `email` only with a mail server; all when omitted. */
  gateKinds?: readonly GateKind[];
}

/** Where the service reads the policy in force. */
export type PolicyReader = Pick<PolicySource, 'current' | 'fresh' | 'forget' | 'settings' | 'gateKinds'>;

/** The policy the settings alone give, read from nothing else: a service without a store of rules. */
export function settingsPolicy(settings: InstanceSettings): PolicyReader {
  const read = () => policyFromSettings({ settings, requireMfa: false, requests: false, linkMails: true });
  return {
    current: async () => read(),
    // No store of rules: what is saved is never read back, so a fresh look is the settings' policy again.
    fresh: async () => ({ policy: read(), version: 0 }),
    forget: () => {},
    get settings() {
      return { base: read(), pins: {} };
    },
    gateKinds: GATE_KINDS,
  };
}

/** `last_view`: the view that expired the push handed out download links that should still work a moment. */
export type ExpiryCause = 'last_view' | 'limits' | 'delete';

/**
 * Who reads or writes: the user, the audit entry's client, `proven` the address a gate's mailed code
 * proved in this browser (gate-guard.ts), and who the activity log names, from where (the door's
 * account, a token say; the user or anonymous without it).
 */
export interface Actor extends GateActor {
  activity?: ActivityWho;
}

type Created = { view: PushView; push: PushRecord };
export type Retrieval<T = undefined> = {
  view: PushView;
  outcome: 'view' | 'owner_view' | 'failed_view';
  push: PushRecord;
  /** What `prepare` made of the payload; undefined when the read showed none. */
  prepared: T | undefined;
};

export interface ReadOptions<T> {
  /**
   * Aborted when the client has gone away: such a read claims no view, as its answer reaches no one.
   * Checked once the sockets' waiting events are read, and again by the store as it claims.
   */
  signal?: AbortSignal;
  /**
   * Turns the opened payload into what the answer shows (a QR code, a redirect target) before the
   * view is claimed: if it throws, the read fails and no view is used.
   */
  prepare?: (payload: string, kind: PushRecord['kind']) => T;
  /**
   * The owner's read counts as a view and tells the owner nothing: a request's answer is read by its
   * requester, and it is that read the answer's views are for.
   */
  ownerCounts?: boolean;
  /** The push as this request already read it (see `read`): the read takes it instead of reading again. */
  read?: ReadPush;
}

const REQUEST_ABORTED = { error: 'The request was aborted.' };

/** Text and files are sealed in the browser; a URL or a QR code's text is never an envelope. */
const sealedKind = (kind: PushRecord['kind']) => kind === 'text' || kind === 'file';

const isOwner = (push: PushRecord, user: UserRecord | null) => user !== null && push.ownerId === user.id;

/** The push rules that the API and the web pages share: one place decides views, expiry and access. */
export function pushService(deps: PushServiceDeps) {
  const { store, cipher, now, counters } = deps;
  const policy = deps.policy ?? settingsPolicy(deps.settings);
  const limiter = new PassphraseLimiter(counters);
  const log = pushActivity(deps.activity);
  /** The sink stores the notice on its own time and logs its own failures; one that throws anyway fails nothing here. */
  const tell = (event: PushEvent): void => {
    try {
      deps.events?.(event).catch(() => {});
    } catch {}
  };
  /** Every expiry passes here once; an owner's own deletion is no news to them. */
  const expired = (before: PushRecord, cause: ExpiryCause, byOwner = false) => {
    deps.onExpired?.(before, cause);
    if (!byOwner) tell({ event: 'expire', push: before, at: now() });
  };
  /** Each link names its push (by the log's digest) and the file's place in it, for the download's entry. */
  const linkFiles = (at: number, push: PushRecord) => (file: StoredFile) =>
    deps.fileLink?.(file, at, { push: pushTarget(push.urlToken).id, index: push.files.indexOf(file) }) ?? '';
  const failures = new FailureAudit(counters);
  const facts = pushFacts({ store, cipher, now });
  const gates = gateGuard({ store, cipher, counters, log, onBurnt: (before) => expired(before, 'limits') });

  /** Writes one entry standing for the failures of a minute that had no entry of their own. */
  async function writeHeld(held: HeldFailures): Promise<void> {
    const who = heldWho(held.audit);
    if (held.kind === 'failed_passphrase') {
      await store.logFailedPassphrase(held.urlToken, held.audit, held.at);
      await log.passphraseFailed(held.urlToken, who, 'wrong', held.audit.count);
    } else {
      await store.claimView(held.urlToken, { owner: false, audit: held.audit }, held.at);
      await log.viewRefused(held.urlToken, who, held.audit.count);
    }
  }

  /** Whether a failed read gets an entry of its own (see FailureAudit); writes an earlier minute's count first. */
  async function admitFailure(urlToken: string, kind: FailureKind, audit: AuditMeta, at: number) {
    const { log, held } = await failures.admit(urlToken, kind, audit, at);
    if (held !== undefined) await writeHeld(held);
    return log;
  }

  /** `files` are already stored (encrypted) and become the push's; none for other kinds. */
  async function create(input: NewPush, actor: Actor, files: StoredFile[] = []): Promise<Created> {
    const at = now();
    const push: PushRecord = {
      urlToken: deps.newUrlToken(),
      kind: input.kind,
      ownerId: actor.user?.id ?? null,
      expireAfterDays: input.expireAfterDays,
      expireAfterViews: input.expireAfterViews,
      expiresAt: at + input.lifetimeMs,
      retrievalStep: input.retrievalStep,
      deletableByViewer: input.deletableByViewer,
      name: input.name,
      createdAt: at,
      updatedAt: at,
      expired: false,
      expiredOn: null,
      deleted: false,
      countedViews: 0,
      payload: cipher.seal(input.payload),
      passphrase: input.passphrase === '' ? null : cipher.seal(input.passphrase),
      note: input.note === '' ? null : cipher.seal(input.note),
      files,
      ...(sealedKind(input.kind) && looksSealed(input.payload) ? { sealed: true } : {}),
      ...(input.gate === undefined ? {} : { gate: cipher.seal(JSON.stringify(input.gate)) }),
    };
    await store.insertPush(push, actor.audit, at);
    await log.created(push, whoOf(actor));
    return {
      push,
      view: pushView(push, at, cipher, {
        payload: false,
        note: true,
        known: { passphrase: input.passphrase, note: input.note },
      }),
    };
  }

  /**
   * A read of the push: the contract's steps 1-5 of GET /pushes/:url_token. Everything that can fail
   * on the stored data (opening the sealed payload, `prepare`) happens before the view is claimed:
   * a read that cannot answer uses no view and logs nothing. (Giving a view back after the claim
   * would, on a last view, have to restore a payload already purged from disk.)
   */
  async function retrieve<T = undefined>(
    urlToken: string,
    actor: Actor,
    passphrase: string | undefined,
    options: ReadOptions<T> = {},
  ): Promise<Result<Retrieval<T>>> {
    const read = options.read?.record.urlToken === urlToken ? options.read : await readOf(urlToken);
    if (read === undefined) return refuse(404, NOT_FOUND);
    const found = read.record;
    const at = now();
    const live = !isExpiredAt(found, at);
    // The gate stands before the passphrase and the view: a reader it keeps out uses nothing.
    const gate = gates.outcome(found, actor, at);
    if (gate !== null && !gate.open) {
      await gates.refused(found, gate.need, actor, at);
      return refuse(403, gateClosed(gate.need));
    }
    if (live && found.passphrase !== null) {
      if (passphrase !== undefined && !(await limiter.allow(urlToken, at))) {
        await log.passphraseFailed(urlToken, whoOf(actor), 'too_many');
        return refuse(429, TOO_MANY_PASSPHRASE_ATTEMPTS);
      }
      if (passphrase === undefined || !safeEqual(passphrase, cipher.open(found.passphrase))) {
        if (await admitFailure(urlToken, 'failed_passphrase', actor.audit, at)) {
          await store.logFailedPassphrase(urlToken, actor.audit, at);
          await log.passphraseFailed(urlToken, whoOf(actor), 'wrong');
          // One notice per audit entry: a flood of wrong guesses is one entry (and one notice) a minute.
          tell({ event: 'failed_passphrase', push: found, at });
        }
        if (passphrase !== undefined && (await gates.failed(found, actor.audit, at)))
          return refuse(404, NOT_FOUND);
        return refuse(401, PASSPHRASE_REQUIRED);
      }
    }
    // A read of a push already expired changes nothing but the audit log, which it may not flood.
    if (found.expired && !(await admitFailure(urlToken, 'failed_view', actor.audit, at))) {
      const push = { ...found, countedViews: found.countedViews + 1 };
      const view = pushView(push, at, cipher, {
        payload: false,
        expired: true,
        fileLink: linkFiles(at, push),
      });
      return { ok: true, value: { view, outcome: 'failed_view', push, prepared: undefined } };
    }
    // The payload never changes while the push is live, so what is opened here is what the claim hands out.
    const payload = live ? read.opened() : undefined;
    const prepared =
      payload === undefined || options.prepare === undefined
        ? undefined
        : options.prepare(payload, found.kind);
    // A view whose download links would fail is not used: the recipient tries again once storage answers.
    if (live && found.files.length > 0) await deps.checkFiles?.(found.files);
    const { signal } = options;
    if (await clientLeft(signal)) return refuse(400, REQUEST_ABORTED);
    let claim: Claim | undefined;
    const quiet = options.ownerCounts === true && isOwner(found, actor.user);
    try {
      const by = { owner: isOwner(found, actor.user) && !quiet, audit: actor.audit };
      claim = await store.claimView(urlToken, by, at, signal === undefined ? {} : { signal });
    } catch (error) {
      // The store dropped the claim unmade, as the client left while it waited its turn.
      if (signal?.aborted && error === signal.reason) return refuse(400, REQUEST_ABORTED);
      throw error;
    }
    if (claim === undefined) return refuse(404, NOT_FOUND);
    const seen = claim.outcome !== 'failed_view';
    const passed = seen && gate?.open ? gate.witness : undefined;
    if (passed !== undefined) await gates.passed(found, passed, actor.audit, at);
    const viewer = passed === undefined ? undefined : gateViewer(passed);
    if (claim.outcome === 'view' && !quiet)
      tell({ event: 'view', push: claim.push, at, ...(viewer === undefined ? {} : { viewer }) });
    if (claim.expiredNow !== null) expired(claim.expiredNow, seen ? 'last_view' : 'limits', quiet);
    const standing = passed === undefined ? null : gates.gateOf(found);
    await log.read(
      claim,
      whoOf(actor),
      standing === null || passed === undefined ? {} : gateFacts(standing, passed),
    );
    const view = pushView(claim.push, at, cipher, {
      payload: seen,
      expired: !seen,
      fileLink: linkFiles(at, claim.push),
      // A passphrase that passed the check above is the one stored: no second decryption.
      known: {
        ...(payload === undefined ? {} : { payload }),
        ...(passphrase === undefined ? {} : { passphrase }),
      },
    });
    return {
      ok: true,
      value: { view, outcome: claim.outcome, push: claim.push, prepared: seen ? prepared : undefined },
    };
  }

  /** The status a read would answer, judged without reading, checking or logging anything: for HEAD. */
  async function peek(urlToken: string): Promise<200 | 401 | 404> {
    const found = await store.findPush(urlToken);
    if (found === undefined) return 404;
    return !isExpiredAt(found, now()) && found.passphrase !== null ? 401 : 200;
  }

  async function readOf(urlToken: string): Promise<ReadPush | undefined> {
    const found = await store.findPush(urlToken);
    return found === undefined ? undefined : readPush(found, cipher);
  }

  /** The push read once for a recipient's pages, to hand on to `retrieve` (ReadOptions.read). */
  async function read(urlToken: string): Promise<Result<ReadPush>> {
    const found = await readOf(urlToken);
    return found === undefined ? refuse(404, NOT_FOUND) : { ok: true, value: found };
  }

  async function find(urlToken: string): Promise<Result<PushRecord>> {
    const found = await store.findPush(urlToken);
    return found === undefined ? refuse(404, NOT_FOUND) : { ok: true, value: found };
  }

  /**
   * Whether a live push holds an end-to-end sealed envelope (docs/sealed-pushes.md): its pages then
   * open it in the browser and wait for a click. Reads nothing into the audit log and uses no view.
   */
  function isSealed(push: PushRecord | ReadPush): boolean {
    const read = isReadPush(push) ? push : readPush(push, cipher);
    const { record } = read;
    if (record.payload === null || !sealedKind(record.kind) || isExpiredAt(record, now())) return false;
    return looksSealed(read.opened() ?? '');
  }

  async function remove(urlToken: string, actor: Actor): Promise<Result<PushView>> {
    const found = await store.findPush(urlToken);
    if (found === undefined) return refuse(404, NOT_FOUND);
    if (!isOwner(found, actor.user) && found.deletableByViewer !== true) {
      return refuse(actor.user === null ? 401 : 403, NOT_DELETABLE);
    }
    const at = now();
    const expiredBy = isOwner(found, actor.user) ? 'owner' : 'viewer';
    const result = await store.expirePush(urlToken, { deleted: true, audit: actor.audit, expiredBy }, at);
    if (result === undefined) return refuse(404, NOT_FOUND);
    if (!result.before.expired) {
      expired(result.before, 'delete', expiredBy === 'owner');
      await log.expired(urlToken, whoOf(actor), expiredBy);
    }
    return { ok: true, value: pushView(result.after, at, cipher, { payload: false }) };
  }

  /**
   * An administrator's expiry of any push: payload and files go as with a deletion, and the owner is
   * told as of any expiry not their own. The record as it was before; undefined for an unknown token.
   */
  /** Any push, for an administrator (`actor`): recorded as expired by an administrator, the owner told. */
  async function expireAsAdministrator(urlToken: string, actor: Actor): Promise<PushRecord | undefined> {
    const result = await store.expirePush(urlToken, { deleted: true, audit: actor.audit }, now());
    if (result === undefined) return undefined;
    if (!result.before.expired) {
      expired(result.before, 'delete');
      await log.expired(urlToken, whoOf(actor), 'admin');
    }
    return result.before;
  }

  /** Newest first: one page of 50, or `all` of it (the legacy API sends the whole log). */
  async function auditLog(
    urlToken: string,
    user: UserRecord,
    page: number | 'all',
  ): Promise<Result<AuditRecord[]>> {
    const found = await store.findPush(urlToken);
    if (found === undefined) return refuse(404, NOT_FOUND);
    if (!isOwner(found, user)) return refuse(403, NOT_YOURS);
    const range =
      page === 'all'
        ? { offset: 0, limit: Number.MAX_SAFE_INTEGER }
        : { offset: (page - 1) * PAGE, limit: PAGE };
    return { ok: true, value: await store.auditLog(urlToken, range) };
  }

  async function list(user: UserRecord, which: 'active' | 'expired', page: number): Promise<PushView[]> {
    const at = now();
    const query = { expired: which === 'expired', now: at, offset: (page - 1) * PAGE, limit: PAGE };
    const pushes = await store.listByOwner(user.id, query);
    // A listing that meets a push past its days records the expiry now rather than at the next sweep.
    if (pushes.some((p) => !p.expired && isExpiredAt(p, at))) await sweep();
    return Promise.all(
      pushes.map(async (p) => ({
        ...pushView(p, at, cipher, { payload: false, note: true }),
        titleHint: await facts.titleHintOf(p),
      })),
    );
  }

  /** The store's part of the sweep: expiry by days, then the counters' finished windows. */
  async function expireDue(): Promise<number> {
    const purged: string[] = [];
    const due = await store.expireDue(now(), (tokens) => purged.push(...tokens));
    for (const before of due) {
      expired(before, 'limits');
      await log.expired(before.urlToken, BY_SERVER, 'days');
    }
    // Deleted whole, audit and all, long after they expired (PWP__PURGE_AFTER): their entries outlive them.
    for (const token of purged) await log.deleted(token, BY_SERVER, 'purge_after');
    await counters.prune(now());
    return due.length;
  }

  /** This process's part: the failed reads it held back, written once their minute is over. */
  async function writeHeldFailures(): Promise<void> {
    for (const held of failures.due(now())) await writeHeld(held);
  }

  async function sweep(): Promise<number> {
    const expiredNow = await expireDue();
    await writeHeldFailures();
    return expiredNow;
  }

  return {
    create,
    retrieve,
    peek,
    read,
    find,
    isSealed,
    remove,
    expireAsAdministrator,
    auditLog,
    list,
    sweep,
    expireDue,
    writeHeldFailures,
    policy,
    /** Records the link mails a new push's creator had sent, one entry per recipient's domain. */
    linkMailed: async (push: PushRecord, actor: Actor, recipients: readonly string[]) => {
      for (const to of recipients)
        await log.linkMailed(push.urlToken, whoOf(actor), to.slice(to.lastIndexOf('@') + 1).toLowerCase());
    },
    gates,
    gateKinds: deps.gateKinds ?? GATE_KINDS,
    ...ownerPushes({ ...deps, policy, sweep, log }),
  };
}

export type PushService = ReturnType<typeof pushService>;
