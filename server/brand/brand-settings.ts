import {
  accentShortfalls,
  darkAccentFor,
  MIN_TEXT_CONTRAST,
  ratioText,
  type Scheme,
} from './accent-contrast.ts';
import { type Brand, DEFAULT_BRAND } from './brand.ts';
import { parseHexColor, toHex } from './contrast.ts';

type Env = Record<string, string | undefined>;

/** The pages' own accents, used for a scheme the administrator gives no accent for. */
export const DEFAULT_ACCENTS = { light: '#0b57d0', dark: '#8ab4f8' } as const;

/** Longest texts: a name fits a header line, a disclaimer a footer paragraph. */
const MAX_LENGTH = { TITLE: 80, TAGLINE: 200, DISCLAIMER: 2000 } as const;

/** A path this server (or its proxy) serves: one slash, then no spaces, quotes or angle brackets. */
const SERVED_PATH = /^\/(?!\/)[^\s"'<>\\]*$/;

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
  if (text === null || SERVED_PATH.test(text)) return text;
  const url = URL.canParse(text) ? new URL(text) : null;
  if (url?.protocol === 'https:' && url.username === '' && url.password === '') return url.href;
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
  const title = readText(env, 'TITLE', problems)?.replace(/\s+/g, ' ') ?? DEFAULT_BRAND.title;
  const light = readLogo(env, 'PWP__BRAND__LIGHT_LOGO', problems);
  const dark = readLogo(env, 'PWP__BRAND__DARK_LOGO', problems);
  const lightAccent = readAccent(env, 'PWP__BRAND__ACCENT_COLOR', 'light', problems);
  const darkAccent = readAccent(env, 'PWP__BRAND__DARK_ACCENT_COLOR', 'dark', problems);
  const accent =
    lightAccent === null && darkAccent === null
      ? null
      : {
          light: lightAccent ?? DEFAULT_ACCENTS.light,
          dark: darkAccent ?? (lightAccent === null ? DEFAULT_ACCENTS.dark : darkAccentFor(lightAccent)),
        };
  return {
    title,
    tagline: readText(env, 'TAGLINE', problems),
    disclaimer: readText(env, 'DISCLAIMER', problems),
    showFooterMenu: read.flag('PWP__BRAND__SHOW_FOOTER_MENU', DEFAULT_BRAND.showFooterMenu),
    // One logo serves both schemes until the other is given.
    logo: light === null && dark === null ? null : { light: light ?? dark ?? '', dark: dark ?? light ?? '' },
    accent,
  };
}
