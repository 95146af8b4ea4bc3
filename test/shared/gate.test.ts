import { describe, expect, it } from 'vitest';
import { gateAllowsEmail, isAddressRange, normalizeGate } from '../../shared/gate.ts';
import type { FieldErrors } from '../../shared/result.ts';

const read = (raw: unknown) => {
  const errors: FieldErrors = {};
  return { gate: normalizeGate(raw, errors), errors };
};

describe('a push gate as a client gives it', () => {
  it('reads lists or comma-separated text, lower-cases addresses and drops repeats', () => {
    expect(
      read({ emails: 'Bob@Client.example, @partner.example bob@client.example', networks: ['10.0.0.0/8'] }),
    ).toEqual({
      gate: {
        emails: ['bob@client.example', '@partner.example'],
        members: false,
        networks: ['10.0.0.0/8'],
        burnAfterFailures: null,
      },
      errors: {},
    });
    expect(read({ members: true, burn_after_failures: '3' }).gate).toEqual({
      emails: [],
      members: true,
      networks: [],
      burnAfterFailures: 3,
    });
  });

  it('is no gate when absent or empty', () => {
    expect(read(undefined)).toEqual({ gate: null, errors: {} });
    expect(read({ emails: [], networks: '' })).toEqual({ gate: null, errors: {} });
  });

  it('names every problem under gate', () => {
    expect(
      read({ emails: ['not an address'], networks: ['10.0.0.0/33'], burn_after_failures: 0 }).errors,
    ).toEqual({
      gate: [
        'emails must be addresses (name@example.com) or domains (@example.com)',
        'networks must be IP addresses or CIDR ranges',
        'burn_after_failures must be between 1 and 100',
      ],
    });
    expect(read('everyone').errors).toEqual({ gate: ['must be an object'] });
  });
});

describe('address ranges and allowed addresses', () => {
  it('knows IPv4 and IPv6 addresses and ranges', () => {
    expect(
      ['192.0.2.0/24', '198.51.100.7', '2001:db8::/32', '::1', 'fe80::1/64'].map(isAddressRange),
    ).toEqual([true, true, true, true, true]);
    expect(
      ['192.0.2.0/', '256.0.0.1', '2001:db8::/129', 'example.com', '10.0.0.0/8/8'].map(isAddressRange),
    ).toEqual([false, false, false, false, false]);
  });

  it('allows an address listed, or any of a listed domain, and nothing else', () => {
    const gate = {
      emails: ['bob@client.example', '@partner.example'],
      members: false,
      networks: [],
      burnAfterFailures: null,
    };
    expect(
      ['BOB@client.example', 'carol@partner.example', 'eve@client.example', 'x@sub.partner.example'].map(
        (a) => gateAllowsEmail(gate, a),
      ),
    ).toEqual([true, true, false, false]);
  });
});
