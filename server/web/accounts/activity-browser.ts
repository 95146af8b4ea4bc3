/** Browsers a user agent names, most specific first: Edge and Opera also call themselves Chrome. */
const KNOWN: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bFirefox\/(\d+)/, 'Firefox'],
  [/\bFxiOS\/(\d+)/, 'Firefox'],
  [/\bCriOS\/(\d+)/, 'Chrome'],
  [/(?:\b|Headless)Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
  [/\bcurl\/(\d+)/, 'curl'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPad)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Longest user agent shown as it is when no known browser is in it. */
const SHOWN = 40;

/** A user agent as a reader tells it: "Firefox 140 · Linux"; an unknown one cut to its start. */
export function shortBrowser(agent: string): string {
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  for (const [pattern, name] of KNOWN) {
    const version = pattern.exec(agent)?.[1];
    if (version !== undefined)
      return system === undefined ? `${name} ${version}` : `${name} ${version} · ${system}`;
  }
  return agent.length > SHOWN ? `${agent.slice(0, SHOWN - 1)}…` : agent;
}
