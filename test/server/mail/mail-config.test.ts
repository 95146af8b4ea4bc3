import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config.ts';

const ORIGIN = { PWP__OVERRIDE_BASE_URL: 'https://push.example.com' };
const SMTP = {
  ...ORIGIN,
  PWP__MAIL__SMTP_ADDRESS: 'smtp.example.com',
  PWP__MAIL__MAILER_SENDER: 'push@example.com',
};

/** The problem text readConfig throws, or '' when it starts. */
const problems = (env: Record<string, string>) => {
  try {
    readConfig(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('mail settings', () => {
  it('turns mail off when PWP__MAIL__SMTP_ADDRESS is unset, whatever else is set', () => {
    expect(readConfig({}).mail).toBeNull();
    expect(
      readConfig({ PWP__MAIL__MAILER_SENDER: 'not an address', PWP__MAIL__SMTP_PORT: 'x' }).mail,
    ).toBeNull();
  });

  it('defaults to port 587 with STARTTLS required and no sign-in', () => {
    expect(readConfig(SMTP).mail).toEqual({
      host: 'smtp.example.com',
      port: 587,
      userName: null,
      password: null,
      starttls: true,
      sender: 'push@example.com',
      origin: 'https://push.example.com',
    });
  });

  it('reads every setting, a sender with a display name included', () => {
    const mail = readConfig({
      PWP__OVERRIDE_BASE_URL: 'http://127.0.0.1:5100/',
      PWP__MAIL__SMTP_ADDRESS: ' 127.0.0.1 ',
      PWP__MAIL__SMTP_PORT: '2525',
      PWP__MAIL__SMTP_USER_NAME: 'mailer',
      PWP__MAIL__SMTP_PASSWORD: ' s3cret pass ',
      PWP__MAIL__SMTP_STARTTLS: 'false',
      PWP__MAIL__MAILER_SENDER: 'Secret Push <push@example.com>',
    }).mail;
    expect(mail).toEqual({
      host: '127.0.0.1',
      port: 2525,
      userName: 'mailer',
      password: ' s3cret pass ',
      starttls: false,
      sender: 'Secret Push <push@example.com>',
      origin: 'http://127.0.0.1:5100',
    });
  });

  it('refuses mail without PWP__OVERRIDE_BASE_URL, saying why and how to set it', () => {
    const { PWP__OVERRIDE_BASE_URL: _, ...noOrigin } = SMTP;
    expect(problems(noOrigin)).toBe(
      'PWP__OVERRIDE_BASE_URL must be set when PWP__MAIL__SMTP_ADDRESS is: mails link to this server ' +
        '(password resets, invitations, sign-ups, notices, secret links), and without it a link would ' +
        'take its host from whoever asked for the mail. Set it to the address people open, such as ' +
        'https://push.example.com (or http://127.0.0.1:5100 on your own machine).',
    );
  });

  it('starts with no setting at all: no mail, and no origin needed', () => {
    expect(problems({})).toBe('');
  });

  it('refuses a missing sender, naming the setting', () => {
    expect(problems({ ...ORIGIN, PWP__MAIL__SMTP_ADDRESS: 'smtp.example.com' })).toBe(
      'PWP__MAIL__MAILER_SENDER must be set when PWP__MAIL__SMTP_ADDRESS is: the From address, ' +
        'such as "Secret Push <push@example.com>".',
    );
  });

  it.each(['push', 'push@', 'Secret Push <push>', 'a b@example.com'])('refuses the sender "%s"', (sender) => {
    expect(problems({ ...SMTP, PWP__MAIL__MAILER_SENDER: sender })).toBe(
      'PWP__MAIL__MAILER_SENDER must be an e-mail address such as push@example.com or ' +
        `"Secret Push <push@example.com>", not "${sender}".`,
    );
  });

  it('refuses a bad port, a bad STARTTLS flag and a host with a path', () => {
    expect(problems({ ...SMTP, PWP__MAIL__SMTP_PORT: '70000' })).toBe(
      'PWP__MAIL__SMTP_PORT must be a whole number from 1 to 65535, not "70000".',
    );
    expect(problems({ ...SMTP, PWP__MAIL__SMTP_STARTTLS: 'maybe' })).toBe(
      'PWP__MAIL__SMTP_STARTTLS must be true or false, not "maybe".',
    );
    expect(problems({ ...SMTP, PWP__MAIL__SMTP_ADDRESS: 'smtp://smtp.example.com' })).toBe(
      'PWP__MAIL__SMTP_ADDRESS must be a host name or address such as smtp.example.com.',
    );
  });

  it('refuses a user name without a password and never puts the password in a problem', () => {
    expect(problems({ ...SMTP, PWP__MAIL__SMTP_USER_NAME: 'mailer' })).toBe(
      'PWP__MAIL__SMTP_USER_NAME and PWP__MAIL__SMTP_PASSWORD must be set together, or neither.',
    );
    const text = problems({
      ...ORIGIN,
      PWP__MAIL__SMTP_ADDRESS: 'smtp.example.com',
      PWP__MAIL__SMTP_PASSWORD: 'hunter2-password',
      PWP__MAIL__SMTP_STARTTLS: 'maybe',
      PWP__MAIL__MAILER_SENDER: 'bad',
    });
    expect(text.split('\n')).toHaveLength(3);
    expect(text).toContain('PWP__MAIL__SMTP_USER_NAME and PWP__MAIL__SMTP_PASSWORD must be set together');
    expect(text).not.toContain('hunter2');
  });
});
