import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import type { Markup } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { contentSecurityPolicy } from '../chrome/security-headers.ts';

/**
 * A script bundled from server/browser/: the one script of every page that seals or opens a
 * sealed push (the format library of shared/sealed with the pages' code), or the download worker
 * it registers. Each is the same file for every page and every request, so a page allows it by
 * its hash, and anyone can fetch it and check it.
 */
export interface SealedScript {
  /** Where it is served: its digest is in the name, so it can be cached for good. */
  path: string;
  source: string;
  /** `sha384-…`: the tag's `integrity` and the page's CSP source. */
  integrity: string;
}

// From this file's path, not `new URL(…, import.meta.url)`: a test's DOM may replace the global URL.
const BROWSER = join(dirname(fileURLToPath(import.meta.url)), '../../browser');
let building: Promise<SealedScripts> | undefined;

/** The page's script, and the download worker it registers (server/browser/download-worker.ts). */
export interface SealedScripts {
  page: SealedScript;
  worker: SealedScript;
}

/** Built once per process, when first asked for (the web routes ask at start). */
export function sealedScripts(): Promise<SealedScripts> {
  if (building === undefined) {
    building = buildSealedScripts();
    // A failed build is tried again by the next page rather than kept.
    building.catch(() => {
      building = undefined;
    });
  }
  return building;
}

export const sealedScript = async (): Promise<SealedScript> => (await sealedScripts()).page;

/** Bundles one entry of server/browser; the same sources always give the same bytes. */
async function bundled(
  entry: string,
  name: string,
  define: Record<string, string> = {},
): Promise<SealedScript> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(BROWSER, entry)],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: ['chrome120', 'firefox128'],
    charset: 'utf8',
    legalComments: 'none',
    // Left readable: whoever distrusts the server can read what its page runs.
    minify: false,
    define,
  });
  const source = result.outputFiles[0]?.text ?? '';
  const digest = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const integrity = `sha384-${createHash('sha384').update(source).digest('base64')}`;
  return { path: `/assets/${name}-${digest}.js`, source, integrity };
}

/**
 * Bundles both anew. The worker's address (its digest in it) is written into the page's script,
 * so the hash that allows the page's script also fixes which worker it registers.
 */
export async function buildSealedScripts(): Promise<SealedScripts> {
  const worker = await bundled('download-worker.ts', 'download');
  const page = await bundled('sealed-page.ts', 'sealed', {
    DOWNLOAD_WORKER_PATH: JSON.stringify(worker.path),
  });
  return { page, worker };
}

export const buildSealedScript = async (): Promise<SealedScript> => (await buildSealedScripts()).page;

export interface SealedScriptUse {
  /** Whether the page's script may fetch from this origin (an envelope, a file); /open may not. */
  connect: boolean;
  /** Whether it may register the download worker, to stream a file it opens to disk; /open may not. */
  worker?: boolean;
  /** `form-action`'s sources, when the page widens them. */
  formTargets?: string;
}

/** Allows the script on this page by its hash (and nothing else new) and gives its tag. */
export async function sealedScriptTag(c: Context<PageEnv>, use: SealedScriptUse): Promise<Markup> {
  const script = await sealedScript();
  c.header(
    'Content-Security-Policy',
    contentSecurityPolicy(c.get('nonce'), use.formTargets, {
      scriptHash: script.integrity,
      connect: use.connect,
      worker: use.worker === true,
    }),
  );
  return html`<script src="${script.path}" integrity="${script.integrity}" defer></script>`;
}

/** Serves the scripts under their digests' names; any other name is unknown. */
export function sealedScriptRoutes() {
  void sealedScripts();
  return new Hono().get('/:name', async (c) => {
    const { page, worker } = await sealedScripts();
    const script = [page, worker].find((one) => `/assets/${c.req.param('name')}` === one.path);
    if (script === undefined) return c.notFound();
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    // A worker's CSP is its script's: it answers downloads itself and loads nothing.
    if (script === worker) c.header('Content-Security-Policy', "default-src 'none'");
    return c.body(script.source);
  });
}
