import { harness } from '../harness.ts';
import { webClient } from '../web-client.ts';

export const BOB = 'bob@client.example';

/** An app that keeps its mail, and a push made by alice behind `gate` (the API's own field). */
export async function gatedPush(gate: Record<string, unknown>, push: Record<string, unknown> = {}) {
  const h = await harness(undefined, { mail: true });
  const made = await h.create({ payload: 'behind the gate', expire_after_views: 3, ...push, gate }, h.alice);
  const views = async () => (await h.store.findPush(made.url_token))?.countedViews;
  return { h, token: made.url_token, views };
}

/** The six-digit code in the newest mail `h` sent to `to`, once its outbox has sent what waits. */
export async function codeMailed(
  h: Awaited<ReturnType<typeof harness>>,
  to: string,
): Promise<string | undefined> {
  await h.runner?.runDue();
  return mailedCode(h.mails, to);
}

/** The six-digit code in the newest mail to `to`. */
export function mailedCode(mails: { to: string; text: string }[], to: string): string | undefined {
  const mail = mails.filter((m) => m.to === to).at(-1);
  return mail === undefined ? undefined : /\b(\d{6})\b/.exec(mail.text)?.[1];
}

/** A browser that proves `email` with the code mailed to it, at `path`; the code it used. */
export async function proveAddress(
  h: Awaited<ReturnType<typeof harness>>,
  path: string,
  email = BOB,
  visitor = webClient(h.app),
) {
  await visitor.get(path);
  await visitor.post(path, { gate_step: 'email', email });
  const code = (await codeMailed(h, email)) ?? '';
  const admitted = await visitor.post(path, { gate_step: 'code', email, code });
  return { visitor, code, admitted };
}

/**
 * A gate page with the typed address, the form token and the script nonce put out of sight: what
 * must read the same for an allowed address and any other, so the page tells nothing of the gate.
 */
export const pageBut = (html: string, email: string) =>
  html
    .replaceAll(email, 'ADDRESS')
    .replace(/value="[\w-]{20,}"/g, 'value="CSRF"')
    .replace(/nonce="[^"]+"/g, 'nonce');
