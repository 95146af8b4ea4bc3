import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config.ts';

describe('the directory settings', () => {
  it('read no administrators’ groups and expiring leavers’ links by default', () => {
    expect(readConfig({}).accounts.directory).toEqual({ adminGroups: [], leaverLinks: 'expire' });
  });

  it('read the administrators’ groups as a trimmed list, and the user who takes leavers’ links by address', () => {
    const env = {
      PWP__DIRECTORY__ADMIN_GROUPS: ' Secret Push Admins , 7f0c5a2e-0000-4000-8000-000000000001 ,',
      PWP__DIRECTORY__LEAVER_LINKS: ' Team-Lead@Example.com ',
      PWP__OIDC__ISSUER: 'https://id.example.com',
      PWP__OIDC__CLIENT_ID: 'secret-push',
      PWP__OIDC__CLIENT_SECRET: 'a client secret',
      PWP__OIDC__GROUPS_CLAIM: 'roles',
    };
    const { accounts } = readConfig(env);
    expect(accounts.directory).toEqual({
      adminGroups: ['Secret Push Admins', '7f0c5a2e-0000-4000-8000-000000000001'],
      leaverLinks: { handTo: 'team-lead@example.com' },
    });
    expect(accounts.oidc?.groupsClaim).toBe('roles');
  });

  it('refuses a leavers’ setting that is neither "expire" nor an address, naming the variable', () => {
    expect(() => readConfig({ PWP__DIRECTORY__LEAVER_LINKS: 'keep' })).toThrow(
      'PWP__DIRECTORY__LEAVER_LINKS must be "expire" or the e-mail address of the user who takes them, not "keep".',
    );
  });
});
