import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aesGcmCipher } from '../../../server/crypto/cipher.ts';
import { pushFacts } from '../../../server/pushes/push-facts.ts';
import { listedPush, type PushRecord } from '../../../server/store/records.ts';

const T0 = Date.UTC(2026, 2, 1, 8, 0);
const cipher = aesGcmCipher(randomBytes(32));

function record(overrides: Partial<PushRecord>): PushRecord {
  return {
    urlToken: 'tok',
    kind: 'url',
    ownerId: 'u1',
    expireAfterDays: 7,
    expireAfterViews: 5,
    expiresAt: T0 + 7 * 86_400_000,
    retrievalStep: false,
    deletableByViewer: null,
    name: '',
    createdAt: T0,
    updatedAt: T0,
    expired: false,
    expiredOn: null,
    deleted: false,
    countedViews: 0,
    payload: cipher.seal('https://wiki.example/reset?t=1'),
    passphrase: null,
    note: null,
    files: [],
    ...overrides,
  };
}

/** pushFacts over a store of one push that counts its reads. */
function factsOver(push: PushRecord) {
  const reads: string[] = [];
  const store = {
    findPush: async (urlToken: string) => {
      reads.push(urlToken);
      return urlToken === push.urlToken ? push : undefined;
    },
  };
  return { facts: pushFacts({ store, cipher, now: () => T0 + 60_000 }), reads };
}

describe('the facts an owner page shows of a push', () => {
  it('reads an unnamed live URL push once, for its host, and never the address itself', async () => {
    const push = record({});
    const { facts, reads } = factsOver(push);
    await expect(facts.factsOf(listedPush(push))).resolves.toEqual({
      title: { from: 'url', text: 'wiki.example' },
      sealed: false,
    });
    await expect(facts.titleHintOf(listedPush(push))).resolves.toEqual({ urlHost: 'wiki.example' });
    expect(reads).toEqual(['tok', 'tok']);
  });

  it('reads nothing for a named URL push, whose title is its name', async () => {
    const push = record({ name: 'Wiki reset' });
    const { facts, reads } = factsOver(push);
    await expect(facts.factsOf(listedPush(push))).resolves.toEqual({
      title: { from: 'name', text: 'Wiki reset' },
      sealed: false,
    });
    await expect(facts.titleHintOf(listedPush(push))).resolves.toEqual({});
    expect(reads).toEqual([]);
  });

  it('tells a sealed text push by the mark it got when made, reading nothing', async () => {
    const push = record({ kind: 'text', payload: cipher.seal('not an envelope'), sealed: true });
    const { facts, reads } = factsOver(push);
    await expect(facts.factsOf(listedPush(push))).resolves.toMatchObject({ sealed: true });
    expect(reads).toEqual([]);
  });
});
