import { describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_LIFETIME_MS } from '../../../server/accounts/email-change.ts';
import { INVITATION_LIFETIME_MS } from '../../../server/accounts/invitations.ts';
import { RESET_LIFETIME_MS } from '../../../server/accounts/password-reset.ts';
import { SIGNUP_LIFETIME_MS } from '../../../server/accounts/signup.ts';
import { translatorFor } from '../../../server/i18n/translator.ts';
import {
  emailChangeMail,
  invitationMail,
  noticeMail,
  resetMail,
  signupExistingMail,
  signupMail,
} from '../../../server/mail/account-mail.ts';
import type { ComposedMail } from '../../../server/mail/account-mail-frame.ts';
import { linkMail } from '../../../server/mail/link-mail.ts';
import type { EventNotice } from '../../../server/notifications/notice-words.ts';
import { pushNoticeMail } from '../../../server/notifications/notify-mail.ts';
import { LANGUAGES } from '../../../shared/languages.ts';
import { T0 } from '../harness.ts';
import { englishLeft, type Rendered } from './english-left.ts';

// Neither the host nor the address is fixture data the check skips: sentences naming them are checked too.
const origin = 'https://push.test';
const url = `${origin}/users/password/edit/Zq9-link`;
const email = 'dana@push.test';
const DAY_MS = 24 * 60 * 60_000;

/** A push's event as its owner is told of it; the name is no fixture data, so sentences holding it are checked. */
const notice = (event: EventNotice['event'], name = 'Staging DB'): EventNotice => ({
  event,
  name,
  kind: event === 'request_answered' ? 'request' : 'file',
  createdAt: T0 - DAY_MS,
  digest: '3f9a0c51d2e7',
  at: T0,
});

/** Every account mail and notice, in the language `code`: text and HTML. */
function everyMail(code: string): Rendered[] {
  const words = translatorFor(code);
  const invitation = {
    origin,
    url,
    email,
    inviter: 'ines@push.test',
    expiresAt: T0 + INVITATION_LIFETIME_MS,
  };
  const mails: [string, ComposedMail][] = [
    ['password reset', resetMail(words, { origin, url, lifetimeMs: RESET_LIFETIME_MS, email })],
    ['invitation', invitationMail(words, { ...invitation, admin: false })],
    ['invitation, administrator', invitationMail(words, { ...invitation, admin: true })],
    ['sign-up', signupMail(words, { origin, url, lifetimeMs: SIGNUP_LIFETIME_MS })],
    ['sign-up, has an account', signupExistingMail(words, { origin, resetOn: true })],
    ['sign-up, has an account, no password', signupExistingMail(words, { origin, resetOn: false })],
    ['e-mail change', emailChangeMail(words, { origin, url, lifetimeMs: EMAIL_CHANGE_LIFETIME_MS, email })],
    ...(
      [
        'password',
        'second_factor_on',
        'second_factor_off',
        'second_factor_removed',
        'second_factor_failures',
        'email',
      ] as const
    ).map((change): [string, ComposedMail] => [
      `notice, ${change}`,
      noticeMail(words, { change, email, origin, at: T0 }),
    ]),
    ...(['view', 'failed_passphrase', 'expire', 'request_answered'] as const).map(
      (event): [string, ComposedMail] => [
        `push notice, ${event}`,
        pushNoticeMail(words, notice(event), origin),
      ],
    ),
    ['push notice, untitled', pushNoticeMail(words, notice('view', ''), origin)],
    [
      'link mail',
      linkMail(words, {
        sender: email,
        origin,
        link: `${origin}/p/Zq9-link/r?locale=${code}`,
        lifetimeMs: 7 * DAY_MS,
        views: 5,
        passphrase: true,
        deletable: true,
      }),
    ],
    [
      'link mail, one view',
      linkMail(words, {
        sender: email,
        origin,
        link: `${origin}/p/Zq9-link`,
        lifetimeMs: DAY_MS,
        views: 1,
        passphrase: false,
        deletable: false,
      }),
    ],
    ['push notice, untitled request', pushNoticeMail(words, notice('request_answered', ''), origin)],
    ['push notice, test', pushNoticeMail(words, { event: 'test', at: T0 }, origin)],
  ];
  return mails.map(([name, mail]) => ({
    name,
    status: 200,
    html: mail.html,
    text: `${mail.subject}\n${mail.text}`,
  }));
}

const english = everyMail('en');

describe('every account mail and notice in every language', () => {
  it('writes every mail in English, each its own', () => {
    expect(new Set(english.map((m) => m.text)).size).toBe(english.length);
    expect(english.every((m) => m.html.includes('<html lang="en" dir="ltr">'))).toBe(true);
  });

  it.each(LANGUAGES.filter((l) => l.code !== 'en'))('$code: lang, dir and no English left', (language) => {
    expect(englishLeft(language, everyMail(language.code), english)).toEqual([]);
  });
});
