import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import type { Markup } from './layout.ts';
import type { PageEnv } from './page-env.ts';
import { contentSecurityPolicy } from './security-headers.ts';

/**
 * The one script of every page that seals or opens a sealed push (server/browser/): the format
 * library of shared/sealed bundled with the pages' code. It is the same file for every page and
 * every request, so a page allows it by its hash, and anyone can fetch it and check it.
 */
export interface SealedScript {
  /** Where it is served: its digest is in the name, so it can be cached for good. */
  path: string;
  source: string;
  /** `sha384-…`: the tag's `integrity` and the page's CSP source. */
  integrity: string;
}

// From this file's path, not `new URL(…, import.meta.url)`: a test's DOM may replace the global URL.
const ENTRY = join(dirname(fileURLToPath(import.meta.url)), '../browser/sealed-page.ts');
let building: Promise<SealedScript> | undefined;

/** Built once per process, when first asked for (the web routes ask at start). */
export function sealedScript(): Promise<SealedScript> {
  if (building === undefined) {
    building = buildSealedScript();
    // A failed build is tried again by the next page rather than kept.
    building.catch(() => {
      building = undefined;
    });
  }
  return building;
}

/** Bundles the entry anew; the same sources always give the same bytes. */
export async function buildSealedScript(): Promise<SealedScript> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: ['chrome120', 'firefox128'],
    charset: 'utf8',
    legalComments: 'none',
    // Left readable: whoever distrusts the server can read what its page runs.
    minify: false,
  });
  const source = result.outputFiles[0]?.text ?? '';
  const digest = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const integrity = `sha384-${createHash('sha384').update(source).digest('base64')}`;
  return { path: `/assets/sealed-${digest}.js`, source, integrity };
}

export interface SealedScriptUse {
  /** Whether the page's script may fetch from this origin (an envelope, a file); /open may not. */
  connect: boolean;
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
    }),
  );
  return html`<script src="${script.path}" integrity="${script.integrity}" defer></script>`;
}

/** Serves the script under its digest's name; any other name is unknown. */
export function sealedScriptRoutes() {
  void sealedScript();
  return new Hono().get('/:name', async (c) => {
    const script = await sealedScript();
    if (`/assets/${c.req.param('name')}` !== script.path) return c.notFound();
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(script.source);
  });
}
