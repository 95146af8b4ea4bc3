import { join } from 'node:path';

/** The running server's account socket; owner-only, inside the data directory. */
export const adminSocketPath = (dataDir: string) => join(dataDir, 'admin.sock');

export type AdminRequest =
  | { command: 'add'; email: string; admin?: boolean }
  | { command: 'token' | 'remove' | 'admin' | 'two-factor-off'; email: string }
  | { command: 'list' }
  | { command: 'password'; email: string; password: string }
  /** `secret-push rotate-key` on the embedded store while it runs: `keyId` names the key it means to rotate to. */
  | { command: 'rotate-key'; keyId: string }
  /** `secret-push audit verify` on the embedded store while it runs: the server walks the chain it holds. */
  | { command: 'verify-activity'; expect: { seq: number; digest: string }[] };

export type AdminResponse = { ok: true; result: unknown } | { ok: false; error: string };
