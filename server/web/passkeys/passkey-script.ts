import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import type { Markup } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { contentSecurityPolicy } from '../chrome/security-headers.ts';

/** The passkey forms' script (server/browser/passkey-page.ts), bundled: its source and `sha384-…`. */
export interface PasskeyScript {
  source: string;
  integrity: string;
}

// From this file's path, not `new URL(…, import.meta.url)`: a test's DOM may replace the global URL.
const ENTRY = join(dirname(fileURLToPath(import.meta.url)), '../../browser/passkey-page.ts');
let building: Promise<PasskeyScript> | undefined;

/** Bundled once per process, when first asked for; a failed build is tried again by the next page. */
export function passkeyScript(): Promise<PasskeyScript> {
  if (building === undefined) {
    building = bundle();
    building.catch(() => {
      building = undefined;
    });
  }
  return building;
}

async function bundle(): Promise<PasskeyScript> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: ['chrome120', 'firefox128', 'safari17'],
    charset: 'utf8',
    legalComments: 'none',
    // Left readable, as the sealed pages' script is: whoever distrusts the server can read it.
    minify: false,
  });
  const source = result.outputFiles[0]?.text ?? '';
  return { source, integrity: `sha384-${createHash('sha384').update(source).digest('base64')}` };
}

/**
 * The script inline under the page's nonce, and the page's CSP widened by what it needs alone: to
 * ask this origin for a challenge. `formTargets` keeps a page's own form-action (single sign-on's).
 */
export function passkeyScriptTag(c: Context<PageEnv>, script: PasskeyScript, formTargets?: string): Markup {
  const nonce = c.get('nonce');
  c.header(
    'Content-Security-Policy',
    contentSecurityPolicy(nonce, formTargets, { scriptHash: script.integrity, connect: true }),
  );
  // The bundle is ours and holds no `</script>`; it goes in as it is.
  return html`<script nonce="${nonce}">${raw(script.source)}</script>`;
}
