import { describe, expect, it } from 'vitest';
import { testConnection } from '../../extension/lib/instance-features.ts';
import { durationAllowed, formUnderRules, policyProblem } from '../../extension/lib/instance-policy.ts';
import { formFromDefaults } from '../../extension/lib/push-form.ts';
import { defaultPushDefaults } from '../../extension/lib/settings-store.ts';
import { createApiClient } from '../../shared/api-client.ts';
import { EXPIRE_DURATIONS } from '../../shared/durations.ts';
import { defaultPolicy, type KindPolicy } from '../../shared/policy.ts';
import { harness } from '../server/harness.ts';
import { answering, type Call } from '../shared/api-fixtures.ts';

const index = (label: string) => EXPIRE_DURATIONS.findIndex((d) => d.label === label);
const text = (change: (rules: KindPolicy) => void = () => {}): KindPolicy => {
  const rules = structuredClone(defaultPolicy().kinds.text);
  change(rules);
  return rules;
};

describe("an instance's policy in the extension", () => {
  it('reads the policy when the version document lists it, and keeps it with the features', async () => {
    const h = await harness((s) => {
      s.kinds.text.expireAfterViews = { min: 1, default: 3, max: 7 };
    });
    const client = createApiClient({
      baseUrl: 'http://push.test',
      fetch: async (url, init) => h.app.fetch(new Request(url, init)),
    });
    const report = await testConnection(client, false);
    expect(report.features?.policy?.kinds.text.views).toEqual({ min: 1, default: 3, max: 7 });
    await h.close();
  });

  it('asks Password Pusher for no policy', async () => {
    const calls: Call[] = [];
    const pwpush = { application_version: '1.50.0', api_version: '2.1', edition: 'oss', features: {} };
    const client = createApiClient({ baseUrl: 'https://pwpush.example', ...answering(200, pwpush, calls) });
    const report = await testConnection(client, false);
    expect(report.features?.policy).toBeUndefined();
    expect(calls.map((c) => c.url)).toEqual(['https://pwpush.example/api/v2/version']);
  });

  it('offers the durations within the days and the hours allowed', () => {
    const rules = text((r) => {
      r.hours = { min: 1, max: 48, default: null };
    });
    expect(durationAllowed(rules, index('30 minutes'))).toBe(false);
    expect(durationAllowed(rules, index('1 hour'))).toBe(true);
    expect(durationAllowed(rules, index('2 days'))).toBe(true);
    expect(durationAllowed(rules, index('3 days'))).toBe(false);
    expect(durationAllowed(null, index('3 months'))).toBe(true);
  });

  it('turns a form to the rules: a duration and views within bounds, required options and sealing on', () => {
    const form = {
      ...formFromDefaults({ ...defaultPushDefaults(), durationIndex: index('2 weeks'), views: 50 }, ''),
      retrievalStep: false,
      deletableByViewer: false,
    };
    const rules = text((r) => {
      r.hours = { min: 0, max: 72, default: 24 };
      r.views = { min: 1, default: 2, max: 10 };
      r.retrievalStep.required = true;
      r.sealedRequired = true;
    });
    expect(formUnderRules(form, rules)).toMatchObject({
      durationIndex: index('1 day'),
      views: 2,
      retrievalStep: true,
      deletableByViewer: false,
      sealed: true,
    });
    expect(formUnderRules(form, null)).toBe(form);
  });

  it('names what the policy would refuse before anything is sent', () => {
    const rules = text((r) => {
      r.passphrase = { required: true, minLength: 8 };
    });
    expect(policyProblem({ kind: 'text', passphrase: 'short', sealed: false }, rules)).toBe(
      'This instance requires a passphrase: at least 8 characters.',
    );
    expect(policyProblem({ kind: 'text', passphrase: 'long enough', sealed: false }, rules)).toBeNull();
    const sealedOnly = text((r) => {
      r.sealedRequired = true;
    });
    expect(policyProblem({ kind: 'text', sealed: false }, sealedOnly)).toBe(
      'This instance takes only sealed (end-to-end encrypted) pushes of this kind.',
    );
    expect(policyProblem({ kind: 'url', sealed: false }, { ...sealedOnly })).toBeNull();
    expect(policyProblem({ kind: 'text', sealed: false }, null)).toBeNull();
  });
});
