import {
  policyProblems,
  RULE_NAMES,
  ruleValue,
  ruleValueProblem,
  withRule,
} from '../../shared/policy-rules.ts';
import { type FieldErrors, fieldErrors, ok, type Result, refuse } from '../../shared/result.ts';
import { type ActivityClient, type ActivityRecorder, userActor } from '../activity/activity-recorder.ts';
import type { PolicyStore } from '../store/policy-store.ts';
import type { UserRecord } from '../store/records.ts';
import { EMAIL_GATES_NEED_MAIL } from './policy-gate-fallback.ts';
import type { PolicySource } from './policy-source.ts';
import { recordChanges } from './saved-record-changes.ts';

export interface ChangePolicyDeps {
  store: Pick<PolicyStore, 'changePolicy'>;
  source: PolicySource;
  now: () => number;
  /** Each rule changed is an entry of the activity log; none is recorded without it. */
  activity?: ActivityRecorder;
}

const NOT_ADMIN = { error: 'Only an administrator can change the policy.' };

/**
 * An administrator's change of some rules (by rule path, new values as the policy holds them):
 * refused whole, rule by rule, when a rule is unknown, pinned by a setting, of the wrong shape, or
 * would contradict another; else each rule that differs is saved and recorded with who changed
 * it, from what, to what and when. This server follows it at once, the others within their refresh.
 */
export async function changePolicy(
  deps: ChangePolicyDeps,
  user: Pick<UserRecord, 'id' | 'email' | 'admin'>,
  asked: Record<string, unknown>,
  client: ActivityClient | null = null,
): Promise<Result<{ version: number; changed: string[] }>> {
  if (!user.admin) return refuse(403, NOT_ADMIN);
  const { pins } = deps.source.settings;
  const { policy: before, version } = await deps.source.fresh();
  const errors: FieldErrors = {};
  let after = before;
  for (const [rule, value] of Object.entries(asked)) {
    const pin = pins[rule];
    const problem =
      pin !== undefined
        ? `is set by the server's configuration (${pin}) and cannot be changed here`
        : ruleValueProblem(rule, value);
    if (problem !== null) errors[rule] = [problem];
    else after = withRule(after, rule, value as never);
  }
  // No code could reach a recipient from a server without mail: requiring e-mail gates would refuse every push.
  if (
    'gates.required' in asked &&
    after.gates.required === 'email' &&
    !deps.source.gateKinds.includes('email')
  )
    errors['gates.required'] ??= [EMAIL_GATES_NEED_MAIL];
  // A contradiction is told at the rule that would break, asked or not (a minimum above a pinned maximum).
  for (const [rule, problem] of Object.entries(policyProblems(after))) errors[rule] ??= [problem];
  if (Object.keys(errors).length > 0) return fieldErrors(errors);
  const at = deps.now();
  const changes = recordChanges(
    RULE_NAMES,
    { before: (rule) => ruleValue(before, rule), after: (rule) => ruleValue(after, rule) },
    user,
    at,
  );
  if (changes.length === 0) return ok({ version, changed: [] });
  const saved = await deps.store.changePolicy(changes);
  deps.source.forget();
  for (const change of changes)
    await deps.activity?.record({
      event: 'policy.changed',
      actor: userActor(user),
      client,
      target: { kind: 'policy', id: change.rule },
      outcome: 'success',
      details: { rule: change.rule, from: change.from, to: change.to, version: saved },
    });
  return ok({ version: saved, changed: changes.map((change) => change.rule) });
}
