import { PUSH_KINDS, type PushKind } from './kinds.ts';
import { type Bounds, defaultSettings, type InstanceSettings, isKindEnabled } from './settings.ts';

/** A push option (retrieval step, deletable by viewer): offered at all, ticked when not asked, or always on. */
export interface OptionRule {
  allowed: boolean;
  default: boolean;
  required: boolean;
}

/** A push's life in hours, whatever way it was asked; `default` null leaves the days' default. */
export interface HourBounds {
  min: number;
  max: number;
  default: number | null;
}

/** The rules of one kind of push. */
export interface KindPolicy {
  allowed: boolean;
  days: Bounds;
  hours: HourBounds;
  views: Bounds;
  retrievalStep: OptionRule;
  deletableByViewer: OptionRule;
  /** A passphrase of at least `minLength` characters on every push of the kind. */
  passphrase: { required: boolean; minLength: number };
  /** Only sealed (end-to-end) pushes; read for the kinds that can be sealed, text and file. */
  sealedRequired: boolean;
}

/** Who may do a thing: anyone, or only people signed in. */
export type Audience = 'anyone' | 'signed_in';
/** Features that need an account at least: signed-in people, or nobody. */
export type MemberFeature = 'signed_in' | 'nobody';

/**
 * The gate every push must carry (shared/gate.ts): none, any that stands before its pages,
 * recipients' e-mail addresses, or members of this instance.
 */
export type GateRequirement = 'none' | 'any' | 'email' | 'member';

export const GATE_REQUIREMENTS: readonly GateRequirement[] = ['none', 'any', 'email', 'member'];

/** The instance's rules, set once: every door of the push service reads them. */
export interface Policy {
  kinds: Record<PushKind, KindPolicy>;
  /** Who may make a push (Password Pusher's `PWP__ALLOW_ANONYMOUS`). */
  pushers: Audience;
  /** Who may ask someone for a secret. */
  requests: MemberFeature;
  /** Who may have a push's link mailed. */
  linkMails: MemberFeature;
  files: { maxCount: number; maxSizeMb: number };
  /** The domains links may be mailed to (lower case, no @); empty allows every domain. */
  mailDomains: string[];
  /** Everyone who signs in with a password sets up a second factor first. */
  twoFactorRequired: boolean;
  /** How long a web session lasts, in hours. */
  sessionHours: number;
  /** The gate every push must carry; `none` before any administrator asks for one. */
  gates: { required: GateRequirement };
  /** The longest a named API key may last, in days; null lets a key last without end. */
  keys: { maxDays: number | null };
}

/** The kinds whose payload a browser can seal; a URL or a QR code's text the server must read. */
export const SEALABLE_KINDS: readonly PushKind[] = ['text', 'file'];

/** The web session's length before any rule: eight hours, as sessions have always lasted. */
export const DEFAULT_SESSION_HOURS = 8;

/** The parts of the server's settings the policy reads besides the instance's push settings. */
export interface PolicyBase {
  settings: InstanceSettings;
  requireMfa: boolean;
  requests: boolean;
  linkMails: boolean;
}

/** The policy the settings already give: with every setting at its default, exactly today's behaviour. */
export function policyFromSettings(base: PolicyBase): Policy {
  const { settings } = base;
  const kind = (k: PushKind): KindPolicy => {
    const s = settings.kinds[k];
    return {
      allowed: isKindEnabled(settings, k),
      days: { ...s.expireAfterDays },
      hours: { min: 0, max: s.expireAfterDays.max * 24, default: null },
      views: { ...s.expireAfterViews },
      retrievalStep: { allowed: s.enableRetrievalStep, default: s.retrievalStepDefault, required: false },
      deletableByViewer: {
        allowed: s.enableDeletableByViewer,
        default: s.deletableByViewerDefault,
        required: false,
      },
      passphrase: { required: false, minLength: 1 },
      sealedRequired: false,
    };
  };
  return {
    kinds: Object.fromEntries(PUSH_KINDS.map((k) => [k, kind(k)])) as Record<PushKind, KindPolicy>,
    pushers: settings.allowAnonymous ? 'anyone' : 'signed_in',
    requests: base.requests ? 'signed_in' : 'nobody',
    linkMails: base.linkMails ? 'signed_in' : 'nobody',
    files: { maxCount: settings.maxFileUploads, maxSizeMb: settings.maxFileSizeMb },
    mailDomains: [],
    twoFactorRequired: base.requireMfa,
    sessionHours: DEFAULT_SESSION_HOURS,
    gates: { required: 'none' },
    keys: { maxDays: null },
  };
}

/** The built-in policy, before any setting or administrator's choice. */
export const defaultPolicy = (): Policy =>
  policyFromSettings({ settings: defaultSettings(), requireMfa: false, requests: false, linkMails: true });

/** The instance settings a policy gives, for the pages and routes that read settings. */
export function settingsUnder(policy: Policy, settings: InstanceSettings): InstanceSettings {
  const kind = (k: PushKind) => {
    const rules = policy.kinds[k];
    return {
      expireAfterDays: { ...rules.days },
      expireAfterViews: { ...rules.views },
      enableRetrievalStep: rules.retrievalStep.allowed,
      retrievalStepDefault: rules.retrievalStep.required || rules.retrievalStep.default,
      enableDeletableByViewer: rules.deletableByViewer.allowed,
      deletableByViewerDefault: rules.deletableByViewer.required || rules.deletableByViewer.default,
    };
  };
  return {
    ...settings,
    allowAnonymous: policy.pushers === 'anyone',
    enableUrlPushes: policy.kinds.url.allowed,
    enableQrPushes: policy.kinds.qr.allowed,
    enableFilePushes: policy.kinds.file.allowed,
    maxFileUploads: policy.files.maxCount,
    maxFileSizeMb: policy.files.maxSizeMb,
    kinds: { text: kind('text'), url: kind('url'), qr: kind('qr'), file: kind('file') },
  };
}
