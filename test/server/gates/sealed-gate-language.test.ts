import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newPushKey } from '../../../shared/sealed/push-key.ts';
import { sealText } from '../../../shared/sealed/sealed-text.ts';
import { webClient } from '../web-client.ts';
import { BOB, gatedPush } from './gate-support.ts';

const crypto = {
  subtle: webcrypto.subtle as SubtleCrypto,
  randomBytes: (n: number) => webcrypto.getRandomValues(new Uint8Array(n)),
};
const PICKER = '<form class="language-picker"';

/** The gate's page for a push behind `gate`, sealed or not. */
async function gatePage(gate: Record<string, unknown>, sealed: boolean) {
  const envelope = await sealText(crypto, newPushKey(crypto.randomBytes), 'behind the gate, sealed');
  const { h, token } = await gatedPush(gate, sealed ? { payload: envelope } : {});
  const page = await webClient(h.app).get(`/p/${token}`);
  expect(page.status).toBe(403);
  return page.html;
}

describe('the language picker on a gate page', () => {
  it("is left out before a sealed push, whose key another language's load would lose", async () => {
    expect(await gatePage({ emails: [BOB] }, true)).not.toContain(PICKER);
    expect(await gatePage({ members: true }, true)).not.toContain(PICKER);
    // A client from no allowed network: the refusal, which a reload from another network passes.
    const refused = await gatePage({ networks: ['192.0.2.0/24'] }, true);
    expect(refused).toContain('Not available from here');
    expect(refused).not.toContain(PICKER);
  });

  it('stays before a push that is not sealed', async () => {
    expect(await gatePage({ emails: [BOB] }, false)).toContain(PICKER);
    expect(await gatePage({ networks: ['192.0.2.0/24'] }, false)).toContain(PICKER);
  });
});
