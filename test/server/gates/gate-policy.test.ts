import { describe, expect, it } from 'vitest';
import { readPolicySettings } from '../../../server/pushes/policy-settings.ts';
import { defaultPolicy } from '../../../shared/policy.ts';
import { ruleValueProblem } from '../../../shared/policy-rules.ts';
import { onSettings, settingsFormOf } from '../admin-settings-form.ts';
import { harness } from '../harness.ts';
import { webClient } from '../web-client.ts';

const readers = {
  flag: (_name: string, given: boolean) => given,
  int: (_name: string, given: number) => given,
} as unknown as Parameters<typeof readPolicySettings>[1];

describe('the rule that requires a gate', () => {
  it('is asked on the settings page as a choice, saved through the policy and named in the history', async () => {
    const h = await harness(undefined, { mail: true });
    const { browser, shown } = await onSettings(h);
    expect(shown.html).toMatch(
      /<select [^>]*name="gates.required"[^>]*>[\s\S]*?<option value="none" selected>None required<\/option>[\s\S]*?<option value="member">Members only<\/option>/,
    );
    const saved = await browser.post('/admin/settings', {
      ...settingsFormOf(shown.html),
      'gates.required': 'email',
    });
    expect(saved.status).toBe(303);
    expect((await h.policy.current()).gates.required).toBe('email');
    const after = await browser.get('/admin/settings?done=saved');
    expect(after.html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).toContain(
      'alice@example.com Gate every push must have None required Recipients’ e-mail addresses',
    );
  });

  it('makes the push form open its Recipient fieldset and say what is required before anything is typed', async () => {
    const h = await harness();
    const before = await webClient(h.app).get('/');
    expect(before.html).not.toContain('id="gate-required"');
    const { browser, shown } = await onSettings(h);
    await browser.post('/admin/settings', { ...settingsFormOf(shown.html), 'gates.required': 'member' });
    const page = await webClient(h.app).get('/');
    expect(page.html).toContain('<details class="more-options" open>');
    expect(page.html).toContain('<fieldset class="gate" aria-describedby="gate-required">');
    expect(page.html).toContain(
      '<p class="muted" id="gate-required">This server requires that only members, signed in, can open the link.</p>',
    );
  });

  it('is read from PWP__GATES__REQUIRED, which pins it, and refuses a value it does not know', () => {
    const problems: string[] = [];
    const read = readPolicySettings({ PWP__GATES__REQUIRED: 'any' }, readers, problems, defaultPolicy());
    expect([read.base.gates.required, read.pins['gates.required'], problems]).toEqual([
      'any',
      'PWP__GATES__REQUIRED',
      [],
    ]);
    readPolicySettings({ PWP__GATES__REQUIRED: 'everyone' }, readers, problems, defaultPolicy());
    expect(problems).toEqual([
      'PWP__GATES__REQUIRED must be one of none, any, email, member, not "everyone".',
    ]);
    expect(defaultPolicy().gates.required).toBe('none');
    expect(ruleValueProblem('gates.required', 'sometimes')).toBe('must be one of: none, any, email, member');
  });
});
