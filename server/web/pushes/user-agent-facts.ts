/** Browsers in the order their user agents must be tested: Edge and Opera also say Chrome, Chrome also says Safari. */
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
  [/^curl\/(\d+)/, 'curl'],
  [/^Wget\/(\d+)/, 'Wget'],
  [/^python-requests\/(\d+)/, 'Python requests'],
  [/^node-fetch|^undici|^node\b/i, 'Node.js'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export interface UserAgentFacts {
  /** A browser's or a tool's name, with its major version where the agent gives one. */
  browser: string | null;
  /** The operating system or device. */
  system: string | null;
}

/** What a person wants to know of a user agent: which browser, on what; null where nothing is recognised. */
export function readUserAgent(userAgent: string): UserAgentFacts {
  const ua = userAgent.trim();
  const found = BROWSERS.find(([pattern]) => pattern.test(ua));
  const version = found?.[0].exec(ua)?.[1];
  const browser = found === undefined ? null : version === undefined ? found[1] : `${found[1]} ${version}`;
  return { browser, system: SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null };
}
