import { BOB, mailedCode } from '../gates/gate-support.ts';
import { webClient } from '../web-client.ts';
import { PASSWORD } from '../web-push-client.ts';
import { type RequestApp, type RequestAppOptions, requestApp } from './request-app.ts';

export { BOB };

/** A browser signed in as `email` (its password set here). */
export async function signedIn(h: RequestApp, email: string) {
  await h.admin.setPassword(email, PASSWORD);
  const browser = webClient(h.app);
  await browser.get('/users/sign_in');
  const res = await browser.post('/users/sign_in', { email, password: PASSWORD });
  if (res.status !== 303) throw new Error(`sign-in failed: ${res.status}`);
  await browser.get('/');
  return browser;
}

/** The six-digit code in the newest mail to `to`, once the outbox has sent what waits. */
export async function requestCodeMailed(h: RequestApp, to: string): Promise<string | undefined> {
  await h.runner?.runDue();
  return mailedCode(h.mails, to);
}

/** A request app that keeps its mail, alice signed in, and a request she made through the form with `gate` fields. */
export async function gatedRequest(
  gate: Record<string, string>,
  options: RequestAppOptions = { mail: true },
) {
  const h = await requestApp(options);
  const alice = await signedIn(h, 'alice@example.com');
  await alice.get('/requests/new');
  const made = await alice.post('/requests/new', {
    request: 'Send me the VPN key',
    name: 'VPN',
    include_requestor: 'on',
    ...gate,
  });
  const token = /^\/requests\/([\w-]+)\?notice=created$/.exec(made.headers.get('location') ?? '')?.[1] ?? '';
  return { h, alice, made, token };
}

/** A browser that proves `email` with the code mailed to it at the request's page, then answers there. */
export async function answerAsProven(h: RequestApp, token: string, text: string, email = BOB) {
  const visitor = webClient(h.app);
  const path = `/req/${token}`;
  await visitor.get(path);
  await visitor.post(path, { gate_step: 'email', email });
  const code = (await requestCodeMailed(h, email)) ?? '';
  const admitted = await visitor.post(path, { gate_step: 'code', email, code });
  const form = await visitor.get(path);
  const sent = await visitor.post(path, { step: 'answer', payload: text });
  return { visitor, admitted, form, sent };
}
