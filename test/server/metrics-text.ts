/** The value of one series in Prometheus's text format, or undefined when the series is absent. */
export function sampleValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match === null || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',').filter((l) => l !== '');
    if (wanted.length === present.length && wanted.every((l) => present.includes(l))) return Number(match[3]);
  }
  return undefined;
}
