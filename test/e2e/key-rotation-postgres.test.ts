import { randomBytes } from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { describePg, useTestDatabase } from '../support/pg-test.ts';
import { rotateKeyCli } from '../support/rotate-key-cli.ts';
import { type RunningServer, startServer, tempDataDir } from '../support/server-process.ts';

const json = { 'content-type': 'application/json' };
const keyA = randomBytes(32).toString('hex');
const keyB = randomBytes(32).toString('hex');

async function createPush(origin: string, payload: string): Promise<{ status: number; push: PushJson }> {
  const res = await fetch(`${origin}/api/v2/pushes`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ push: { payload, name: `name of ${payload}`, expire_after_views: 100 } }),
  });
  return { status: res.status, push: (await res.json()) as PushJson };
}

async function readPush(origin: string, token: string): Promise<{ status: number; payload: unknown }> {
  const res = await fetch(`${origin}/api/v2/pushes/${token}`);
  return { status: res.status, payload: ((await res.json()) as PushJson).payload };
}

describePg('key rotation over PostgreSQL with real server processes', () => {
  const database = useTestDatabase('rotation e2e');
  const running: RunningServer[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.stop('SIGKILL')));
  });
  const start = async (env: Record<string, string>) => {
    const server = await startServer(tempDataDir(), {
      DATABASE_URL: database.url(),
      FILES_DIR: files,
      ...env,
    });
    running.push(server);
    return server;
  };
  const files = tempDataDir();

  it('re-seals under load while two servers serve, no request failing, and every push opens with the new key alone', async () => {
    const first = await start({ PWPUSH_MASTER_KEY: keyA });
    const made = new Map<string, string>();
    for (let i = 0; i < 40; i++) {
      const { status, push } = await createPush(first.url, `PAYLOAD-A-${i}`);
      expect(status).toBe(201);
      made.set(push.url_token, `PAYLOAD-A-${i}`);
    }
    expect(await first.stop('SIGTERM')).toBe(0);
    running.splice(0);

    const ring = { PWPUSH_MASTER_KEY: keyB, PWPUSH_MASTER_KEY_PREVIOUS: keyA };
    const servers = await Promise.all([start(ring), start(ring)]);
    let rotating = true;
    const failures: string[] = [];
    // Reads and new pushes through both servers for as long as the rotation runs.
    const load = (async () => {
      for (let round = 0; rotating || round < 3; round++) {
        const origin = servers[round % 2]?.url ?? '';
        const made1 = await createPush(origin, `PAYLOAD-B-${round}`);
        if (made1.status !== 201) failures.push(`create ${made1.status}`);
        else made.set(made1.push.url_token, `PAYLOAD-B-${round}`);
        const tokens = [...made.keys()];
        const token = tokens[round % tokens.length] ?? '';
        const read = await readPush(origin, token);
        if (read.status !== 200 || read.payload !== made.get(token)) failures.push(`read ${read.status}`);
      }
    })();
    const rotated = await rotateKeyCli({
      DATA_DIR: tempDataDir(),
      DATABASE_URL: database.url(),
      FILES_DIR: files,
      ...ring,
    });
    rotating = false;
    await load;
    expect(rotated).toMatchObject({ status: 0, stdout: expect.stringContaining('may be dropped') });
    expect(failures).toEqual([]);
    await Promise.all(servers.map((s) => s.stop('SIGTERM')));
    running.splice(0);

    const alone = await start({ PWPUSH_MASTER_KEY: keyB });
    for (const [token, payload] of made) {
      expect(await readPush(alone.url, token)).toEqual({ status: 200, payload });
    }
  });
});
