import { describe, expect, it } from 'vitest';
import { type Harness, harness } from './harness.ts';
import { webClient } from './web-client.ts';

const PASSWORD = 'correct horse battery';

/** Alice, an administrator, signed in with a browser that prefers `language`. */
async function adminIn(language: string, h?: Harness) {
  const app = h ?? (await harness());
  await app.admin.setAdmin('alice@example.com', true);
  await app.admin.setPassword('alice@example.com', PASSWORD);
  const browser = webClient(app.app, 'http://push.test', language);
  await browser.get('/users/sign_in');
  await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
  return { h: app, browser };
}

const idOf = async (h: Harness, email: string) => (await h.store.findUserByEmail(email))?.id ?? '';

describe('the admin pages in the browser’s language', () => {
  it('speak German: headings, facts, buttons and the names screen readers hear', async () => {
    const { browser } = await adminIn('de-DE,de;q=0.9');
    const page = await browser.get('/admin');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="de" dir="ltr">');
    expect(page.html).toContain('<title>Verwaltung · Secret Push</title>');
    expect(page.html).toContain('<h1>Verwaltung</h1>');
    expect(page.html).toMatch(/<h2>Benutzer \(2\)<\/h2>/);
    expect(page.html).toContain('<h3>alice@example.com (Sie)</h3>');
    expect(page.html).toContain('<button type="submit">Einladungslink erstellen</button>');
    expect(page.html).toContain(
      'aria-label="Zum Administrator machen (bob@example.com)">Zum Administrator machen</button>',
    );
    expect(page.html).toContain('aria-label="bob@example.com entfernen">Entfernen</a>');
    expect(page.html).toContain('Nimmt Schreibvorgänge an');
    expect(page.html).toContain('Es gibt keine offenen Einladungen.');
    expect(page.html).not.toMatch(/Invite someone|Make administrator|Pending invitations|This instance/);
  });

  it('say how long an invitation lasts in the language’s own count of days', async () => {
    const polish = await adminIn('pl');
    expect((await polish.browser.get('/admin')).html).toContain('ważny przez 7 dni:');
    const russian = await adminIn('ru');
    expect((await russian.browser.get('/admin')).html).toContain('действующая 7 дней:');
    const german = await adminIn('de');
    expect((await german.browser.get('/admin')).html).toContain('7 Tage lang gültig');
  });

  it('answer a refused address, a finished action and the last administrator’s guard in German', async () => {
    const { h, browser } = await adminIn('de');
    await browser.get('/admin');
    const bad = await browser.post('/admin/invitations', { email: 'keine Adresse' });
    expect(bad.status).toBe(422);
    expect(bad.html).toContain(
      '<p class="error" id="invite_email-error">Geben Sie eine E-Mail-Adresse ein, etwa name@example.com.</p>',
    );
    const bobId = await idOf(h, 'bob@example.com');
    await browser.post(`/admin/users/${bobId}/admin`, { admin: 'yes' });
    const done = await browser.get('/admin?done=made_admin');
    expect(done.html).toContain('<p class="success" role="status">Der Benutzer ist jetzt Administrator.</p>');
    expect(done.html).toContain('aria-label="Administratorrechte entziehen (bob@example.com)"');
    const guard = await browser.get('/admin?error=last_admin');
    expect(guard.html).toContain('Dies ist der einzige Administrator');
    expect((await browser.get('/admin?done=unknown')).html).not.toContain('role="status"');
  });

  it('show the invitation link once, the removal question and the refusal in German', async () => {
    const { h, browser } = await adminIn('de');
    await browser.get('/admin');
    await browser.post('/admin/invitations', { email: 'carol@example.com' });
    const shown = await browser.get('/admin/invitations/new');
    expect(shown.html).toContain('<h1>Einladungslink</h1>');
    expect(shown.html).toContain('>Link kopieren</button>');
    expect(shown.html).toContain('Er funktioniert ein einziges Mal, 7 Tage lang.');
    expect((await browser.get('/admin/invitations/new')).html).toContain('<h1>Einladung</h1>');
    const listed = await browser.get('/admin');
    expect(listed.html).toMatch(/<h2>Offene Einladungen \(1\)<\/h2>/);
    expect(listed.html).toContain(
      'aria-label="Widerrufen: Einladung für carol@example.com">Widerrufen</button>',
    );

    const confirm = await browser.get(`/admin/users/${await idOf(h, 'bob@example.com')}/remove`);
    expect(confirm.html).toContain('<h1>bob@example.com entfernen?</h1>');
    expect(confirm.html).toContain('<button class="danger" type="submit">bob@example.com entfernen</button>');
    expect(confirm.html).toContain('>Abbrechen</a>');

    await h.admin.setPassword('bob@example.com', PASSWORD);
    const bob = webClient(h.app, 'http://push.test', 'de');
    await bob.get('/users/sign_in');
    await bob.post('/users/sign_in', { email: 'bob@example.com', password: PASSWORD });
    const refused = await bob.get('/admin');
    expect(refused.status).toBe(403);
    expect(refused.html).toContain('<h1>Nur für Administratoren</h1>');
    expect(refused.html).toContain('<a href="/d/active">Ihre Pushes</a>');
  });

  it('stay in English for a browser that asks for nothing', async () => {
    const h = await harness();
    await h.admin.setAdmin('alice@example.com', true);
    await h.admin.setPassword('alice@example.com', PASSWORD);
    const browser = webClient(h.app);
    await browser.get('/users/sign_in');
    await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
    const page = await browser.get('/admin');
    expect(page.html).toContain('>Invite someone</h2>');
    expect(page.html).toContain('valid for 7 days:');
    expect(page.html).toContain(
      'aria-label="Make administrator (bob@example.com)">Make administrator</button>',
    );
  });
});
