import { describe, expect, it } from 'vitest';
import { harness } from '../harness.ts';
import { webClient } from '../web-client.ts';

/** Makes a push through the form in `browser` and returns where its result page is. */
async function pushed(browser: ReturnType<typeof webClient>, fields: Record<string, string>) {
  await browser.get('/');
  const res = await browser.post('/', { kind: 'text', payload: 'for bob only', ...fields });
  expect(res.status).toBe(303);
  return res.headers.get('location') ?? '';
}

describe("a gated push's result page", () => {
  it('tells its creator who may open the link: addresses, members, ranges and the failures that burn it', async () => {
    const h = await harness(undefined, { mail: true });
    const browser = webClient(h.app);
    const result = await pushed(browser, {
      gate_emails: 'bob@client.example, @partner.example',
      gate_members: 'on',
      gate_networks: '192.0.2.0/24',
      gate_burn_after_failures: '3',
    });
    const { html } = await browser.get(result);
    expect(html).toContain('<h2>Recipient</h2>');
    expect(html).toContain('<li><code>bob@client.example</code></li>');
    expect(html).toContain('<li><code>@partner.example</code></li>');
    expect(html).toContain('Only members of this server, signed in');
    expect(html).toContain('<li><code>192.0.2.0/24</code></li>');
    expect(html).toContain('<li><code>3</code></li>');
  });

  it('lists only the parts chosen, in the page language, and nothing to the recipient or for an ungated push', async () => {
    const h = await harness(undefined, { mail: true });
    const browser = webClient(h.app);
    const result = await pushed(browser, { gate_networks: '198.51.100.0/24' });
    const german = await browser.get(`${result}${result.includes('?') ? '&' : '?'}locale=de`);
    expect(german.html).toContain('<li><code>198.51.100.0/24</code></li>');
    expect(german.html).not.toContain('<code>bob@client.example</code>');
    expect(german.html).not.toContain('Only from these address ranges');
    const asRecipient = await webClient(h.app).get(result.replace(/\?.*$/, ''));
    expect(asRecipient.html).not.toContain('198.51.100.0/24');
    const open = await browser.get(await pushed(browser, {}));
    expect(open.html).not.toContain('<h2>Recipient</h2>');
  });
});
