import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../server/i18n/translator.ts';
import type { EventNotice } from '../../../server/notifications/notice-words.ts';
import { noticeKindOf, pushNoticeMail } from '../../../server/notifications/notify-mail.ts';
import { tokenDigest } from '../../../server/pushes/push-event.ts';

const en = translatorFor('en');
const origin = 'https://push.example.com';
const TOKEN = 'tok3n-Zq9hunter2secretlink';
const AT = Date.parse('2026-03-04T05:06:00Z');
const viewed: EventNotice = {
  event: 'view',
  name: 'Staging database',
  kind: 'file',
  createdAt: Date.parse('2026-03-01T08:00:00Z'),
  digest: tokenDigest(TOKEN),
  at: AT,
};

describe('notice mails', () => {
  it('says what happened, to which push, its kind, digest and time, with a link to the dashboard', () => {
    const mail = pushNoticeMail(en, viewed, origin);
    expect(mail.subject).toBe('Your push “Staging database” was viewed');
    expect(mail.text).toBe(
      [
        'Your push “Staging database” was viewed.',
        `Kind: File. Reference: ${viewed.digest}. Time: ${en.dateTime(AT)}.`,
        `Open your dashboard\n${origin}/d`,
        'You get this mail because you asked to be told of these events. You can change that on your notifications page.',
      ]
        .join('\n\n')
        .concat('\n'),
    );
    expect(mail.html).toContain(`<a href="${origin}/d" style=`);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  it.each([
    ['failed_passphrase', 'A wrong passphrase was entered for your push “Staging database”', '/d'],
    ['expire', 'Your push “Staging database” has expired', '/d/expired'],
  ] as const)('words a %s notice as its own and links where to look next', (event, subject, path) => {
    const mail = pushNoticeMail(en, { ...viewed, event }, origin);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(`${origin}${path}\n`);
  });

  it('names a request answered, and an untitled push by its kind and when it was made', () => {
    const request = { ...viewed, event: 'request_answered', kind: 'request', name: 'VPN key' } as const;
    expect(pushNoticeMail(en, request, origin).subject).toBe('Your request “VPN key” was answered');
    expect(pushNoticeMail(en, request, origin).text).toContain('Kind: Request.');
    expect(pushNoticeMail(en, { ...viewed, name: '' }, origin).subject).toBe(
      'Your push “File, Mar 1, 2026, 8:00 AM UTC” was viewed',
    );
  });

  it('never holds the url token, the push page or its audit log', () => {
    for (const event of ['view', 'failed_passphrase', 'expire'] as const) {
      const mail = pushNoticeMail(en, { ...viewed, event }, origin);
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(new RegExp(`${TOKEN}|/p/`));
    }
  });

  it('words a test notice with no push in it', () => {
    const mail = pushNoticeMail(en, { event: 'test', at: AT }, origin);
    expect(mail.subject).toBe('Test notice');
    expect(mail.text).toBe(
      `This is a test from your notifications page: notices about your pushes reach you here.\n\nOpen your dashboard\n${origin}/d\n`,
    );
  });

  it('names each kind of notice for the log and the deliveries list', () => {
    expect(noticeKindOf(viewed)).toBe('notify-view');
    expect(noticeKindOf({ ...viewed, event: 'failed_passphrase' })).toBe('notify-failed-passphrase');
    expect(noticeKindOf({ ...viewed, event: 'request_answered' })).toBe('notify-request-answered');
    expect(noticeKindOf({ event: 'test', at: AT })).toBe('notify-test');
  });
});
