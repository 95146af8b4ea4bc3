import { describe, expect, it } from 'vitest';
import { gateOf } from '../../../server/pushes/gate-check.ts';
import { harness } from '../harness.ts';
import { webClient } from '../web-client.ts';
import { tokenOf } from '../web-push-client.ts';

describe("the push form's Recipient fieldset", () => {
  it('offers the gate without script, inside the more options', async () => {
    const h = await harness(undefined, { mail: true });
    const { html } = await webClient(h.app).get('/');
    expect(html).toContain('<legend>Recipient</legend>');
    expect(html).toMatch(/<input id="gate-emails" name="gate_emails"/);
    expect(html).toContain('name="gate_members" value="on"');
    expect(html).toMatch(/<input id="gate-networks" name="gate_networks"/);
    expect(html).toMatch(/<input id="gate-burn" name="gate_burn_after_failures" type="number"/);
  });

  it('makes a gated push from what was typed, and keeps it sealed in the store', async () => {
    const h = await harness(undefined, { mail: true });
    const browser = webClient(h.app);
    await browser.get('/');
    const res = await browser.post('/', {
      kind: 'text',
      payload: 'for bob only',
      gate_emails: 'Bob@Client.example, @partner.example',
      gate_networks: '192.0.2.0/24',
      gate_burn_after_failures: '3',
      gate_members: 'on',
    });
    expect(res.status).toBe(303);
    const stored = await h.store.findPush(tokenOf(res.headers.get('location')));
    expect(stored?.gate).not.toContain('bob');
    expect(stored && gateOf(stored, h.cipher)).toEqual({
      emails: ['bob@client.example', '@partner.example'],
      members: true,
      networks: ['192.0.2.0/24'],
      burnAfterFailures: 3,
    });
  });

  it('gives back a refused gate as typed, with the fieldset open and its problem under the legend', async () => {
    const h = await harness();
    const browser = webClient(h.app);
    await browser.get('/');
    const res = await browser.post('/', { kind: 'text', payload: 'x', gate_networks: '10.0.0.0/40' });
    expect(res.status).toBe(422);
    expect(res.html).toContain('<details class="more-options" open>');
    expect(res.html).toContain('id="gate-error"');
    expect(res.html).toContain('value="10.0.0.0/40"');
  });

  it('makes an ungated push when the fieldset is left empty', async () => {
    const h = await harness();
    const browser = webClient(h.app);
    await browser.get('/');
    const res = await browser.post('/', {
      kind: 'text',
      payload: 'anyone',
      gate_emails: '',
      gate_networks: '',
    });
    expect((await h.store.findPush(tokenOf(res.headers.get('location'))))?.gate).toBeUndefined();
  });
});
