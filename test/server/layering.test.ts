import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file names: static imports and re-exports, type-only ones included, and dynamic imports. */
const imports = (file: string) => {
  const text = readFileSync(file, 'utf8');
  const named = [...text.matchAll(/^\s*(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]/gm)];
  const dynamic = [...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)];
  return [...named, ...dynamic].map((m) => m[1] ?? '');
};

/** The repository path a relative import names, with forward slashes. */
const target = (file: string, spec: string) =>
  relative('.', resolve(dirname(file), spec))
    .split(sep)
    .join('/');

/**
 * The room a server file lives in: a top folder of server/ (store's adapters included), a page
 * feature under web/, or the composition root for the files directly in server/.
 */
function roomOf(path: string): string {
  const parts = path.split('/');
  if (parts[0] !== 'server') return parts[0] ?? path;
  if (parts.length === 2) return 'root';
  if (parts[1] === 'web' && parts.length > 3) return `web/${parts[2]}`;
  return parts[1] ?? path;
}

/** Each server file with the rooms it imports from, its own left out. */
function serverEdges(): { file: string; spec: string; from: string; to: string }[] {
  return sources('server').flatMap((file) => {
    const path = file.split(sep).join('/');
    return imports(file)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => ({ file: path, spec, from: roomOf(path), to: roomOf(target(file, spec)) }))
      .filter((edge) => edge.from !== edge.to);
  });
}

/**
 * The server's rooms from the top down; a room may import only rooms of a later line. Read it as
 * the map of the house: docs/architecture.md says what each line is for.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['cli'], // commands run beside the server: the migration opens the composition root's store
  ['root'], // the composition root: reads the environment, picks adapters, wires the app
  ['cluster', 'admin'], // process-level: workers and the admin socket
  ['web'], // web/web-routes.ts mounts every page feature
  ['web/admin'],
  ['web/accounts'],
  ['web/requests', 'web/notifications'],
  ['web/sign-in'],
  ['web/passkeys'], // passkeys: the account's, a sign-in with one, the second step with one
  ['web/two-factor', 'web/sso', 'web/pushes', 'web/api-docs'],
  ['web/gates'], // the gate before a push's pages: its steps, its pass, its pages
  ['api', 'metrics', 'scim'], // JSON routes, the metrics endpoint and its counting, SCIM provisioning
  ['web/chrome'], // layout, sessions, CSRF, language, message pages: under every page feature
  ['http'], // HTTP helpers: bodies, client info, throttling, errors, the API token check
  ['requests', 'accounts'], // domain services
  ['notifications'],
  ['pushes'],
  ['activity'], // the activity log's recorder and retention: every domain room records into it
  ['mail'], // outbound messages: notifications, then mail, then deliveries, then the store
  ['deliveries', 'files'],
  ['store'], // the store's port and slices over its adapters (memory, lowdb, PostgreSQL)
  ['limits', 'database', 'crypto', 'net', 'i18n', 'openapi', 'brand'], // brand: the instance's face, read by pages and mail
  ['log'],
  ['shared'],
];

/** Page scripts bundled for browsers stand apart: they import only shared/. */
const APART = ['browser'];

const DOMAIN = ['pushes', 'requests', 'accounts', 'notifications', 'activity'];
const INFRASTRUCTURE = [
  'mail',
  'deliveries',
  'files',
  'store',
  'limits',
  'database',
  'crypto',
  'net',
  'i18n',
  'brand',
  'log',
];
const layerOf = (room: string) => LAYERS.findIndex((line) => line.includes(room));

