import { afterEach, describe, expect, it } from 'vitest';
import type { RequestApp } from './request-app.ts';
import { gatedRequest } from './request-gate-support.ts';

const opened: RequestApp[] = [];
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});
async function gated(gate: Record<string, string>) {
  const made = await gatedRequest(gate);
  opened.push(made.h);
  return made;
}

/** The page's "who may answer" part: from its heading to the close form after it, spaces squeezed. */
function whoMayAnswer(html: string, heading: string): string | undefined {
  const start = html.indexOf(`<h2>${heading}</h2>`);
  if (start < 0) return undefined;
  return html.slice(start, html.indexOf('<form', start)).replace(/\s+/g, ' ').trim();
}

describe("a requester's own request page", () => {
  it('shows who may answer: the addresses and @domains, members only, the address ranges', async () => {
    const { alice, token } = await gated({
      gate_emails: 'Bob@Client.example, @partner.example',
      gate_members: 'on',
      gate_networks: '192.0.2.0/24, 2001:db8::/32',
    });
    const page = await alice.get(`/requests/${token}`);
    expect(page.status).toBe(200);
    expect(whoMayAnswer(page.html, 'Who may answer')).toBe(
      '<h2>Who may answer</h2> <ul> ' +
        '<li>Only these addresses or @domains may answer<ul><li><code>bob@client.example</code></li><li><code>@partner.example</code></li></ul></li> ' +
        '<li>Only members of this server, signed in</li> ' +
        '<li>Only from these address ranges<ul><li><code>192.0.2.0/24</code></li><li><code>2001:db8::/32</code></li></ul></li> ' +
        '</ul>',
    );
  });

  it("shows only the gate's parts the requester chose, in the page's language", async () => {
    const { alice, token } = await gated({ gate_networks: '192.0.2.0/24' });
    const page = await alice.get(`/requests/${token}?locale=de`);
    expect(whoMayAnswer(page.html, 'Wer antworten darf')).toBe(
      '<h2>Wer antworten darf</h2> <ul> <li>Nur aus diesen Adressbereichen<ul><li><code>192.0.2.0/24</code></li></ul></li> </ul>',
    );
  });

  it('says nothing of a gate when anyone holding the link may answer', async () => {
    const { alice, token } = await gated({});
    const page = await alice.get(`/requests/${token}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('Who may answer');
  });
});
