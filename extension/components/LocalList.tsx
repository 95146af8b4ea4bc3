import { useEffect, useMemo, useState } from 'preact/hooks';
import { type LocalPush, localPushes } from '../lib/local-history.ts';
import type { PopupEnv } from '../lib/popup-env.ts';
import { clientFor } from '../lib/push-actions.ts';
import { rowActions } from '../lib/row-actions.ts';
import { rowFromLocal } from '../lib/row-model.ts';
import type { Instance } from '../lib/settings-store.ts';
import { PushRow } from './PushRow.tsx';

/** Without a token the instance cannot list pushes: these are the ones made from this browser. */
export function LocalList({ instance, env }: { instance: Instance; env: PopupEnv }) {
  const [pushes, setPushes] = useState<LocalPush[] | null>(null);
  const [reload, setReload] = useState(0);
  const host = new URL(instance.baseUrl).host;
  const actions = useMemo(
    () =>
      rowActions(clientFor(instance, env.fetch), { instance: host, hasToken: false }, env.storage, env.copy),
    [instance, host, env],
  );
  useEffect(() => {
    void localPushes(env.storage, instance.id).then(setPushes);
  }, [env, instance.id, reload]);

  if (!pushes)
    return (
      <p class="muted" role="status">
        Loading…
      </p>
    );
  const now = env.now();
  return (
    <section aria-label="Pushes from this browser">
      <p class="muted small">
        Pushes made from this browser without an API token. Add a token in the options to see all your pushes
        and their audit logs.
      </p>
      {pushes.length === 0 ? <p class="muted">Nothing pushed from this browser yet.</p> : null}
      <ul class="plain">
        {pushes.map((push) => (
          <PushRow
            key={push.urlToken}
            row={rowFromLocal(push, now)}
            actions={actions}
            onChanged={() => setReload((n) => n + 1)}
          />
        ))}
      </ul>
    </section>
  );
}
