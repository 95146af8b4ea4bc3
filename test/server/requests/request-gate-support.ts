import { BOB, proveAddress } from '../gates/gate-support.ts';
import { webClient } from '../web-client.ts';
import { signedInClient } from '../web-push-client.ts';
import { type RequestApp, type RequestAppOptions, requestApp } from './request-app.ts';

export { BOB };

/** A request app that keeps its mail, alice signed in, and a request she made through the form with `gate` fields. */
export async function gatedRequest(
  gate: Record<string, string>,
  options: RequestAppOptions = { mail: true },
) {
  const h = await requestApp(options);
  const alice = await signedInClient(h, 'alice@example.com');
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

/** A browser that proved `email` at the request's page, then the answer it posted there. */
export async function answerAsProven(h: RequestApp, token: string, text: string, email = BOB) {
  const { visitor, admitted } = await proveAddress(h, `/req/${token}`, email, webClient(h.app));
  const form = await visitor.get(`/req/${token}`);
  const sent = await visitor.post(`/req/${token}`, { step: 'answer', payload: text });
  return { visitor, admitted, form, sent };
}
