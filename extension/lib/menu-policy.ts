import type { NewPushRequest } from '../../shared/api-client.ts';
import type { KindPolicy } from '../../shared/policy.ts';
import { durationAllowed, formUnderRules, policyProblem } from './instance-policy.ts';
import { expiryFields } from './push-actions.ts';
import type { PushForm } from './push-form.ts';
import type { StorageArea } from './settings-store.ts';

/** Where a right-click push the policy refused leaves its reason for the popup it opens. */
export const MENU_REFUSAL_KEY = 'menuRefusal';

/** A right-click push as the kind's rules have it: expiry within bounds, required options on. */
export function requestUnderRules(request: NewPushRequest, rules: KindPolicy | null): NewPushRequest {
  if (rules === null) return request;
  const index = request.expireAfterDuration ?? 12;
  const asForm = {
    kind: request.kind,
    durationIndex: index,
    views: request.expireAfterViews ?? rules.views.default,
    retrievalStep: request.retrievalStep === true,
    deletableByViewer: request.deletableByViewer === true,
    sealed: false,
  } as PushForm;
  const ruled = formUnderRules(asForm, rules);
  return {
    ...request,
    ...(durationAllowed(rules, index) ? {} : expiryFields(ruled.durationIndex)),
    expireAfterViews: ruled.views,
    retrievalStep: ruled.retrievalStep,
    deletableByViewer: request.kind === 'url' ? request.deletableByViewer : ruled.deletableByViewer,
  };
}

/** Why the policy would refuse this right-click push (a passphrase or sealing it requires); null when it would not. */
export const menuRefusal = (request: NewPushRequest, sealed: boolean, rules: KindPolicy | null) =>
  policyProblem({ kind: request.kind, passphrase: request.passphrase ?? '', sealed }, rules);

/** The reason a right-click push was not sent, read once by the popup it opened. */
export async function takeMenuRefusal(storage: StorageArea): Promise<string | null> {
  const reason = (await storage.get(MENU_REFUSAL_KEY))[MENU_REFUSAL_KEY];
  if (typeof reason !== 'string') return null;
  await storage.set({ [MENU_REFUSAL_KEY]: null });
  return reason;
}
