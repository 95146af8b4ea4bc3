import { afterEach, describe, expect, it } from 'vitest';
import { requestGateOf } from '../../../server/requests/request-gate.ts';
import { EMAIL_GATE_UNAVAILABLE } from '../../../shared/gate.ts';
import { webClient } from '../web-client.ts';

import { type RequestApp, type RequestAppOptions, requestApp } from './request-app.ts';
import { BOB, gatedRequest, signedIn } from './request-gate-support.ts';

const opened: RequestApp[] = [];
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});
async function start(options: RequestAppOptions = {}) {
  const h = await requestApp(options);
  opened.push(h);
  return h;
}
const ask = (h: RequestApp, gate: unknown) =>
  h.call('POST', '/api/v2/requests', { token: h.alice, body: { request: { request: 'The key', gate } } });

describe("a request's gate through the API", () => {
  it('takes the push’s gate shape on create and keeps it sealed', async () => {
    const h = await start({ mail: true });
    const made = await ask(h, { emails: ['Bob@Client.example'], networks: ['2001:db8::/32'] });
    expect(made.status).toBe(201);
    const stored = await h.store.findRequest(String((made.body as { url_token: string }).url_token));
    expect(stored && requestGateOf(stored, h.cipher)).toEqual({
      emails: ['bob@client.example'],
      members: false,
      networks: ['2001:db8::/32'],
      burnAfterFailures: null,
    });
  });

  it('refuses a bad gate, and a count of failures a request has no use for, naming the field', async () => {
    const h = await start({ mail: true });
    expect(await ask(h, { networks: ['10.0.0.0/40'] })).toEqual({
      status: 422,
      body: { gate: ['networks must be IP addresses or CIDR ranges'] },
    });
    expect(await ask(h, { members: true, burn_after_failures: 3 })).toEqual({
      status: 422,
      body: { gate: ['burn_after_failures is not taken by a request: its answer is sent once'] },
    });
    expect(
      await h.store.listRequests((await h.store.findUserByEmail('alice@example.com'))?.id ?? '', {
        now: 0,
        offset: 0,
        limit: 10,
      }),
    ).toEqual([]);
  });
});

describe('e-mail gates on a server that sends no mail', () => {
  it('refuses a request asking an address through the API with a 422 naming the gate, and takes members', async () => {
    const h = await start();
    expect(await ask(h, { emails: [BOB] })).toEqual({
      status: 422,
      body: { gate: [EMAIL_GATE_UNAVAILABLE] },
    });
    expect((await ask(h, { members: true })).status).toBe(201);
  });

  it('leaves the address field out of the request form, and refuses one posted anyway beside the fieldset', async () => {
    const { h, made } = await gatedRequest({ gate_emails: BOB }, {});
    opened.push(h);
    expect(made.status).toBe(422);
    expect(made.html).toContain(
      '<p class="error" id="gate-error">This server sends no mail, so it cannot check an address: choose members or address ranges instead.</p>',
    );
    expect(made.html).toContain('<fieldset class="gate" aria-describedby="gate-error">');
    expect(made.html).not.toContain('id="gate-emails"');
    expect(made.html).toContain('name="gate_members" value="on"');
  });

  it('leaves the address field out of the push form, and refuses an e-mail gate posted anyway', async () => {
    const h = await start();
    const browser = await signedIn(h, 'alice@example.com');
    const form = await browser.get('/');
    expect(form.html).not.toContain('id="gate-emails"');
    expect(form.html).toContain('name="gate_members" value="on"');
    const refused = await browser.post('/', { kind: 'text', payload: 'x', gate_emails: BOB });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('id="gate-error"');
    const api = await h.call('POST', '/api/v2/pushes', {
      token: h.alice,
      body: { push: { payload: 'x', gate: { emails: [BOB] } } },
    });
    expect(api).toMatchObject({ status: 422, body: { gate: [EMAIL_GATE_UNAVAILABLE] } });
    expect((await webClient(h.app).get('/')).html).not.toContain('id="gate-emails"');
  });
});
