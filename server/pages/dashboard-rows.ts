import { isExpiredAt, viewsRemaining } from '../../shared/expiry.ts';
import type { PushKind } from '../../shared/kinds.ts';
import { type TitleSource, titleSource } from '../../shared/push-title.ts';
import type { Result } from '../../shared/result.ts';
import type { AuditRecord, ExpiredBy, ListedPush, UserRecord } from '../store/records.ts';

/** How an ended push ended, as its owner wants to know it. */
export type EndedHow = ExpiredBy | 'views' | 'time' | 'expired';

/** One push of the dashboard, as facts; dashboard-views.ts puts them in words. */
export interface DashboardRow {
  urlToken: string;
  title: TitleSource;
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
  noteOf(push: ListedPush): string;
  urlHostOf(push: ListedPush): Promise<string | undefined>;
}

/** Entries looked through for the last view and who ended a push: the latest, where those lie. */
const RECENT_ENTRIES = 50;

function endedHow(push: ListedPush, expireEntry: AuditRecord | undefined, now: number): EndedHow {
  if (push.deleted) return expireEntry?.expiredBy ?? 'expired';
  if (viewsRemaining(push) === 0) return 'views';
  return now >= push.expiresAt ? 'time' : 'expired';
}

/** The title of a push: its name, else its first file's name or its URL's host, else its note, else its token's start. */
export function pushTitle(push: ListedPush, note: string, urlHost?: string): TitleSource {
  const [first] = push.files;
  const hint = first === undefined ? { urlHost } : { fileName: first.filename, fileCount: push.files.length };
  return titleSource({ name: push.name, note, urlToken: push.urlToken }, hint);
}

/** A page of rows; only pushes that were viewed or ended by hand cost a look at their log. */
export async function dashboardRows(
  source: DashboardSource,
  user: UserRecord,
  which: 'active' | 'expired',
  range: { offset: number; limit: number },
  now: number,
): Promise<DashboardRow[]> {
  const pushes = await source.listOwned(user, which, range);
  return Promise.all(
    pushes.map(async (push): Promise<DashboardRow> => {
      const live = !isExpiredAt(push, now);
      const needsLog = push.countedViews > 0 || push.deleted;
      const log = needsLog
        ? await source.auditRange(push.urlToken, user, { offset: 0, limit: RECENT_ENTRIES })
        : undefined;
      const entries = log?.ok ? log.value : [];
      const note = source.noteOf(push);
      return {
        urlToken: push.urlToken,
        // Listings carry no payload: only an unnamed URL push costs a look-up, for its host.
        title: pushTitle(push, note, push.name.trim() === '' ? await source.urlHostOf(push) : undefined),
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
