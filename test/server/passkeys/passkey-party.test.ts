import { describe, expect, it } from 'vitest';
import { PASSKEY_NAME_MAX, passkeyName } from '../../../server/accounts/passkey-names.ts';
import { relyingParty } from '../../../server/accounts/passkey-party.ts';

describe('the relying party of a public origin', () => {
  it('is the host name alone, with the origin as the browser reports it, port included', () => {
    expect(relyingParty('https://push.example.com:8443', 'Team Push')).toEqual({
      id: 'push.example.com',
      origin: 'https://push.example.com:8443',
      name: 'Team Push',
    });
    expect(relyingParty('http://localhost:3000/', 'Secret Push')).toEqual({
      id: 'localhost',
      origin: 'http://localhost:3000',
      name: 'Secret Push',
    });
  });
});

describe('a passkey name as it is kept', () => {
  it('is one trimmed line, cut at the limit, and empty when nothing was typed', () => {
    expect(passkeyName('  Work\nlaptop\t ')).toBe('Work laptop');
    expect(passkeyName('x'.repeat(PASSKEY_NAME_MAX + 10))).toHaveLength(PASSKEY_NAME_MAX);
    expect(passkeyName(' \n ')).toBe('');
  });
});
