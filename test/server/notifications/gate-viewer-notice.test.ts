import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../server/i18n/translator.ts';
import { type EventNotice, noticeSentence } from '../../../server/notifications/notice-words.ts';
import { pushNoticeMail } from '../../../server/notifications/notify-mail.ts';
import { webhookBody } from '../../../server/notifications/webhook-body.ts';
import { LANGUAGES } from '../../../shared/languages.ts';

const en = translatorFor('en');
const viewed: EventNotice = {
  event: 'view',
  name: 'Staging database',
  kind: 'text',
  createdAt: Date.parse('2026-03-01T08:00:00Z'),
  digest: 'a1b2c3d4e5f6',
  at: Date.parse('2026-03-04T05:06:07Z'),
};
const byCode: EventNotice = { ...viewed, viewer: { address: 'bob@client.example', verified: 'code' } };
const signedIn: EventNotice = { ...viewed, viewer: { address: 'bob@example.com', verified: 'sign_in' } };

describe("the owner's notice of a view through a gate", () => {
  it('says who opened it and how in the mail and the chat line', () => {
    expect(pushNoticeMail(en, byCode, 'https://push.example').text).toContain(
      'Your push “Staging database” was viewed. Viewed by bob@client.example, verified by a mailed code.',
    );
    expect(JSON.parse(webhookBody('slack', signedIn, en).body).text).toContain(
      'was viewed. Viewed by bob@example.com (signed in).',
    );
    expect(noticeSentence(en, viewed)).toBe('Your push “Staging database” was viewed.');
  });

  it('gives the standard webhook the viewer and how they were verified', () => {
    expect(JSON.parse(webhookBody('standard', byCode, en).body).data.viewer).toEqual({
      address: 'bob@client.example',
      verified_by: 'code',
    });
    expect(JSON.parse(webhookBody('standard', viewed, en).body).data.viewer).toBeUndefined();
  });

  it('names the viewer in every language, in words of its own', () => {
    for (const { code } of LANGUAGES) {
      const words = translatorFor(code);
      const said = [noticeSentence(words, byCode), noticeSentence(words, signedIn)];
      expect(said[0], code).toContain('bob@client.example');
      expect(said[1], code).toContain('bob@example.com');
      expect(said[0], code).not.toContain('{');
      if (!code.startsWith('en')) expect(said[0], code).not.toContain('verified by a mailed code');
    }
  });
});
