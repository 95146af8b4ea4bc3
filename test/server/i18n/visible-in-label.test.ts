import { describe, expect, it } from 'vitest';
import type { Catalog, Message } from '../../../server/i18n/catalog.ts';
import { CATALOGS } from '../../../server/i18n/catalogs/index.ts';

/**
 * Controls named by a label beside their short visible word: the label holds the word, so speech
 * input ("click Send again") finds the control (axe's label-content-name-mismatch).
 */
const PAIRS = [
  ['adminUsers.resendLabel', 'adminUsers.resend'],
  ['adminUsers.detailsLabel', 'adminUsers.details'],
  ['adminUsers.auditLabel', 'adminUsers.audit'],
  ['adminUsers.expireLabel', 'adminUsers.expire'],
  ['admin.makeAdminLabel', 'admin.makeAdmin'],
  ['admin.takeAdminLabel', 'admin.takeAdmin'],
  ['admin.removeUser', 'admin.remove'],
  ['admin.twoFactorOffLabel', 'admin.twoFactorOff'],
  ['admin.revokeLabel', 'admin.revoke'],
  ['admin.removeInvitationLabel', 'admin.remove'],
  ['passkeys.renameButtonFor', 'passkeys.renameButton'],
  ['passkeys.removeButtonFor', 'passkeys.removeButton'],
] as const;

const text = (catalog: Catalog, key: string): string => {
  const [area = '', name = ''] = key.split('.');
  const m = (catalog[area as keyof Catalog] as Record<string, Message> | undefined)?.[name];
  return typeof m === 'string' ? m : '';
};

describe('labels of the administrator pages’ short controls', () => {
  it.each(Object.keys(CATALOGS))('%s: each label holds its control’s visible word', (code) => {
    const catalog = CATALOGS[code as keyof typeof CATALOGS] as Catalog;
    const missing = PAIRS.filter(([label, word]) => {
      const visible = text(catalog, word).toLocaleLowerCase(code);
      return visible === '' || !text(catalog, label).toLocaleLowerCase(code).includes(visible);
    }).map(([label]) => label);
    expect([code, missing]).toEqual([code, []]);
  });
});
