/** Browser and system names read from a User-Agent header; either is '' when it cannot be told. */
export interface UserAgentWords {
  browser: string;
  system: string;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  // Headless Chromium (automation, the browser tests) says "HeadlessChrome".
  [/\b(?:Chrome|HeadlessChrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//i, 'curl'],
  [/\bWget\//i, 'Wget'],
  [/\bpython-requests\//i, 'Python'],
  [/\bSlackbot|facebookexternalhit|Twitterbot|WhatsApp|TelegramBot|Discordbot|LinkedInBot/i, 'link preview'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (ua: string, table: [RegExp, string][]) => table.find(([re]) => re.test(ua))?.[1] ?? '';

export function describeUserAgent(ua: string): UserAgentWords {
  return { browser: first(ua, BROWSERS), system: first(ua, SYSTEMS) };
}
