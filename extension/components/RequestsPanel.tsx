import { useMemo, useState } from 'preact/hooks';
import type { RequestJson } from '../../shared/wire.ts';
import { t } from '../lib/i18n.ts';
import type { PopupEnv } from '../lib/popup-env.ts';
import { clientFor } from '../lib/push-actions.ts';
import { type Instance, instanceLabel } from '../lib/settings-store.ts';
import { RequestFormPanel } from './RequestFormPanel.tsx';
import { RequestList } from './RequestList.tsx';
import { RequestResult } from './RequestResult.tsx';

type View = { at: 'list' } | { at: 'new' } | { at: 'made'; request: RequestJson };

/** Requests for secrets on an instance of ours: the list, the form that makes one, its link once made. */
export function RequestsPanel({ instance, env }: { instance: Instance; env: PopupEnv }) {
  const [view, setView] = useState<View>({ at: 'list' });
  const client = useMemo(() => clientFor(instance, env.fetch), [instance, env]);
  const toList = () => setView({ at: 'list' });

  if (view.at === 'new')
    return (
      <RequestFormPanel
        instance={instance}
        env={env}
        onMade={(request) => setView({ at: 'made', request })}
        onCancel={toList}
      />
    );
  if (view.at === 'made')
    return <RequestResult request={view.request} now={env.now()} copy={env.copy} onDone={toList} />;
  return (
    <>
      <div class="actions">
        <button class="primary" type="button" onClick={() => setView({ at: 'new' })}>
          {t('request_new')}
        </button>
      </div>
      <RequestList
        client={client}
        label={instanceLabel(instance)}
        host={new URL(instance.baseUrl).host}
        now={env.now}
        copy={env.copy}
      />
    </>
  );
}
