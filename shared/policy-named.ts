import { isPushKind, type PushKind } from './kinds.ts';
import type { Policy } from './policy.ts';
import type { FieldErrors } from './result.ts';
import { type Bounds, type InstanceSettings, isKindEnabled } from './settings.ts';

const differ = (a: Bounds, b: Bounds) => a.min !== b.min || a.max !== b.max;

/** `message` with the rule named before its closing full stop, as the policy's own refusals word it. */
export const naming = (message: string, rule: string) =>
  message.endsWith('.')
    ? `${message.slice(0, -1)} (policy rule ${rule}).`
    : `${message} (policy rule ${rule})`;

/** The kind a create asks for, as the API reads it: said, or a file push when files came, else text. */
export function askedKind(fields: Record<string, unknown>, fileCount: number): PushKind | null {
  const kind = fields.kind ?? (fileCount > 0 ? 'file' : 'text');
  return isPushKind(kind) ? kind : null;
}

/**
 * The API's refusals of a create, with the rule named wherever the limit that refused it is the
 * policy's own rather than the server's settings: a kind the administrator turned off, days or
 * views narrowed on the settings page, fewer files. Limits the settings give keep Password
 * Pusher's words, which its clients know.
 */
export function nameRules(
  errors: FieldErrors,
  kind: PushKind | null,
  policy: Policy,
  settings: InstanceSettings,
): FieldErrors {
  const named: FieldErrors = { ...errors };
  const rename = (field: string, rule: string) => {
    const messages = named[field];
    if (messages !== undefined) named[field] = messages.map((message) => naming(message, rule));
  };
  if (
    policy.files.maxCount !== settings.maxFileUploads &&
    /^You can only attach/.test(named.files?.[0] ?? '')
  )
    rename('files', 'files.maxCount');
  if (kind === null) return named;
  const rules = policy.kinds[kind];
  const set = settings.kinds[kind];
  if (!rules.allowed && isKindEnabled(settings, kind)) rename('kind', `kinds.${kind}.allowed`);
  if (differ(rules.days, set.expireAfterDays)) {
    rename('expire_after_days', `kinds.${kind}.days`);
    // A duration past the days' maximum; one that is no duration at all breaks no rule.
    if (/^must not be longer than/.test(named.expire_after_duration?.[0] ?? ''))
      rename('expire_after_duration', `kinds.${kind}.days`);
  }
  if (differ(rules.views, set.expireAfterViews)) rename('expire_after_views', `kinds.${kind}.views`);
  return named;
}

/** The file limits' rules to name in their refusals: those the policy sets apart from the server's settings. */
export function limitRules(
  limits: Policy['files'],
  settings: Pick<InstanceSettings, 'maxFileUploads' | 'maxFileSizeMb'>,
): { maxFiles?: string; maxFileBytes?: string } {
  return {
    ...(limits.maxCount !== settings.maxFileUploads ? { maxFiles: 'files.maxCount' } : {}),
    ...(limits.maxSizeMb !== settings.maxFileSizeMb ? { maxFileBytes: 'files.maxSizeMb' } : {}),
  };
}
