import type { GateWorld } from './gate-e2e-setup.ts';

/** A text as sent and, where it is a form or a query, as decoded, so an encoded secret is found too. */
function bothForms(text: string): string {
  try {
    return `${text}\n${decodeURIComponent(text.replaceAll('+', ' '))}`;
  } catch {
    return text;
  }
}

/** Every place a key or a secret could have gone, each as one text to search, with where it was seen. */
function everythingSeen(world: GateWorld, browserRequests: readonly string[]) {
  const places: { where: string; text: string }[] = [];
  for (const r of world.proxy.forwarded)
    places.push({
      where: `request ${r.method} ${r.path}`,
      text: bothForms([r.path, JSON.stringify(r.headers), r.body.toString('utf8')].join('\n')),
    });
  for (const text of browserRequests) places.push({ where: 'browser request', text: bothForms(text) });
  places.push({ where: "the server's log", text: world.server.output() });
  for (const [i, mail] of world.smtp.received.entries())
    places.push({
      where: `mail ${i + 1}`,
      text: [
        mail.parsed.subject,
        mail.parsed.text,
        mail.parsed.html,
        JSON.stringify([...mail.parsed.headers]),
      ].join('\n'),
    });
  return places;
}

/**
 * Where any of `secrets` (texts, and each link fragment `k1=…` with its bare key) shows in what the
 * browser sent, what the proxy passed on, the server's log and the mails; [] when nowhere. Throws
 * when too little was seen for the search to mean anything.
 */
export function leaksOf(
  world: GateWorld,
  browserRequests: readonly string[],
  secrets: readonly string[],
): string[] {
  const needles = secrets.flatMap((s) => (s.startsWith('k1=') ? [s, s.slice(3)] : [s]));
  const places = everythingSeen(world, browserRequests);
  if (world.proxy.forwarded.length < 10 || browserRequests.length < 10 || world.smtp.received.length === 0)
    throw new Error('too few requests or mails were seen to tell that none leaks');
  return places.flatMap(({ where, text }) =>
    needles.filter((needle) => text.includes(needle)).map((needle) => `${where}: ${needle.slice(0, 12)}…`),
  );
}