describe('dependency direction', () => {
  it('keeps shared/ free of the server, the extension and platform APIs', () => {
    for (const file of sources('shared')) {
      for (const spec of imports(file)) {
        // Itself only: a sibling, or a file of its own sealed/ room.
        expect([file, spec]).toEqual([file, expect.stringMatching(/^\.\/(sealed\/)?[a-z0-9-]+\.ts$/)]);
      }
    }
  });

  it('keeps the extension away from server code', () => {
    for (const file of sources('extension')) {
      for (const spec of imports(file))
        expect([file, spec]).not.toEqual([file, expect.stringContaining('server/')]);
    }
  });

  it('places every room of the server on one line of the layers', () => {
    const rooms = new Set(sources('server').map((file) => roomOf(file.split(sep).join('/'))));
    expect(rooms.size).toBeGreaterThan(20);
    for (const room of rooms) {
      expect([room, layerOf(room) >= 0 || APART.includes(room)]).toEqual([room, true]);
    }
  });

  it('lays the server out in layers: every import between rooms points down', () => {
    const edges = serverEdges();
    expect(edges.length).toBeGreaterThan(500);
    const upward = edges
      .filter((edge) => !APART.includes(edge.from) && !APART.includes(edge.to))
      .filter((edge) => layerOf(edge.to) <= layerOf(edge.from))
      .map((edge) => `${edge.file} -> ${edge.spec}`);
    expect(upward).toEqual([]);
  });

  it('keeps domain rooms away from pages, API routes and a Hono context', () => {
    for (const file of sources('server')) {
      const path = file.split(sep).join('/');
      if (!DOMAIN.includes(roomOf(path))) continue;
      for (const spec of imports(file)) {
        expect([path, spec]).not.toEqual([path, expect.stringMatching(/^hono$|^@hono\//)]);
        if (!spec.startsWith('.')) continue;
        expect([path, roomOf(target(file, spec))]).not.toEqual([
          path,
          expect.stringMatching(/^(web|web\/.*|api|http|metrics|root)$/),
        ]);
      }
    }
  });

  it('keeps infrastructure below the domain: the store, mail and the rest import no domain room', () => {
    const upward = serverEdges().filter(
      (edge) => INFRASTRUCTURE.includes(edge.from) && DOMAIN.includes(edge.to),
    );
    expect(upward.map((edge) => `${edge.file} -> ${edge.spec}`)).toEqual([]);
    for (const file of sources('server')) {
      const path = file.split(sep).join('/');
      if (!INFRASTRUCTURE.includes(roomOf(path))) continue;
      // Escaping templates are plain functions; a request's Context belongs to the rooms above.
      for (const spec of imports(file))
        expect([path, spec]).not.toEqual([path, expect.stringMatching(/^hono$/)]);
    }
  });

  it('sends outbound messages one way: notifications, then mail, then deliveries, then the store', () => {
    const order = ['notifications', 'mail', 'deliveries', 'store'];
    const backwards = serverEdges().filter(
      (edge) =>
        order.includes(edge.from) &&
        order.includes(edge.to) &&
        order.indexOf(edge.to) < order.indexOf(edge.from),
    );
    expect(backwards.map((edge) => `${edge.file} -> ${edge.spec}`)).toEqual([]);
  });

  it('lets page scripts for browsers import only shared/ and each other', () => {
    for (const file of sources(join('server', 'browser'))) {
      for (const spec of imports(file).filter((s) => s.startsWith('.'))) {
        expect([file, target(file, spec)]).toEqual([
          file,
          expect.stringMatching(/^(shared|server\/browser)\//),
        ]);
      }
    }
  });

  it('lets only the composition root pick a storage adapter, for data or files: everything else uses the port', () => {
    const outsideStore = sources('server').filter((f) => !f.startsWith(join('server', 'store')));
    expect(outsideStore.length).toBeGreaterThan(40);
    for (const file of outsideStore) {
      const path = file.split(sep).join('/');
      // The composition root opens the store; `secret-push migrate` moves data from one adapter into the other.
      if (roomOf(path) === 'root' || roomOf(path) === 'cli') continue;
      for (const spec of imports(file)) {
        expect([path, spec]).not.toEqual([
          path,
          expect.stringMatching(
            /lowdb|memory-store|state-store|store\/(durable|postgres|memory)\/|local-file-storage/,
          ),
        ]);
      }
    }
  });

  it('keeps every server folder to about 40 files of its own', () => {
    const crowded = [
      'server',
      ...readdirSync('server', { recursive: true, withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => join(e.parentPath, e.name)),
    ].filter((dir) => readdirSync(dir).filter((name) => /\.tsx?$/.test(name)).length > 40);
    expect(crowded).toEqual([]);
  });
});
