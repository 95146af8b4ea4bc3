import { emailKey } from '../../shared/email-address.ts';
import type { SettingReaders } from '../mail/mail-config.ts';
import {
  DEFAULT_DIRECTORY_SETTINGS,
  type DirectorySettings,
  readDirectorySettings,
} from './directory/directory-settings.ts';

type Env = Record<string, string | undefined>;

/** Single sign-on with one OpenID Connect provider (`PWP__OIDC__*`). */
export interface OidcSettings {
  /** The issuer URL, as the provider's discovery document names it. */
  issuer: string;
  clientId: string;
  /** Never logged. */
  clientSecret: string;
  /** Lower-case e-mail domains allowed in; empty allows every domain. */
  allowedDomains: string[];
  /** People without an account get one at their first sign-in. */
  autoProvision: boolean;
  /** Whether password sign-in stays on beside single sign-on. */
  passwordSignIn: boolean;
  /** The provider's name on the sign-in page's button, "Sign in with {name}"; null: the page's own words. */
  name: string | null;
  /** How long each request to the provider may take: a hung provider gets a clear page, not a hung one. */
  timeoutMs: number;
  /** The ID token claim that lists the person's groups (`PWP__OIDC__GROUPS_CLAIM`); `groups` when omitted. */
  groupsClaim?: string;
}

/** Who may sign in and how: sign-up, a required second factor and single sign-on. */
export interface AccountSettings {
  /** `PWP__DISABLE_SIGNUPS` false: anyone may ask for an account, confirmed by e-mail (needs mail). */
  signups: boolean;
  /** `PWP__SIGNUP_EMAIL_REGEXP`: sign-up addresses must match it; null allows any. */
  signupEmailPattern: RegExp | null;
  /** `PWP__REQUIRE_MFA`: everyone who signs in with a password must set up a second factor. */
  requireMfa: boolean;
  oidc: OidcSettings | null;
  /** Roles from the directory's groups, and what becomes of a leaver's links. */
  directory: DirectorySettings;
}

/** The host names and addresses that never leave this machine. */
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** True when a URL names this machine: the only place a plain http issuer is accepted (a test provider, say). */
export function isLoopbackUrl(url: URL): boolean {
  return LOOPBACK_HOST.test(url.hostname);
}

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  signups: false,
  signupEmailPattern: null,
  requireMfa: false,
  oidc: null,
  directory: DEFAULT_DIRECTORY_SETTINGS,
};

/** Reads the account settings; each bad one adds its problem. */
export function readAccountSettings(env: Env, read: SettingReaders, problems: string[]): AccountSettings {
  const patternText = env.PWP__SIGNUP_EMAIL_REGEXP?.trim() || null;
  let signupEmailPattern: RegExp | null = null;
  if (patternText !== null) {
    try {
      signupEmailPattern = new RegExp(patternText, 'i');
    } catch {
      problems.push(`PWP__SIGNUP_EMAIL_REGEXP must be a regular expression, not "${patternText}".`);
    }
  }
  return {
    signups: !read.flag('PWP__DISABLE_SIGNUPS', true),
    signupEmailPattern,
    requireMfa: read.flag('PWP__REQUIRE_MFA', false),
    oidc: readOidcSettings(env, read, problems),
    directory: readDirectorySettings(env, problems),
  };
}

function readOidcSettings(env: Env, read: SettingReaders, problems: string[]): OidcSettings | null {
  const issuer = env.PWP__OIDC__ISSUER?.trim() || null;
  if (issuer === null) return null;
  if (!URL.canParse(issuer) || !/^https?:$/.test(new URL(issuer).protocol)) {
    problems.push(`PWP__OIDC__ISSUER must be the provider's issuer URL, such as https://id.example.com.`);
  } else if (new URL(issuer).protocol === 'http:' && !isLoopbackUrl(new URL(issuer))) {
    // The relying party refuses plain http off loopback: every sign-in would fail.
    problems.push(`PWP__OIDC__ISSUER must use https (plain http only on loopback), not "${issuer}".`);
  }
  const clientId = env.PWP__OIDC__CLIENT_ID?.trim() || '';
  const clientSecret = env.PWP__OIDC__CLIENT_SECRET?.trim() || '';
  if (clientId === '' || clientSecret === '') {
    problems.push('PWP__OIDC__ISSUER needs PWP__OIDC__CLIENT_ID and PWP__OIDC__CLIENT_SECRET.');
  }
  const groupsClaim = env.PWP__OIDC__GROUPS_CLAIM?.trim() || null;
  const allowedDomains = (env.PWP__OIDC__ALLOWED_DOMAINS ?? '')
    .split(',')
    .map((domain) => emailKey(domain).replace(/^@/, ''))
    .filter((domain) => domain !== '');
  return {
    issuer,
    clientId,
    clientSecret,
    allowedDomains,
    autoProvision: read.flag('PWP__OIDC__AUTO_PROVISION', false),
    passwordSignIn: read.flag('PWP__OIDC__PASSWORD_SIGN_IN', true),
    name: env.PWP__OIDC__NAME?.trim() || null,
    timeoutMs: 1000 * read.int('PWP__OIDC__TIMEOUT_SECONDS', 10, 1, 120),
    ...(groupsClaim === null ? {} : { groupsClaim }),
  };
}
