import { describe, expect, it } from 'vitest';
import {
  checkLinkMailFields,
  type LinkMailContext,
  linkMailFieldErrors,
  readRecipients,
} from '../../../server/pushes/link-mail-fields.ts';

const OPEN: LinkMailContext = { available: true, signedIn: true, sealed: false };
const errorsOf = (push: Record<string, unknown>, context = OPEN) =>
  linkMailFieldErrors(checkLinkMailFields(push, context).problems);

describe('the addresses of notify_emails_to', () => {
  it('takes up to five addresses, trimmed, in the order given', () => {
    const five = ' a@example.com,b@example.org , c@mail.example.net,d@example.com,e@example.com ';
    expect(readRecipients(five)).toEqual({
      recipients: ['a@example.com', 'b@example.org', 'c@mail.example.net', 'd@example.com', 'e@example.com'],
      problems: [],
    });
  });

  it('refuses a sixth address', () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => `${n}@example.com`).join(',');
    expect(readRecipients(six).problems).toEqual(['too_many']);
  });

  it.each([
    ['a@example.com,', 'trailing'],
    [',a@example.com', 'leading'],
    ['a@example.com,,b@example.com', 'doubled'],
    ['a@example.com,  ,b@example.com', 'blank between'],
  ])('refuses commas used in the wrong way: %s (%s)', (value) => {
    expect(readRecipients(value).problems).toEqual(['commas']);
  });

  it('refuses the same address twice, whatever its case', () => {
    expect(readRecipients('Dana@Example.com, dana@example.COM').problems).toEqual(['duplicates']);
  });

  it.each([
    'dana',
    'dana@example',
    '@example.com',
    'dana@@example.com',
    'da na@example.com',
    'dana@example.',
  ])('refuses %s as an address', (value) => {
    expect(readRecipients(`ok@example.com,${value}`).problems).toEqual(['invalid']);
  });

  it('refuses an address longer than SMTP carries', () => {
    expect(readRecipients(`${'a'.repeat(250)}@example.com`).problems).toEqual(['invalid']);
  });

  it('names every rule broken at once', () => {
    const value = 'a@example.com,a@example.com,,b,c@example.com,d@example.com,e@example.com';
    expect(readRecipients(value).problems).toEqual(['commas', 'duplicates', 'too_many', 'invalid']);
  });
});

describe('the link mail fields of a create', () => {
  it('asks nothing when both are absent or blank', () => {
    expect(checkLinkMailFields({}, OPEN)).toEqual({
      request: null,
      problems: { recipients: [], locale: [], base: [] },
    });
    expect(
      checkLinkMailFields({ notify_emails_to: '  ', notify_emails_to_locale: '' }, OPEN).request,
    ).toBeNull();
    // Nothing asked, so nothing to refuse even where link mails are not available.
    expect(errorsOf({ notify_emails_to: '' }, { ...OPEN, available: false })).toEqual({});
  });

  it('reads the addresses and the language', () => {
    const push = { notify_emails_to: 'a@example.com, b@example.com', notify_emails_to_locale: 'pt-BR' };
    expect(checkLinkMailFields(push, OPEN).request).toEqual({
      recipients: ['a@example.com', 'b@example.com'],
      locale: 'pt-BR',
    });
    expect(checkLinkMailFields({ notify_emails_to: 'a@example.com' }, OPEN).request).toEqual({
      recipients: ['a@example.com'],
      locale: null,
    });
  });

  it("answers in Password Pusher's words, by field", () => {
    expect(errorsOf({ notify_emails_to: 'a@example.com,,a@example.com,x' })).toEqual({
      notify_emails_to: [
        'has commas used in the wrong way',
        'contains duplicate emails',
        'contains invalid email(s)',
      ],
    });
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => `${n}@example.com`).join(',');
    expect(errorsOf({ notify_emails_to: six })).toEqual({
      notify_emails_to: ['contains more than 5 emails'],
    });
    expect(errorsOf({ notify_emails_to: 'a@example.com', notify_emails_to_locale: 'xx' })).toEqual({
      notify_emails_to_locale: ['is not included in the list'],
    });
    expect(errorsOf({ notify_emails_to: ['a@example.com'], notify_emails_to_locale: 3 })).toEqual({
      notify_emails_to: ['must be a string of comma-separated addresses'],
      notify_emails_to_locale: ['must be a string'],
    });
  });

  it('takes only our exact language codes', () => {
    expect(errorsOf({ notify_emails_to: 'a@example.com', notify_emails_to_locale: 'pt-br' })).toEqual({
      notify_emails_to_locale: ['is not included in the list'],
    });
  });

  it('refuses both fields where link mails are not available, and says so for the request', () => {
    const push = { notify_emails_to: 'a@example.com', notify_emails_to_locale: 'de' };
    expect(errorsOf(push, { ...OPEN, available: false })).toEqual({
      notify_emails_to: ['are not available'],
      notify_emails_to_locale: ['is not available'],
      base: ['Notify by email feature is not enabled'],
    });
    expect(errorsOf({ notify_emails_to_locale: 'de' }, { ...OPEN, available: false })).toEqual({
      notify_emails_to_locale: ['is not available'],
      base: ['Notify by email feature is not enabled'],
    });
  });

  it('refuses anonymous senders', () => {
    const push = { notify_emails_to: 'a@example.com', notify_emails_to_locale: 'de' };
    expect(errorsOf(push, { ...OPEN, signedIn: false })).toEqual({
      notify_emails_to: ['are not allowed for unknown users'],
      notify_emails_to_locale: ['is not allowed for unknown users'],
    });
  });

  it('refuses to mail the link of a sealed push, which only the sender holds whole', () => {
    expect(errorsOf({ notify_emails_to: 'a@example.com' }, { ...OPEN, sealed: true })).toEqual({
      notify_emails_to: ['cannot be sent for a sealed push: its link holds a key this server never sees'],
    });
  });
});
