import { describe, expect, it } from 'vitest';
import { requestRow } from '../../extension/lib/request-rows.ts';
import type { RequestJson } from '../../shared/wire.ts';

const MADE = Date.parse('2026-01-01T10:00:00.000Z');
const DAY = 86_400_000;

function request(over: Partial<RequestJson> = {}): RequestJson {
  return {
    url_token: 'CcwO2iAbCdEfGhIj',
    name: '',
    note: '',
    passphrase: null,
    state: 'open',
    close_after_duration: 12,
    close_after_at: new Date(MADE + 7 * DAY).toISOString(),
    days_remaining: 7,
    include_requestor: true,
    response_file_attachments: false,
    retrieval_step: false,
    account_id: null,
    html_url: 'https://push.example/req/CcwO2iAbCdEfGhIj',
    json_url: 'https://push.example/api/v2/requests/CcwO2iAbCdEfGhIj.json',
    created_at: new Date(MADE).toISOString(),
    updated_at: new Date(MADE).toISOString(),
    answered_at: null,
    closed_at: null,
    expire_after_days: 7,
    expire_after_views: 1,
    ...over,
  };
}

describe('a request’s row in the popup', () => {
  it('says a new 7-day request has 7 days left a minute after, as its days_remaining does', () => {
    expect(requestRow(request(), MADE + 60_000).facts[0]).toBe('7 days left');
  });

  it('is titled by its name, else what it asks, else its note, else “Request” and when; never its token', () => {
    expect(requestRow(request({ name: 'VPN', request: 'The key' }), MADE).title).toBe('VPN');
    expect(requestRow(request({ request: 'The staging key\nby Monday' }), MADE).title).toBe(
      'The staging key',
    );
    expect(requestRow(request({ request: '', note: 'for Carol' }), MADE).title).toBe('for Carol');
    const bare = requestRow(request({ request: '' }), MADE).title;
    expect(bare).toMatch(/^Request, Jan 1, 2026, \d{1,2}:00\s?[AP]M$/);
    expect(bare).not.toContain('CcwO2i');
  });
});
