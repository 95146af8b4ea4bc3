import type { AuditJson } from '../../shared/wire.ts';

/** Who ended a push by hand, from the `expired_by` an instance may add to `expire` entries. */
export type EndedBy = 'owner' | 'viewer' | 'unknown';

export interface PushActivity {
  lastView: { at: number; userAgent: string } | null;
  /** null while nobody expired the push by hand. */
  endedBy: EndedBy | null;
}

const VIEW_KINDS = new Set(['view', 'failed_view']);

function endedBy(entry: AuditJson): EndedBy {
  const by = (entry as { expired_by?: unknown }).expired_by;
  return by === 'owner' || by === 'viewer' ? by : 'unknown';
}

/** The last view and who expired it, whatever order the instance lists its log in. */
export function activityFromAudit(logs: AuditJson[]): PushActivity {
  const newestFirst = [...logs].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  const view = newestFirst.find((e) => e.kind === 'view');
  const expire = newestFirst.find((e) => e.kind === 'expire');
  return {
    lastView: view ? { at: Date.parse(view.created_at), userAgent: view.user_agent ?? '' } : null,
    endedBy: expire ? endedBy(expire) : null,
  };
}

/** Newest first, as Password Pusher lists them; sorted here too, for instances that do not. */
export function newestFirst(logs: AuditJson[]): AuditJson[] {
  return [...logs].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

export const isViewKind = (kind: string) => VIEW_KINDS.has(kind);
