import type { PushGate } from '../../shared/gate.ts';
import { formatList, formatNumber, t } from './i18n.ts';

/** For whom a gated push is, as the popup says it once made: "bob@client.example and members of this instance". */
export function gateWhoWords(gate: PushGate): string {
  const who = [...gate.emails, ...(gate.members ? [t('gate_who_members')] : [])];
  const parts = [
    ...(who.length > 0 ? [formatList(who)] : []),
    ...(gate.networks.length > 0 ? [t('gate_who_networks', formatList(gate.networks))] : []),
    ...(gate.burnAfterFailures !== null ? [t('gate_who_burn', formatNumber(gate.burnAfterFailures))] : []),
  ];
  return parts.join('; ');
}
