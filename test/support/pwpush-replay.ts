import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type PwpushFile, passphrasePage, preliminaryPage, showPage } from './pwpush-pages.ts';

/**
 * A loopback stand-in for a Password Pusher 2.11.4 instance's recipient side: its secret link
 * pages (retrieval step, passphrase form and its cookie, the secret), Active Storage's file
 * links, and its version answer, serving pushes the test puts in as they would be stored. It
 * records every request it gets, bodies included.
 */
export interface ReplayPush {
  payload: string;
  files?: { name: string; bytes: Uint8Array }[];
  passphrase?: string;
  views?: number;
}

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** Password Pusher's content security policy (config/initializers/content_security_policy.rb). */
const csp = (nonce: string) =>
  [
    "default-src 'self' https: http: ws: wss:",
    "font-src 'self' https: http: data:",
    "img-src 'self' https: http: data: blob:",
    "object-src 'none'",
    `script-src 'strict-dynamic' 'nonce-${nonce}' 'self' https: http:`,
    "style-src 'self' https: http: 'unsafe-inline'",
    "connect-src 'self' https: http: ws: wss:",
    "base-uri 'self'",
  ].join('; ');

const SECRET_PATH = /^\/(?:[a-z]{2}(?:-[A-Z]{2})?\/)?p\/([a-z0-9_-]+)(\/r|\/passphrase|\/access)?$/;
const BLOB_PATH = /^\/rails\/active_storage\/(blobs\/redirect|disk)\/([^/]+)\/([^/]+)$/;

export async function startPwpushReplay() {
  const pushes = new Map<string, ReplayPush & { files: PwpushFile[]; viewsLeft: number }>();
  const seen: SeenRequest[] = [];
  let origin = '';

  const html = (res: ServerResponse, status: number, render: (nonce: string) => string) => {
    const nonce = randomBytes(16).toString('base64');
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': csp(nonce),
    });
    res.end(render(nonce));
  };
  const redirect = (res: ServerResponse, to: string, cookie?: string) => {
    res.writeHead(302, { location: to, ...(cookie ? { 'set-cookie': cookie } : {}) });
    res.end();
  };

  function secretPage(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    token: string,
    step: string,
    body: string,
  ) {
    const push = pushes.get(token);
    if (!push || push.viewsLeft <= 0)
      return html(res, 200, () => '<p>We apologize but this secret link has expired.</p>');
    if (step === '/r') {
      const locale = url.searchParams.get('locale');
      return html(res, 200, (n) =>
        preliminaryPage(`${origin}/p/${token}${locale ? `?locale=${locale}` : ''}`, n),
      );
    }
    if (step === '/passphrase') return html(res, 200, (n) => passphrasePage(token, n));
    const cookie = `${token}-p=${token}-ok`;
    if (step === '/access') {
      const given = new URLSearchParams(body).get('passphrase');
      return given === push.passphrase
        ? redirect(res, `/p/${token}`, `${cookie}; path=/; HttpOnly; SameSite=Strict`)
        : redirect(res, `/p/${token}/passphrase`);
    }
    if (push.passphrase && !(req.headers.cookie ?? '').includes(cookie))
      return redirect(res, `/p/${token}/passphrase`);
    push.viewsLeft -= 1;
    const show = {
      payload: push.payload,
      files: push.files,
      daysRemaining: 7,
      viewsRemaining: push.viewsLeft,
      origin,
    };
    return html(res, 200, (n) => showPage(show, n));
  }

  function blob(res: ServerResponse, kind: string, signedId: string) {
    const file = [...pushes.values()].flatMap((p) => p.files).find((f) => f.signedId === signedId);
    if (!file) {
      res.writeHead(404);
      return res.end();
    }
    if (kind === 'blobs/redirect')
      return redirect(res, `/rails/active_storage/disk/${signedId}/${file.name}`);
    res.writeHead(200, {
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="${file.name}"`,
    });
    res.end(file.bytes);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const url = new URL(req.url ?? '/', origin);
      const secret = SECRET_PATH.exec(url.pathname);
      const file = BLOB_PATH.exec(url.pathname);
      if (url.pathname === '/api/v2/version') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ application_version: '2.11.4', api_version: '2.0', edition: 'oss' }));
      } else if (secret?.[1]) secretPage(req, res, url, secret[1], secret[2] ?? '', body);
      else if (file?.[1] && file[2]) blob(res, file[1], file[2]);
      else html(res, 404, () => '<p>Not found</p>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    seen,
    /** Stores a push as Password Pusher would (its url token is lower case); answers its secret link. */
    add(push: ReplayPush, retrievalStep: boolean): string {
      const token = randomBytes(9).toString('base64url').toLowerCase();
      const files = (push.files ?? []).map((f) => ({
        ...f,
        signedId: `${randomBytes(12).toString('hex')}--d1`,
      }));
      pushes.set(token, { ...push, files, viewsLeft: push.views ?? 5 });
      return `${origin}/p/${token}${retrievalStep ? '/r' : ''}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A browser keeps its connections open; close() alone would wait for them.
        server.closeAllConnections();
      }),
  };
}
