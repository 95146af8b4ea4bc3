import type { SettingReaders } from '../mail/mail-config.ts';

/** How the gates of pushes (shared/gate.ts) time their codes and passes. */
export interface GateSettings {
  /** `PWP__GATE__CODE_MINUTES` (default 10, 1 to 60): how long a mailed code works. */
  codeLifetimeMs: number;
  /**
   * `PWP__GATE__PASS_MINUTES` (default 15, 1 to 240): how long a browser the gate admitted may go
   * on to the passphrase, the retrieval step and the secret before it must prove itself again.
   */
  passLifetimeMs: number;
}

export const DEFAULT_GATE_SETTINGS: GateSettings = {
  codeLifetimeMs: 10 * 60_000,
  passLifetimeMs: 15 * 60_000,
};

export function readGateSettings(read: Pick<SettingReaders, 'int'>): GateSettings {
  return {
    codeLifetimeMs: read.int('PWP__GATE__CODE_MINUTES', 10, 1, 60) * 60_000,
    passLifetimeMs: read.int('PWP__GATE__PASS_MINUTES', 15, 1, 240) * 60_000,
  };
}
