import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { aesGcmCipher } from '../../../server/crypto/cipher.ts';
import type { DeliveryOutbox, OutgoingDelivery } from '../../../server/deliveries/outbox.ts';
import { type AccountChange, sendAccountNotice } from '../../../server/mail/account-notices.ts';
import { Mailer, type MailMessage } from '../../../server/mail/mailer.ts';
import { openMemoryStore } from '../../../server/store/memory/memory-store.ts';
import type { UserRecord } from '../../../server/store/records.ts';
import type { PageEnv } from '../../../server/web/chrome/page-env.ts';
import { pageLanguage } from '../../../server/web/chrome/page-language.ts';
import { storedMailer } from '../../support/stored-mailer.ts';

const alice: UserRecord = {
  id: 'u1',
  email: 'alice@example.com',
  tokenHash: 'f'.repeat(64),
  passwordHash: 'scrypt$32768$8$1$c2FsdA==$aGFzaA==',
  createdAt: 0,
  admin: false,
};

/**
 * A mailer over a store whose transport keeps what the runner gives it, linking to the configured
 * `origin`; `mailed()` waits for the first.
 */
function recordingMailer(origin = 'http://push.test') {
  const sent: Omit<MailMessage, 'kind'>[] = [];
  const transport = {
    sendMail: async (mail: Omit<MailMessage, 'kind'>) => {
      sent.push(mail);
    },
    close: () => {},
  };
  const { mailer } = storedMailer({
    store: openMemoryStore(),
    cipher: aesGcmCipher(randomBytes(32)),
    transport,
    from: 'push@push.test',
    logger: { info: () => {}, error: () => {} },
    now: () => Date.parse('2026-02-03T04:05:00Z'),
    origin,
  });
  const mailed = () => expect.poll(() => sent.length).toBeGreaterThan(0);
  return { sent, mailer, mailed };
}

/**
 * Calls sendAccountNotice from inside a request, as a page handler does: a request whose Host, and
 * trusted proxy's X-Forwarded-Host, name another server than the configured one.
 */
async function notify(mailer: Mailer | null, change: AccountChange, to?: string, language = 'en') {
  const app = new Hono<PageEnv>().get('/', (c) => {
    sendAccountNotice(
      { mailer, now: () => Date.parse('2026-02-03T04:05:00Z') },
      pageLanguage(c),
      alice,
      change,
      to,
    );
    return c.text('ok');
  });
  await app.request('http://evil.test/', {
    headers: { 'accept-language': language, 'x-forwarded-host': 'evil.test' },
  });
}

describe('sendAccountNotice', () => {
  it('sends nothing, and fails nothing, without SMTP', async () => {
    await expect(notify(null, 'password')).resolves.toBeUndefined();
  });

  it("mails the account's address, naming the change, with links on the public origin and no secret", async () => {
    const { sent, mailer, mailed } = recordingMailer('https://secrets.example.org');
    await notify(mailer, 'second_factor_off');
    await mailed();
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.to).toBe('alice@example.com');
    expect(mail?.subject).toBe('Two-factor sign-in was turned off');
    expect(mail?.text).toContain('on secrets.example.org on Feb 3, 2026, 4:05 AM UTC.');
    expect(mail?.text).toContain('https://secrets.example.org/users/password/new');
    for (const secret of [alice.tokenHash ?? '', alice.passwordHash ?? '', alice.id, 'evil.test'])
      expect(`${mail?.text}${mail?.html}`).not.toContain(secret);
  });

  it("queues the notice as a delivery of the account's user, naming only the kind and the domain", async () => {
    const queued: OutgoingDelivery[] = [];
    const outbox: DeliveryOutbox = { queue: async (delivery) => void queued.push(delivery) };
    const transport = { sendMail: async () => {}, close: () => {} };
    const logger = { info: () => {}, error: () => {} };
    await notify(
      new Mailer({ transport, from: 'push@push.test', origin: 'http://push.test', logger, outbox }),
      'password',
    );
    expect(queued).toEqual([
      {
        channel: 'mail',
        userId: 'u1',
        kind: 'notice-password',
        recipient: 'example.com',
        message: {
          to: 'alice@example.com',
          subject: expect.any(String),
          text: expect.any(String),
          html: expect.any(String),
        },
      },
    ]);
  });

  it('goes to the address given, as the old one after a change', async () => {
    const { sent, mailer, mailed } = recordingMailer();
    await notify(mailer, 'email', 'old@example.com');
    await mailed();
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      ['old@example.com', 'Your e-mail address was changed'],
    ]);
    expect(sent[0]?.text).toContain('your account old@example.com on push.test');
  });

  it('tells of an administrator turning off the second factor without blaming a known password', async () => {
    const { sent, mailer, mailed } = recordingMailer('https://secrets.example.org');
    await notify(mailer, 'second_factor_removed');
    await mailed();
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      ['alice@example.com', 'An administrator turned off your two-factor sign-in'],
    ]);
    expect(sent[0]?.text).toBe(
      [
        'An administrator of secrets.example.org turned off two-factor sign-in for your account alice@example.com on Feb 3, 2026, 4:05 AM UTC. Signing in now asks for your password only.',
        'You can set it up again from your account page.',
        'Open your account page\nhttps://secrets.example.org/users/account',
        'If you did not ask for this, contact your administrator.\n',
      ].join('\n\n'),
    );
    expect(sent[0]?.html).toContain('<a href="https://secrets.example.org/users/account"');
    expect(`${sent[0]?.text}${sent[0]?.html}`).not.toContain('/users/password/new');
  });

  it("words an administrator's removal in the page's language", async () => {
    const { sent, mailer, mailed } = recordingMailer();
    await notify(mailer, 'second_factor_removed', undefined, 'de');
    await mailed();
    expect(sent[0]?.subject).toBe('Ein Administrator hat Ihre Zwei-Faktor-Authentifizierung ausgeschaltet');
    expect(sent[0]?.text).toContain('Ein Administrator von push.test hat am');
    expect(sent[0]?.text).toContain('Kontoseite öffnen\nhttp://push.test/users/account');
    expect(sent[0]?.html).toContain('<html lang="de" dir="ltr">');
  });
});
