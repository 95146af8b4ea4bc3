import type { AuditMeta, PushRecord, UserRecord } from '../../../server/store/records.ts';

/** The instance key the store tests open their stores with. */
export const TEST_KEY = Buffer.alloc(32, 7);

export const T0 = Date.UTC(2026, 0, 1);
export const DAY = 86_400_000;

export const visitor: AuditMeta = { ip: '192.0.2.1', userAgent: 'curl/8', referrer: '' };
export const ownerMeta: AuditMeta = { ip: '192.0.2.9', userAgent: 'firefox', referrer: '' };

let counter = 0;

export function pushRecord(overrides: Partial<PushRecord> = {}): PushRecord {
  counter++;
  return {
    urlToken: `tok-${counter}-${Math.random().toString(36).slice(2)}`,
    kind: 'text',
    ownerId: null,
    expireAfterDays: 7,
    expireAfterViews: 5,
    expiresAt: T0 + 7 * DAY,
    retrievalStep: false,
    deletableByViewer: true,
    name: '',
    createdAt: T0,
    updatedAt: T0,
    expired: false,
    expiredOn: null,
    deleted: false,
    countedViews: 0,
    payload: 'sealed:secret',
    passphrase: null,
    note: null,
    files: [],
    ...overrides,
  };
}

export function userRecord(overrides: Partial<UserRecord> = {}): UserRecord {
  counter++;
  return {
    id: `user-${counter}`,
    email: `user${counter}@example.com`,
    tokenHash: `hash-${counter}`,
    passwordHash: null,
    admin: false,
    createdAt: T0,
    ...overrides,
  };
}

/** Polls until `check` holds (background work such as a compaction), failing after `timeoutMs`. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('The condition did not come true in time.');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
