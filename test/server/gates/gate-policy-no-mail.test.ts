import { describe, expect, it } from 'vitest';
import { EMAIL_GATE_UNAVAILABLE } from '../../../shared/gate.ts';
import { onSettings, settingsFormOf } from '../admin-settings-form.ts';
import { harness } from '../harness.ts';

describe('the rule that requires e-mail gates, on a server that sends no mail', () => {
  it('is refused by the settings page beside the rule, and the policy stays as it was', async () => {
    const h = await harness();
    const { browser, shown } = await onSettings(h);
    const refused = await browser.post('/admin/settings', {
      ...settingsFormOf(shown.html),
      'gates.required': 'email',
    });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain(
      'This server sends no mail, so it cannot check an address: choose members or address ranges instead.',
    );
    expect((await h.policy.current()).gates.required).toBe('none');
    const members = await browser.post('/admin/settings', {
      ...settingsFormOf(shown.html),
      'gates.required': 'member',
    });
    expect(members.status).toBe(303);
    expect((await h.policy.current()).gates.required).toBe('member');
  });

  it('falls back to members when set by the environment, says so in the log, and still lets members push', async () => {
    const h = await harness(undefined, { policy: { env: { PWP__GATES__REQUIRED: 'email' } } });
    expect((await h.policy.current()).gates.required).toBe('member');
    expect(h.logLines).toContain(
      'policy: gates.required is email, but this server sends no mail (no SMTP set): members are required instead',
    );
    expect(
      (await h.call('POST', '/api/v2/pushes', { token: h.alice, body: { push: { payload: 'x' } } })).status,
    ).toBe(422);
    const gated = await h.call('POST', '/api/v2/pushes', {
      token: h.alice,
      body: { push: { payload: 'x', gate: { members: true } } },
    });
    expect(gated.status).toBe(201);
    const both = await h.call('POST', '/api/v2/pushes', {
      token: h.alice,
      body: { push: { payload: 'x', gate: { emails: ['bob@client.example'] } } },
    });
    expect([both.status, both.body]).toEqual([
      422,
      {
        gate: [
          'must let only members of this server open the link (policy rule gates.required)',
          EMAIL_GATE_UNAVAILABLE,
        ],
      },
    ]);
  });

  it('keeps e-mail gates required where mail goes out', async () => {
    const h = await harness(undefined, { mail: true, policy: { env: { PWP__GATES__REQUIRED: 'email' } } });
    expect((await h.policy.current()).gates.required).toBe('email');
    expect(h.logLines.filter((line) => line.startsWith('policy: gates.required'))).toEqual([]);
  });
});
