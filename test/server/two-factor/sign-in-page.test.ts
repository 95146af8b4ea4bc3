import { describe, expect, it } from 'vitest';
import type { OidcSettings } from '../../../server/accounts/account-settings.ts';
import { webClient } from '../web-client.ts';
import { EMAIL, PASSWORD, twoFactorApp } from './two-factor-app.ts';

const OIDC: OidcSettings = {
  issuer: 'https://id.example.com',
  clientId: 'secret-push',
  clientSecret: 'never shown',
  allowedDomains: [],
  autoProvision: false,
  passwordSignIn: true,
  timeoutMs: 10_000,
  name: 'Example ID',
};

async function signInPage(...args: Parameters<typeof twoFactorApp>) {
  const t = await twoFactorApp(...args);
  const browser = webClient(t.app);
  return { t, browser, page: await browser.get('/users/sign_in?return_to=%2Fusers%2Faccount') };
}

describe('the sign-in page', () => {
  it('offers only the password form and the invitation sentence on a server without mail or single sign-on', async () => {
    const { page } = await signInPage();
    expect(page.html).toContain('<form method="post" action="/users/sign_in">');
    expect(page.html).toContain('Ask your administrator for an invitation.');
    expect(page.html).not.toContain('/users/auth/oidc');
    expect(page.html).not.toContain('/users/password/new');
    expect(page.html).not.toContain('/users/sign_up');
  });

  it('offers single sign-on by its name, with the page token and return_to, beside the password form', async () => {
    const { page } = await signInPage({ oidc: OIDC });
    const form =
      /<form method="post" action="\/users\/auth\/oidc">([\s\S]*?)<\/form>/.exec(page.html)?.[1] ?? '';
    expect(form).toMatch(/<input type="hidden" name="_csrf" value="[^"]{20,}">/);
    expect(form).toContain('<input type="hidden" name="return_to" value="/users/account">');
    expect(form).toContain('<button class="secondary" type="submit">Sign in with Example ID</button>');
    expect(page.html).toContain('Or sign in with your e-mail and password:');
    expect(page.html).toContain('<form method="post" action="/users/sign_in">');
    expect(page.html).not.toContain('never shown');
  });

  it('names single sign-on in its own words when the provider has no name', async () => {
    const { page } = await signInPage({ oidc: { ...OIDC, name: null } });
    expect(page.html).toContain('Sign in with single sign-on</button>');
  });

  it('hides the password form and refuses a password when single sign-on replaces it', async () => {
    const { browser, page } = await signInPage({ oidc: { ...OIDC, passwordSignIn: false } }, { mail: true });
    expect(page.html).toContain('<button type="submit">Sign in with Example ID</button>');
    expect(page.html).not.toContain('<form method="post" action="/users/sign_in">');
    expect(page.html).not.toContain('type="password"');
    expect(page.html).not.toContain('/users/password/new');
    const refused = await browser.post('/users/sign_in', { email: EMAIL, password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.html).toContain('This server signs people in with single sign-on only.');
    expect(browser.cookies.has('sp_session')).toBe(false);
  });

  it('links to a password reset when mail is set, and to sign-up when sign-up is on too', async () => {
    const mail = await signInPage({}, { mail: true });
    expect(mail.page.html).toContain('<a href="/users/password/new">Forgot your password?</a>');
    expect(mail.page.html).not.toContain('/users/sign_up');
    const signups = await signInPage({ signups: true }, { mail: true });
    expect(signups.page.html).toContain('<a href="/users/sign_up">No account yet? Sign up</a>');
    expect(signups.page.html).not.toContain('Ask your administrator for an invitation.');
    const noMail = await signInPage({ signups: true });
    expect(noMail.page.html).not.toContain('/users/sign_up');
  });

  it('sends one already signed in on to return_to', async () => {
    const { browser } = await signInPage();
    await browser.post('/users/sign_in', { email: EMAIL, password: PASSWORD });
    const res = await browser.get('/users/sign_in?return_to=%2Fusers%2Faccount');
    expect([res.status, res.headers.get('location')]).toEqual([303, '/users/account']);
    expect((await browser.get('/users/sign_in?return_to=%2F%2Fevil.example')).headers.get('location')).toBe(
      '/',
    );
  });
});
