import { type Context, Hono } from 'hono';
import { accepts } from 'hono/accepts';
import { type ActivityRecorder, ANONYMOUS } from '../../activity/activity-recorder.ts';
import { activityClient } from '../../http/activity-client.ts';
import { answerCutShortOnFailure } from '../../http/cut-short.ts';
import { FilesUnavailableError } from '../../pushes/files-unavailable.ts';
import { pushActivity } from '../../pushes/push-activity.ts';
import type { PushFiles } from '../../pushes/push-files.ts';
import type { StoredFile } from '../../store/records.ts';
import { downloadGonePage, filesUnavailablePage, type VisitorLookup } from '../chrome/fallback-pages.ts';

const SAFE_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(filename).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

const DOWNLOAD_HEADERS = {
  // A file is never rendered as a page of this site, whatever its content type claims.
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
};

const UNAVAILABLE_TEXT =
  'The file cannot be reached right now. This download link keeps working while it lasts: try again shortly.';

const EXPIRED_TEXT =
  'This download link has expired. Open the secret link again to get a new one, if it has views left.';

/**
 * `/f/:token`: a file of a push, decrypted as it is sent, while its link and the file both last;
 * `recognize` puts who is signed in in the header of the page that says it is gone. Each download
 * that starts is recorded in `activity` against the push its link names, by the file's place only.
 */
export function downloadRoutes(
  files: Pick<PushFiles, 'vault' | 'links' | 'blobsHeld' | 'unavailable'>,
  now: () => number,
  recognize?: VisitorLookup,
  activity?: ActivityRecorder,
) {
  const { vault, links } = files;
  const log = pushActivity(activity);
  const headers = (file: StoredFile) => ({
    ...DOWNLOAD_HEADERS,
    'Content-Type': SAFE_TYPE.test(file.contentType) ? file.contentType : 'application/octet-stream',
    'Content-Disposition': contentDisposition(file.filename),
    'Content-Length': String(file.size),
  });
  // A browser gets a page of the site; a client that asks for JSON gets JSON; anything else, the line.
  const wanted = (c: Context) =>
    accepts(c, {
      header: 'Accept',
      supports: ['text/html', 'application/json', 'text/plain'],
      default: 'text/plain',
    });
  const expired = (c: Context) => {
    const type = wanted(c);
    if (type === 'text/html') return downloadGonePage(c, recognize);
    if (type === 'application/json') return c.json({ error: EXPIRED_TEXT }, 404, DOWNLOAD_HEADERS);
    return c.text(EXPIRED_TEXT, 404, DOWNLOAD_HEADERS);
  };
  /** Storage did not answer: the link keeps working for a retry while it lasts, and no view was used. */
  const unavailable = (c: Context, error: FilesUnavailableError) => {
    c.header('Retry-After', String(error.retryAfterSeconds));
    const type = wanted(c);
    if (type === 'text/html') return filesUnavailablePage(c, recognize);
    if (type === 'application/json') return c.json({ error: UNAVAILABLE_TEXT }, 503, DOWNLOAD_HEADERS);
    return c.text(UNAVAILABLE_TEXT, 503, DOWNLOAD_HEADERS);
  };
  /** A file the vault did not find, told apart from one storage could not be asked about. */
  const notServed = async (c: Context, id: string | undefined) => {
    try {
      if (id !== undefined) await files.blobsHeld([id]);
    } catch (error) {
      if (error instanceof FilesUnavailableError) return unavailable(c, error);
      throw error;
    }
    return expired(c);
  };
  return new Hono().get('/:token', async (c) => {
    const at = now();
    const link = links.check(c.req.param('token'), at);
    const id = link?.id;
    // Hono answers HEAD with this handler and drops the body unread: a stream opened for it would keep its descriptor.
    try {
      if (c.req.method === 'HEAD') {
        const file = id === undefined ? undefined : await vault.describe(id, at);
        // The store knows the file; only the storage can say whether a GET would find its blob.
        if (file === undefined || !(await files.blobsHeld([file.id]))) return notServed(c, id);
        return c.body(null, 200, headers(file));
      }
      const opened = id === undefined ? undefined : await vault.open(id, at);
      if (opened === undefined) return notServed(c, id);
      // Whoever holds the link downloads: it carries no sign-in.
      if (link?.about) await log.fileDownloaded(link.about, { actor: ANONYMOUS, client: activityClient(c) });
      return answerCutShortOnFailure(c, opened.stream, headers(opened.file), (error) =>
        files.unavailable(error),
      );
    } catch (error) {
      return unavailable(c, files.unavailable(error));
    }
  });
}
