import { useEffect, useState } from 'preact/hooks';
import type { ApiResult } from '../../shared/api-client.ts';
import type { AuditJson } from '../../shared/wire.ts';

const KIND_WORDS: Record<string, string> = {
  creation: 'Created',
  view: 'Viewed',
  failed_view: 'Opened after it expired',
  expire: 'Expired by hand',
  failed_passphrase: 'Wrong passphrase',
  owner_view: 'Viewed by you',
  admin_view: 'Viewed by an admin',
  edit: 'Edited',
  creation_email_send: 'Link e-mailed',
};

/** Who did what to a push, newest first, as the instance (ours or Password Pusher) sends it. */
export function AuditLog({ load }: { load: () => Promise<ApiResult<AuditJson[]>> }) {
  const [result, setResult] = useState<ApiResult<AuditJson[]> | null>(null);
  useEffect(() => {
    void load().then(setResult);
  }, [load]);
  if (!result) return <p class="muted small">Loading the audit log…</p>;
  if (!result.ok) return <p class="error small">Could not load the audit log ({result.error.kind}).</p>;
  if (result.value.length === 0) return <p class="muted small">Nothing logged yet.</p>;
  return (
    <ul class="plain small" aria-label="Audit log">
      {result.value.map((entry, i) => (
        <li key={`${i}-${entry.kind}`}>
          {new Date(entry.created_at).toLocaleString()}: {KIND_WORDS[entry.kind] ?? entry.kind}
          {entry.ip ? ` from ${entry.ip}` : ''}
        </li>
      ))}
    </ul>
  );
}
