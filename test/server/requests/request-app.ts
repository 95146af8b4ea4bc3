import type { PushEvent } from '../../../server/pushes/push-event.ts';
import type { InstanceSettings } from '../../../shared/settings.ts';
import { filesHarness } from '../files-harness.ts';
import type { HarnessOptions } from '../harness.ts';

export interface RequestAppOptions extends Omit<HarnessOptions, 'files' | 'events'> {
  /** `PWP__ENABLE_REQUESTS`; on unless a test says otherwise. */
  enabled?: boolean;
  configure?: (settings: InstanceSettings) => void;
}

/** The whole app with file storage and requests on (over its own store), and the events it told. */
export async function requestApp(options: RequestAppOptions = {}) {
  const { enabled = true, configure, notify, ...harnessOptions } = options;
  const events: PushEvent[] = [];
  const h = await filesHarness(configure, {
    ...harnessOptions,
    notify: { ...notify, requests: enabled },
    events: async (event) => {
      events.push(event);
    },
  });
  /** harness().call without the raw response, so a test can compare the whole answer. */
  const call = async (method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
    const { status, body } = await h.call(method, path, options);
    return { status, body };
  };
  return { ...h, call, events };
}

export type RequestApp = Awaited<ReturnType<typeof requestApp>>;
