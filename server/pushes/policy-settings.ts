import { parseDurationText } from '../../shared/duration-text.ts';
import { PUSH_KINDS, type PushKind } from '../../shared/kinds.ts';
import { GATE_REQUIREMENTS, type Policy } from '../../shared/policy.ts';
import {
  policyProblems,
  RULE_NAMES,
  type RuleValue,
  ruleRange,
  ruleValue,
  withRule,
} from '../../shared/policy-rules.ts';
import type { SettingReaders } from '../mail/mail-config.ts';

type Env = Record<string, string | undefined>;

/** The rules environment settings pin, each by the setting's name: no administrator can change them. */
export type PolicyPins = Readonly<Record<string, string>>;

export interface PolicySettings {
  /** The policy the settings give, every rule not set by them at its default. */
  base: Policy;
  pins: PolicyPins;
}

const KIND_PREFIX: Record<PushKind, string> = { text: 'PW', url: 'URL', qr: 'QR', file: 'FILES' };

/** Each rule's setting: Password Pusher's name where it has one. */
function settingNames(): Record<string, string> {
  const names: Record<string, string> = {
    'kinds.text.allowed': 'PWP__ENABLE_TEXT_PUSHES',
    'kinds.url.allowed': 'PWP__ENABLE_URL_PUSHES',
    'kinds.qr.allowed': 'PWP__ENABLE_QR_PUSHES',
    'kinds.file.allowed': 'PWP__ENABLE_FILE_PUSHES',
    pushers: 'PWP__ALLOW_ANONYMOUS',
    requests: 'PWP__ENABLE_REQUESTS',
    linkMails: 'PWP__NOTIFY_BY_EMAIL__ENABLED',
    'files.maxCount': 'PWP__FILES__MAX_FILE_UPLOADS',
    'files.maxSizeMb': 'PWP__FILES__MAX_FILE_SIZE_MB',
    mailDomains: 'PWP__NOTIFY_BY_EMAIL__ALLOWED_DOMAINS',
    twoFactorRequired: 'PWP__REQUIRE_MFA',
    sessionHours: 'PWP__LOGIN_SESSION_TIMEOUT',
    'gates.required': 'PWP__GATES__REQUIRED',
    'keys.maxDays': 'PWP__API_KEYS__MAX_DAYS',
  };
  for (const kind of PUSH_KINDS) {
    const p = `PWP__${KIND_PREFIX[kind]}_`;
    const at = `kinds.${kind}`;
    for (const [what, name] of [
      ['days', 'EXPIRE_AFTER_DAYS'],
      ['hours', 'EXPIRE_AFTER_HOURS'],
      ['views', 'EXPIRE_AFTER_VIEWS'],
    ] as const) {
      for (const end of ['min', 'max', 'default'] as const)
        names[`${at}.${what}.${end}`] = `${p}_${name}_${end.toUpperCase()}`;
    }
    names[`${at}.retrievalStep.allowed`] = `${p}_ENABLE_RETRIEVAL_STEP`;
    names[`${at}.retrievalStep.default`] = `${p}_RETRIEVAL_STEP_DEFAULT`;
    names[`${at}.retrievalStep.required`] = `${p}_REQUIRE_RETRIEVAL_STEP`;
    names[`${at}.deletableByViewer.allowed`] = `${p}_ENABLE_DELETABLE_PUSHES`;
    names[`${at}.deletableByViewer.default`] = `${p}_DELETABLE_PUSHES_DEFAULT`;
    names[`${at}.deletableByViewer.required`] = `${p}_REQUIRE_DELETABLE_PUSHES`;
    names[`${at}.passphrase.required`] = `${p}_REQUIRE_PASSPHRASE`;
    names[`${at}.passphrase.minLength`] = `${p}_PASSPHRASE_MIN_LENGTH`;
    names[`${at}.sealedRequired`] = `${p}_REQUIRE_SEALED`;
  }
  return names;
}

/** Every rule's setting name, by rule; published with the policy. */
export const POLICY_SETTING_NAMES: Readonly<Record<string, string>> = settingNames();

/** The rules whose settings only the policy reads. */
const OWN_RULE = /^kinds\.(?:text\.allowed|\w+\.(?:hours\.|passphrase\.|sealedRequired|\w+\.required))/;

const isSet = (env: Env, name: string) => (env[name]?.trim() ?? '') !== '';

/**
 * Reads the policy's own settings over `given` (the policy the instance, account and notification
 * settings already give) and pins every rule whose setting is set; each bad one adds its problem.
 */
export function readPolicySettings(
  env: Env,
  read: SettingReaders,
  problems: string[],
  given: Policy,
): PolicySettings {
  let base = given;
  const pins: Record<string, string> = {};
  // Requests need their pages, which PWP__ENABLE_REQUESTS mounts: off, it pins them off; on, the administrator may still turn them off.
  if (given.requests === 'nobody') pins.requests = 'PWP__ENABLE_REQUESTS';
  for (const rule of RULE_NAMES) {
    const name = POLICY_SETTING_NAMES[rule];
    if (name === undefined || rule === 'requests' || !isSet(env, name)) continue;
    pins[rule] = name;
    const value = settingValue(env, name, rule, ruleValue(given, rule), read, problems);
    base = withRule(base, rule, value);
  }
  for (const [rule, problem] of Object.entries(policyProblems(base)))
    problems.push(`${POLICY_SETTING_NAMES[rule] ?? rule} ${problem}.`);
  return { base, pins };
}

/** A setting's value for its rule; the settings the server read before (days, views, flags) come as they were read. */
function settingValue(
  env: Env,
  name: string,
  rule: string,
  given: RuleValue,
  read: SettingReaders,
  problems: string[],
): RuleValue {
  const text = env[name]?.trim() ?? '';
  if (rule === 'sessionHours') {
    const ms = parseDurationText(text);
    if (ms === null || ms > 720 * 3_600_000) {
      problems.push(`${name} must be a duration of at most 30 days, such as "2 hours", not "${text}".`);
      return given;
    }
    return Math.max(1, Math.ceil(ms / 3_600_000));
  }
  if (rule === 'gates.required') {
    if ((GATE_REQUIREMENTS as readonly string[]).includes(text)) return text;
    problems.push(`${name} must be one of ${GATE_REQUIREMENTS.join(', ')}, not "${text}".`);
    return given;
  }
  if (rule === 'mailDomains') {
    return text
      .split(/[\s,]+/)
      .map((domain) => domain.toLowerCase().replace(/^@/, ''))
      .filter((domain) => domain !== '');
  }
  if (rule === 'keys.maxDays') return read.int(name, 1, ...ruleRange(rule));
  // The instance, account and notification settings read the others already.
  if (!OWN_RULE.test(rule)) return given;
  if (typeof given === 'boolean') return read.flag(name, given);
  return read.int(name, typeof given === 'number' ? given : 1, ...ruleRange(rule));
}
