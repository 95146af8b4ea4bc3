import type { Counters } from '../../../server/limits/counters.ts';
import type { NotifySettings } from '../../../server/notifications/notify-settings.ts';
import { harnessesClosedAfterEach, type ServerShare } from '../harness.ts';
import { webClient } from '../web-client.ts';

export const ORIGIN = 'http://push.test';
export const PASSWORD = 'correct horse battery';

const openHarness = harnessesClosedAfterEach({ files: true, bodyLimitBytes: 1024 * 1024 });

/** What a second process of one server shares with the first. */
export type Shared = ServerShare;

export interface LinkMailAppOptions {
  /** No SMTP server: the app runs without mail. */
  noMail?: boolean;
  notify?: Partial<NotifySettings>;
  /** Shared with another app, as the processes of one server share them. */
  counters?: Counters;
  /** Another app's store, SMTP server and instance key, as a second process of one server has them. */
  share?: Shared;
}

/**
 * A Secret Push app over a memory store, its mail sent through a real SMTP server on loopback whose
 * received mail the test reads; alice has a token and a password, bob a token.
 */
export async function linkMailApp(options: LinkMailAppOptions = {}) {
  const share = options.share;
  // A second process mails through the first one's SMTP server, when it has one.
  const mailing = share === undefined ? options.noMail !== true : share.smtp !== null;
  const h = await openHarness(undefined, {
    mail: mailing ? 'smtp' : 'none',
    notify: options.notify ?? {},
    ...(options.counters === undefined ? {} : { counters: options.counters }),
    ...(share === undefined ? {} : { sharedWith: share }),
  });
  if (share === undefined) await h.admin.setPassword('alice@example.com', PASSWORD);
  const { app, store, smtp, clock, counters, alice, bob } = h;
  const smtpOf = () => {
    if (smtp === null) throw new Error('this app has no SMTP server');
    return smtp;
  };
  return {
    app,
    store,
    smtp,
    clock,
    counters,
    /** What a second process of this server shares with it. */
    shared: { store, smtp, instanceKey: h.instanceKey } satisfies Shared,
    logLines: h.logLines,
    alice,
    bob,
    /** The delivery runner: its `runDue()` sends what waits now. */
    runner: h.runner,
    /** The n-th mail received (1-based), waiting for it. */
    mail: (n: number) => smtpOf().nthMail(n),
    /** Every mail received so far. */
    mails: () => smtpOf().received,
    client: () => webClient(app, ORIGIN),
    /** Sends a request as a client of the API would, JSON body when `body` is an object. */
    async send(
      method: string,
      path: string,
      init: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
    ) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      let body: BodyInit | undefined;
      if (init.body instanceof FormData || init.body instanceof URLSearchParams) body = init.body;
      else if (init.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(init.body);
      }
      const res = await app.request(`${ORIGIN}${path}`, { method, headers, body });
      const text = await res.text();
      return { status: res.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
    },
  };
}

export type LinkMailApp = Awaited<ReturnType<typeof linkMailApp>>;
