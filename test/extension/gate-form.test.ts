import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handleMenuClick, MENU_PUSH_SELECTION } from '../../extension/lib/context-menu.ts';
import { emptyGateForm, gateOf, gateProblems } from '../../extension/lib/gate-form.ts';
import { gateWhoWords } from '../../extension/lib/gate-words.ts';
import { featuresFromVersion } from '../../extension/lib/instance-features.ts';
import { formFromDefaults, formProblem, requestFromForm } from '../../extension/lib/push-form.ts';
import { boundDefaults, defaultPushDefaults } from '../../extension/lib/settings-store.ts';
import { createBody } from '../../shared/api-client.ts';
import { normalizeGate } from '../../shared/gate.ts';
import type { FieldErrors } from '../../shared/result.ts';
import { versionJson } from '../../shared/wire.ts';
import { ourPush } from '../shared/api-fixtures.ts';
import { configure, instance, menuTestEnv } from './menu-fixtures.ts';

const gate = (patch: Partial<ReturnType<typeof emptyGateForm>>) => ({ ...emptyGateForm(), ...patch });
const textForm = (patch: Partial<ReturnType<typeof emptyGateForm>>) => ({
  ...formFromDefaults(defaultPushDefaults(), ''),
  payload: 'hunter2',
  gate: gate(patch),
});

describe('the Recipient section', () => {
  it('says beside each field what the server would refuse, by the shared rules', () => {
    expect(gateProblems(gate({ recipient: 'bob', networks: '10.0.0.0/33', burnAfter: '0' }))).toEqual({
      recipient: 'Enter addresses (name@example.com) or domains (@example.com), at most 20.',
      networks: 'Enter IP addresses or CIDR ranges (192.0.2.0/24, 2001:db8::/32), at most 20.',
      burnAfter: 'Enter a whole number from 1 to 100.',
    });
    expect(gateProblems(gate({ recipient: 'Bob@Client.example, @client.example', burnAfter: '3' }))).toEqual(
      {},
    );
    expect(formProblem(textForm({ burnAfter: '101' }))).toBe('Enter a whole number from 1 to 100.');
  });

  it.each([
    ['bob@client.example', '', ''],
    ['@client.example; alice@client.example', '198.51.100.7 2001:db8::/32', '100'],
    ['bob@', '', ''],
    ['client.example', '', ''],
    ['', '10.0.0.0/8/1', ''],
    ['', '::ffff:zz', ''],
    ['', '', '1.5'],
    ['', '', '-1'],
    [Array.from({ length: 21 }, (_, n) => `u${n}@client.example`).join(','), '', ''],
  ])('agrees with the server’s own check on %s | %s | %s', (recipient, networks, burnAfter) => {
    const errors: FieldErrors = {};
    const server = normalizeGate(
      { emails: recipient, members: false, networks, burn_after_failures: burnAfter },
      errors,
    );
    const form = gate({ recipient, networks, burnAfter });
    expect(Object.keys(gateProblems(form)).length === 0).toBe(errors.gate === undefined);
    expect(gateOf(form)).toEqual(server);
  });

  it('sends the address typed once as the gate, under the names the API reads', () => {
    const request = requestFromForm(
      textForm({ recipient: 'Bob@Client.example', members: true, networks: '2001:db8::/32', burnAfter: '3' }),
    );
    expect(request.gate).toEqual({
      emails: ['bob@client.example'],
      members: true,
      networks: ['2001:db8::/32'],
      burnAfterFailures: 3,
    });
    expect(JSON.parse(createBody(request)).push.gate).toEqual({
      emails: ['bob@client.example'],
      members: true,
      networks: ['2001:db8::/32'],
      burn_after_failures: 3,
    });
  });

  it('sends no gate when the section is empty, and the gate with a file push too (its multipart fields nest it)', () => {
    expect(requestFromForm(textForm({})).gate).toBeUndefined();
    expect(JSON.parse(createBody(requestFromForm(textForm({})))).push).not.toHaveProperty('gate');
    expect(requestFromForm({ ...textForm({ members: true }), kind: 'file' }).gate).toEqual({
      emails: [],
      members: true,
      networks: [],
      burnAfterFailures: null,
    });
    expect(
      formProblem({ ...textForm({ recipient: 'bob' }), kind: 'url', payload: 'https://a.example' }),
    ).toBe('Enter addresses (name@example.com) or domains (@example.com), at most 20.');
  });

  it('says for whom a gated push is', () => {
    const made = gateOf(gate({ recipient: 'bob@client.example', members: true, networks: '192.0.2.0/24' }));
    expect(made && gateWhoWords(made)).toBe(
      'bob@client.example and members of this instance; from 192.0.2.0/24',
    );
    expect(gateWhoWords({ emails: [], members: false, networks: [], burnAfterFailures: 4 })).toBe(
      'failed attempts allowed: 4',
    );
  });
});

describe('the default gate', () => {
  it('keeps a well-formed default and drops a broken or empty one', () => {
    const members = gate({ members: true });
    expect(boundDefaults({ gate: members }).gate).toEqual(members);
    expect(boundDefaults({ gate: gate({ recipient: 'not an address' }) })).not.toHaveProperty('gate');
    expect(boundDefaults({ gate: emptyGateForm() })).not.toHaveProperty('gate');
    expect(boundDefaults({ gate: 'members' as never })).not.toHaveProperty('gate');
    expect(formFromDefaults({ ...defaultPushDefaults(), gate: members }, '').gate).toEqual(members);
  });

  it('knows an instance reads gates from its version answer: ours says so, Password Pusher never', () => {
    const ours = versionJson('1.0.0', {
      allowAnonymous: true,
      enableFilePushes: false,
      enableUrlPushes: true,
      enableQrPushes: true,
    } as never);
    expect(featuresFromVersion(ours).gates).toBe(true);
    const { secret_push_features: _, secret_push_version: __, ...pwpush } = ours;
    expect(featuresFromVersion(pwpush).gates).toBe(false);
  });

  it.each([
    [true, { emails: [], members: true, networks: [] }],
    [false, undefined],
  ])('goes with a right-click push where the instance reads gates (%s)', async (gates, sent) => {
    fakeBrowser.reset();
    const base = instance();
    const features = base.features === null ? null : { ...base.features, gates };
    await configure(instance({ features, defaults: { ...base.defaults, gate: gate({ members: true }) } }));
    const { env, calls } = menuTestEnv(201, ourPush());
    expect(await handleMenuClick({ menuItemId: MENU_PUSH_SELECTION, selectionText: 'hunter2' }, env)).toBe(
      'pushed',
    );
    expect(JSON.parse(calls[0]?.body ?? '').push.gate).toEqual(sent);
  });
});
