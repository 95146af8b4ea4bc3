import { describe, expect, it } from 'vitest';
import {
  headerField,
  octetCounted,
  sdValue,
  severityOf,
  structuredData,
  syslogMessage,
} from '../../../server/activity/syslog-message.ts';
import { chainActivity } from '../../../server/store/activity/activity-chain.ts';
import { activity } from '../store/activity-fixtures.ts';
import { T0 } from '../store/fixtures.ts';

const ORIGIN = { facility: 16, hostname: 'push.example', appName: 'secret-push' };
const entry = (overrides: Parameters<typeof activity>[0] = {}) =>
  chainActivity(7, activity(overrides), 'a'.repeat(64));

describe('RFC 5424 messages of the activity log', () => {
  it('lays out PRI, version, time, host, app, no process id, the event as MSGID, the fields, and the JSON after a BOM', () => {
    const message = syslogMessage(entry(), ORIGIN);
    const e = entry();
    expect(message).toBe(
      `<133>1 ${new Date(T0).toISOString()} push.example secret-push - policy.changed ` +
        `[secretpush@32473 seq="7" digest="${e.digest}" prevDigest="${'a'.repeat(64)}" category="admin" ` +
        `outcome="success" actorKind="user" actorId="user-1" actorName="admin@example.com" ` +
        `targetKind="policy" targetId="kinds.text.views.max" address="192.0.2.7"] \uFEFF` +
        JSON.stringify({
          seq: 7,
          at: T0,
          time: new Date(T0).toISOString(),
          category: 'admin',
          event: 'policy.changed',
          actor: e.actor,
          address: e.address,
          browser: e.browser,
          target: e.target,
          outcome: 'success',
          details: { from: '100', rule: 'kinds.text.views.max', to: '10' },
          prevDigest: e.prevDigest,
          digest: e.digest,
        }),
    );
  });

  it('escapes ", \\ and ] in parameter values, and only those', () => {
    expect(sdValue('a "quoted" \\ path] [x] =ok')).toBe('a \\"quoted\\" \\\\ path\\] [x\\] =ok');
    const data = structuredData(entry({ actor: { kind: 'user', id: 'u"1', name: 'zoë ]"\\' } }));
    expect(data).toContain(' actorId="u\\"1" actorName="zoë \\]\\"\\\\"');
  });

  it('leaves out a field without a value rather than send an empty one', () => {
    const data = structuredData(
      entry({ target: null, address: null, actor: { kind: 'anonymous', id: null, name: null } }),
    );
    expect(data).not.toMatch(/targetKind|targetId|address|actorId|actorName/);
    expect(data).toContain('actorKind="anonymous"');
  });

  it('keeps text beyond ASCII as UTF-8 in values and MSG, and counts the frame in bytes, not characters', () => {
    const message = syslogMessage(entry({ actor: { kind: 'user', id: 'u', name: 'Zoë 🦊' } }), ORIGIN);
    expect(message).toContain('actorName="Zoë 🦊"');
    const framed = octetCounted(message);
    const [count, ...rest] = framed.split(' ');
    expect(Number(count)).toBe(Buffer.byteLength(rest.join(' ')));
    expect(Number(count)).toBeGreaterThan(rest.join(' ').length);
  });

  it('keeps header fields to printable ASCII within their lengths, a nil value for an empty one', () => {
    expect(headerField('host name\twith ü', 255)).toBe('host_name_with__');
    expect(headerField('x'.repeat(300), 255)).toHaveLength(255);
    expect(headerField('', 48)).toBe('-');
    const long = syslogMessage(entry({ event: 'e'.repeat(40) }), { ...ORIGIN, appName: 'a'.repeat(60) });
    expect(long.split(' ').slice(3, 6)).toEqual(['a'.repeat(48), '-', 'e'.repeat(32)]);
  });

  it('gives a failure a warning, a security or administration event a notice, the rest information', () => {
    expect(severityOf({ outcome: 'failure', category: 'push' })).toBe(4);
    expect(severityOf({ outcome: 'success', category: 'security' })).toBe(5);
    expect(severityOf({ outcome: 'success', category: 'admin' })).toBe(5);
    expect(severityOf({ outcome: 'success', category: 'push' })).toBe(6);
    expect(syslogMessage(entry({ category: 'push', event: 'push.viewed' }), ORIGIN)).toMatch(/^<134>1 /);
  });
});
