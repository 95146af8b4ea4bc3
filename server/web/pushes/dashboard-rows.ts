import { isExpiredAt, viewsRemaining } from '../../../shared/expiry.ts';
import type { PushKind } from '../../../shared/kinds.ts';
import type { TitleSource } from '../../../shared/push-title.ts';
import type { Result } from '../../../shared/result.ts';
import type { PushFacts } from '../../pushes/push-facts.ts';
import type { AnsweredRequest } from '../../requests/request-service.ts';
import type { AuditRecord, ExpiredBy, ListedPush, UserRecord } from '../../store/records.ts';

/** How an ended push ended, as its owner wants to know it. */
export type EndedHow = ExpiredBy | 'views' | 'time' | 'expired';

/** One push of the dashboard, as facts; dashboard-views.ts puts them in words. */
export interface DashboardRow {
  urlToken: string;
  title: TitleSource;
  /** Sealed end to end: its link opens only with the key after `#k1=`. */
  sealed: boolean;
  /** The request this push answers, when it is an answer: shown as such, not as a push of the owner's. */
  answerTo: AnsweredRequest | null;
  kind: PushKind;
  /** Null once expired: the passphrase is gone with the secret. */
  hasPassphrase: boolean | null;
  viewsUsed: number;
  viewsAllowed: number;
  live: boolean;
  expiresAt: number;
  endedAt: number | null;
  endedHow: EndedHow | null;
  lastViewedAt: number | null;
}

/** Which of the given pushes answer the owner's requests, by push token. */
export type AnswerIndex = (
  user: UserRecord,
  pushTokens: readonly string[],
) => Promise<ReadonlyMap<string, AnsweredRequest>>;

/** The part of the push service a dashboard page needs. */
export interface DashboardSource {
  listOwned(
    user: UserRecord,
    which: 'active' | 'expired',
    range: { offset: number; limit: number },
  ): Promise<ListedPush[]>;
  auditRange(
    urlToken: string,
    user: UserRecord,
    range: { offset: number; limit: number },
  ): Promise<Result<AuditRecord[]>>;
  factsOf(push: ListedPush): Promise<PushFacts>;
}

/** Entries looked through for the last view and who ended a push: the latest, where those lie. */
const RECENT_ENTRIES = 50;

function endedHow(push: ListedPush, expireEntry: AuditRecord | undefined, now: number): EndedHow {
  if (push.deleted) return expireEntry?.expiredBy ?? 'expired';
  if (viewsRemaining(push) === 0) return 'views';
  return now >= push.expiresAt ? 'time' : 'expired';
}

/** A page of rows; only pushes that were viewed or ended by hand cost a look at their log. */
export async function dashboardRows(
  source: DashboardSource,
  user: UserRecord,
  which: 'active' | 'expired',
  range: { offset: number; limit: number },
  now: number,
  answers: AnswerIndex = async () => new Map(),
): Promise<DashboardRow[]> {
  const pushes = await source.listOwned(user, which, range);
  const answered =
    pushes.length === 0
      ? new Map()
      : await answers(
          user,
          pushes.map((p) => p.urlToken),
        );
  return Promise.all(
    pushes.map(async (push): Promise<DashboardRow> => {
      const live = !isExpiredAt(push, now);
      const needsLog = push.countedViews > 0 || push.deleted;
      const log = needsLog
        ? await source.auditRange(push.urlToken, user, { offset: 0, limit: RECENT_ENTRIES })
        : undefined;
      const entries = log?.ok ? log.value : [];
      const facts = await source.factsOf(push);
      return {
        urlToken: push.urlToken,
        title: facts.title,
        sealed: facts.sealed,
        answerTo: answered.get(push.urlToken) ?? null,
        kind: push.kind,
        hasPassphrase: live ? push.passphrase !== null : null,
        viewsUsed: push.expireAfterViews - viewsRemaining(push),
        viewsAllowed: push.expireAfterViews,
        live,
        expiresAt: push.expiresAt,
        endedAt: live ? null : (push.expiredOn ?? Math.min(now, push.expiresAt)),
        endedHow: live
          ? null
          : endedHow(
              push,
              entries.find((e) => e.kind === 'expire'),
              now,
            ),
        lastViewedAt: entries.find((e) => e.kind === 'view')?.createdAt ?? null,
      };
    }),
  );
}
