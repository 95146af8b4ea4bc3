import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../server/i18n/translator.ts';
import type { EventNotice } from '../../../server/notifications/notice-words.ts';
import { webhookBody } from '../../../server/notifications/webhook-body.ts';
import { tokenDigest } from '../../../server/pushes/push-event.ts';

const en = translatorFor('en');
const TOKEN = 'tok3n-Zq9hunter2secretlink';
const AT = Date.parse('2026-03-04T05:06:07.089Z');
const viewed: EventNotice = {
  event: 'view',
  name: 'Staging database',
  kind: 'text',
  createdAt: Date.parse('2026-03-01T08:00:00Z'),
  digest: tokenDigest(TOKEN),
  at: AT,
};

/** RFC 2047's base64 encoded word, as ntfy reads it. */
const decodeWord = (value: string) => {
  const match = /^=\?UTF-8\?B\?([A-Za-z0-9+/=]+)\?=$/.exec(value);
  return match === null ? value : Buffer.from(match[1] ?? '', 'base64').toString('utf8');
};

describe('webhook bodies', () => {
  it('gives the standard format the event type, the time and the push by name, kind and digest only', () => {
    const made = webhookBody('standard', viewed, en);
    expect(made.contentType).toBe('application/json');
    expect(made.headers).toEqual({});
    expect(JSON.parse(made.body)).toEqual({
      type: 'push.viewed',
      timestamp: '2026-03-04T05:06:07.089Z',
      data: { push: { name: 'Staging database', kind: 'text', token_digest: viewed.digest } },
    });
    expect(viewed.digest).toMatch(/^[0-9a-f]{12}$/);
  });

  it.each([
    ['failed_passphrase', 'push.failed_passphrase'],
    ['expire', 'push.expired'],
    ['request_answered', 'request.answered'],
  ] as const)('names a %s event %s', (event, type) => {
    const body = JSON.parse(webhookBody('standard', { ...viewed, event }, en).body) as { type: string };
    expect(body.type).toBe(type);
  });

  it('sends a test as webhook.test with no push in it', () => {
    expect(JSON.parse(webhookBody('standard', { event: 'test', at: AT }, en).body)).toEqual({
      type: 'webhook.test',
      timestamp: '2026-03-04T05:06:07.089Z',
      data: {},
    });
  });

  it('gives Slack one sentence with the kind and digest, its markup characters escaped', () => {
    const named = { ...viewed, name: '<!channel> & <https://evil.example|click>' };
    const made = webhookBody('slack', named, en);
    expect(made.contentType).toBe('application/json');
    expect(JSON.parse(made.body)).toEqual({
      text: `Your push “&lt;!channel&gt; &amp; &lt;https://evil.example|click&gt;” was viewed. (Text, reference ${viewed.digest})`,
    });
  });

  it('titles an unnamed push in words by its kind and when it was made, and leaves the standard name empty', () => {
    const untitled = { ...viewed, name: '  ' };
    expect(JSON.parse(webhookBody('slack', untitled, en).body)).toEqual({
      text: `Your push “Text, Mar 1, 2026, 8:00 AM UTC” was viewed. (Text, reference ${viewed.digest})`,
    });
    const request = { ...viewed, event: 'request_answered', kind: 'request', name: '' } as const;
    expect(JSON.parse(webhookBody('slack', request, en).body).text).toBe(
      `Your request “Request, Mar 1, 2026, 8:00 AM UTC” was answered. (Request, reference ${viewed.digest})`,
    );
    const german = webhookBody('ntfy', { ...untitled, kind: 'url' }, translatorFor('de'));
    expect(decodeWord(german.headers.Title ?? '')).toContain('„URL, 1. März 2026, 08:00 UTC“');
    expect(JSON.parse(webhookBody('standard', untitled, en).body).data.push.name).toBe('  ');
  });

  it('gives ntfy the sentence as plain text, a title its headers can carry, and an emoji tag', () => {
    const made = webhookBody('ntfy', { ...viewed, event: 'expire' }, en);
    expect(made.contentType).toBe('text/plain; charset=utf-8');
    expect(made.body).toBe(
      `Your push “Staging database” has expired: its secret is deleted and its link no longer works. (Text, reference ${viewed.digest})`,
    );
    expect(made.headers.Tags).toBe('hourglass');
    // The quotation marks are beyond what a header carries as is.
    expect(made.headers.Title).toMatch(/^[\x20-\x7e]+$/);
    expect(decodeWord(made.headers.Title ?? '')).toBe('Your push “Staging database” has expired');
  });

  it('sends an ASCII title as it is, and never a line break inside one', () => {
    const made = webhookBody('ntfy', { event: 'test', at: AT }, en);
    expect(made.headers).toEqual({ Title: 'Test notice', Tags: 'white_check_mark' });
    const broken = webhookBody('ntfy', { ...viewed, name: 'a\r\nInjected: yes' }, en);
    expect(decodeWord(broken.headers.Title ?? '')).not.toMatch(/[\r\n]/);
  });

  it('never carries the url token', () => {
    for (const format of ['standard', 'slack', 'ntfy'] as const) {
      for (const event of ['view', 'failed_passphrase', 'expire'] as const) {
        const made = webhookBody(format, { ...viewed, event }, en);
        expect(JSON.stringify(made)).not.toContain(TOKEN);
      }
    }
  });
});
