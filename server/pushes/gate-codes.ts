import { createHmac, randomInt } from 'node:crypto';
import { emailKey } from '../../shared/email-address.ts';
import { gateAllowsEmail, type PushGate } from '../../shared/gate.ts';
import type { Counters, SlidingLimit } from '../limits/counters.ts';
import type { OneTimeStore } from '../store/one-time-store.ts';

const HOUR = 3_600_000;
const limit = (scope: string, count: number): SlidingLimit => ({
  scope,
  limit: count,
  windowMs: HOUR,
  maxKeys: 100_000,
});
/** Codes mailed an hour: to one address for one push, to one address, for one push. */
const SENDS = [limit('gate-send', 3), limit('gate-send-address', 10), limit('gate-send-push', 20)] as const;
/** Codes typed an hour for one address of one push: a six-digit code is not guessed in five. */
const TRIES = limit('gate-code-try', 5);

export interface GateCodeDeps {
  store: OneTimeStore;
  counters: Counters;
  /** Keys the digest a code is kept by. */
  digestKey: Buffer;
  codeLifetimeMs: number;
  now: () => number;
  newCode?: () => string;
}

/** What asking for a code answers; the same whether the address is allowed or not. */
export type CodeAsked = 'sent' | 'limited';
export type CodeChecked = 'admitted' | 'wrong' | 'limited';

/**
 * The e-mail step of a gate: a six-digit code mailed to an allowed address, kept only as a keyed
 * digest of push, address and code, so looking it up compares no code byte by byte, and used once.
 */
export function gateCodes(deps: GateCodeDeps) {
  const { store, counters, now } = deps;
  const newCode = deps.newCode ?? (() => String(randomInt(0, 1_000_000)).padStart(6, '0'));
  const digest = (urlToken: string, address: string, code: string) =>
    createHmac('sha256', deps.digestKey)
      .update(`gate\n${urlToken}\n${emailKey(address)}\n${code.trim()}`)
      .digest('hex');

  /**
   * Counts the ask against every limit and, when the gate allows the address, keeps a new code and
   * hands it to `mail`. Who asks learns nothing of the list: an address left out is counted alike.
   */
  async function ask(
    urlToken: string,
    gate: PushGate,
    address: string,
    mail: (code: string, lifetimeMs: number) => Promise<void>,
  ): Promise<CodeAsked> {
    const at = now();
    const keys = [`${urlToken}\n${emailKey(address)}`, emailKey(address), urlToken];
    for (const [i, sends] of SENDS.entries()) {
      if (!(await counters.attempt(sends, keys[i] ?? '', at))) return 'limited';
    }
    if (!gateAllowsEmail(gate, address)) return 'sent';
    const code = newCode();
    await store.insertOneTime({
      hash: digest(urlToken, address, code),
      purpose: 'gate_code',
      userId: null,
      data: null,
      createdAt: at,
      expiresAt: at + deps.codeLifetimeMs,
    });
    await mail(code, deps.codeLifetimeMs);
    return 'sent';
  }

  /** Takes the code if it is this address's for this push and unexpired; it works once. */
  async function check(urlToken: string, address: string, code: string): Promise<CodeChecked> {
    const at = now();
    if (!(await counters.attempt(TRIES, `${urlToken}\n${emailKey(address)}`, at))) return 'limited';
    const taken = await store.takeOneTime(digest(urlToken, address, code), 'gate_code', at);
    return taken === undefined ? 'wrong' : 'admitted';
  }

  return { ask, check };
}

export type GateCodes = ReturnType<typeof gateCodes>;
