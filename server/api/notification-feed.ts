import { Hono } from 'hono';
import type { Cipher } from '../crypto/cipher.ts';
import { apiJson } from '../http/api-json.ts';
import { type AuthEnv, TOKEN_REQUIRED } from '../http/auth.ts';
import type { GateViewer } from '../pushes/gate-facts.ts';
import type { NotificationStore } from '../store/notification-store.ts';
import type { NotificationRecord } from '../store/records.ts';

/** Events given at most per call; a full page says to ask again from its `next`. */
const FEED_PAGE = 100;

/** A feed position: the last event read, as `<created-at ms>.<id>`; the start when absent. */
function parseCursor(text: string | undefined): { createdAt: number; id: string } | null {
  if (text === undefined || text === '') return { createdAt: 0, id: '' };
  const match = /^(\d{1,15})\.([\w-]{1,64})$/.exec(text);
  return match === null ? null : { createdAt: Number(match[1]), id: match[2] ?? '' };
}

const cursorOf = (n: NotificationRecord) => `${n.createdAt}.${n.id}`;

/** Who opened a gated push, as the feed names them to its owner: the address and how it was verified. */
function viewerOf(n: NotificationRecord, cipher: Cipher) {
  if (n.viewer === undefined) return {};
  const { address, verified } = JSON.parse(cipher.open(n.viewer)) as GateViewer;
  return { viewer: { address, verified_by: verified } };
}

/**
 * Ours: the events of the caller's pushes, oldest first, for the extension to read in place of
 * polling each push's audit log. The owner's own API, so it names the url tokens it already holds.
 */
export function notificationFeedRoutes(store: NotificationStore, cipher: Cipher) {
  return new Hono<AuthEnv>().get('/', async (c) => {
    const user = c.get('user');
    if (user === null) return apiJson(c, TOKEN_REQUIRED, 401);
    const after = parseCursor(c.req.query('after'));
    if (after === null) return apiJson(c, { error: 'after must be a cursor this feed gave.' }, 400);
    const events = await store.listNotifications(user.id, after, FEED_PAGE);
    const last = events.at(-1);
    return apiJson(c, {
      notifications: events.map((n) => ({
        id: n.id,
        event: n.event,
        url_token: cipher.open(n.urlToken),
        name: cipher.open(n.name),
        kind: n.kind,
        created_at: new Date(n.createdAt).toISOString(),
        ...viewerOf(n, cipher),
      })),
      next: last === undefined ? (c.req.query('after') ?? '') : cursorOf(last),
      more: events.length === FEED_PAGE,
    });
  });
}
