import { accentShortfalls, MIN_TEXT_CONTRAST, ratioText, type Scheme } from './accent-contrast.ts';
import { type Brand, DEFAULT_BRAND } from './brand.ts';
import { brandOf } from './brand-fields.ts';
import { logoAddress, MAX_LENGTH } from './brand-limits.ts';
import { parseHexColor, toHex } from './contrast.ts';

type Env = Record<string, string | undefined>;

/** A setting's text, trimmed; null when unset or blank. */
const textOf = (env: Env, name: string) => env[name]?.trim() || null;

function readText(env: Env, field: keyof typeof MAX_LENGTH, problems: string[]): string | null {
  const name = `PWP__BRAND__${field}`;
  const text = textOf(env, name);
  if (text !== null && text.length > MAX_LENGTH[field]) {
    problems.push(`${name} must be at most ${MAX_LENGTH[field]} characters long, not ${text.length}.`);
  }
  return text;
}

function readLogo(env: Env, name: string, problems: string[]): string | null {
  const text = textOf(env, name);
  if (text === null) return null;
  const address = logoAddress(text);
  if (address !== null) return address;
  problems.push(
    `${name} must be an https:// address such as https://cdn.example.com/logo.svg, or a path this ` +
      `server serves such as /brand/logo.svg, not "${text}".`,
  );
  return null;
}

function readAccent(env: Env, name: string, scheme: Scheme, problems: string[]): string | null {
  const text = textOf(env, name);
  if (text === null) return null;
  const rgb = parseHexColor(text);
  if (rgb === null) {
    problems.push(`${name} must be a colour such as #0b57d0 or #06c, not "${text}".`);
    return null;
  }
  const color = toHex(rgb);
  for (const { against, ratio } of accentShortfalls(color, scheme)) {
    problems.push(
      `${name} ${color} has a contrast of ${ratioText(ratio)} against the ${scheme} scheme's ${against}; ` +
        `links and button labels need at least ${MIN_TEXT_CONTRAST}:1 (WCAG 2 AA). Choose a ` +
        `${scheme === 'light' ? 'darker' : 'lighter'} colour.`,
    );
  }
  return color;
}

/**
 * The brand from Password Pusher's `PWP__BRAND__*` settings, and ours in their style for the
 * accent. Without a dark accent, the dark scheme's is made from the light one (darkAccentFor).
 */
export function readBrandSettings(
  env: Env,
  read: { flag(name: string, fallback: boolean): boolean },
  problems: string[],
): Brand {
  return brandOf(
    {
      'brand.title': readText(env, 'TITLE', problems)?.replace(/\s+/g, ' ') ?? null,
      'brand.tagline': readText(env, 'TAGLINE', problems),
      'brand.disclaimer': readText(env, 'DISCLAIMER', problems),
      'brand.accent': readAccent(env, 'PWP__BRAND__ACCENT_COLOR', 'light', problems),
      'brand.darkAccent': readAccent(env, 'PWP__BRAND__DARK_ACCENT_COLOR', 'dark', problems),
      'brand.logo.light': readLogo(env, 'PWP__BRAND__LIGHT_LOGO', problems),
      'brand.logo.dark': readLogo(env, 'PWP__BRAND__DARK_LOGO', problems),
    },
    read.flag('PWP__BRAND__SHOW_FOOTER_MENU', DEFAULT_BRAND.showFooterMenu),
  );
}
