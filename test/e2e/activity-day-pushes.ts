import type { Visitor } from './activity-day-people.ts';

const CLIENT = { 'user-agent': 'pwpush-cli/2.0' };

async function created(res: Response, what: string): Promise<string> {
  if (res.status !== 201) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { url_token: string }).url_token;
}

/** A push through API v2 with a token; its url token. */
export async function apiPush(origin: string, token: string, push: Record<string, unknown>) {
  const res = await fetch(`${origin}/api/v2/pushes`, {
    method: 'POST',
    headers: { ...CLIENT, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ push }),
  });
  return created(res, `the ${String(push.kind ?? 'text')} push`);
}

/** A file push through API v2, sent as multipart as the command-line client does; its url token. */
export async function apiFilePush(origin: string, token: string, name: string, content: string) {
  const form = new FormData();
  form.append('push[files][]', new File([content], name, { type: 'text/plain' }));
  form.append('push[expire_after_views]', '3');
  const res = await fetch(`${origin}/api/v2/pushes`, {
    method: 'POST',
    headers: { ...CLIENT, authorization: `Bearer ${token}` },
    body: form,
  });
  return created(res, 'the file push');
}

/** A recipient reading a push through the API, with a passphrase; the answer's status. */
export async function apiRead(origin: string, urlToken: string, passphrase?: string) {
  const query = passphrase === undefined ? '' : `?passphrase=${encodeURIComponent(passphrase)}`;
  return (await fetch(`${origin}/api/v2/pushes/${urlToken}${query}`, { headers: CLIENT })).status;
}

/** A text push made on the web form by a signed-in person; its url token. */
export async function webFormPush(person: Visitor, payload: string, passphrase: string) {
  await person.get('/');
  const made = await person.post('/', {
    kind: 'text',
    payload,
    passphrase,
    expire_after_duration: '12',
    expire_after_views: '4',
  });
  const token = /\/p\/([^/?]+)\/preview/.exec(made.headers.get('location') ?? '')?.[1];
  if (made.status !== 303 || token === undefined) throw new Error(`the web form answered ${made.status}`);
  return token;
}

/** The push's page opened and its passphrase typed; the answer's status. */
export async function webOpen(person: Visitor, urlToken: string, passphrase: string) {
  await person.get(`/p/${urlToken}`);
  return (await person.post(`/p/${urlToken}`, { passphrase })).status;
}

/** The owner changes the push's views and name on its edit page, then expires it. */
export async function editThenExpire(owner: Visitor, urlToken: string) {
  await owner.get(`/p/${urlToken}/edit`);
  const edited = await owner.post(`/p/${urlToken}/edit`, {
    name: 'Deploy key',
    note: '',
    passphrase: '',
    expire_after_duration: '12',
    expire_after_views: '6',
  });
  await owner.get(`/p/${urlToken}/expire`);
  const expired = await owner.post(`/p/${urlToken}/expire`);
  return [edited.status, expired.status];
}

/** A request asked through API v2 with a token; its url token. */
export async function apiAsk(origin: string, token: string, question: string) {
  const res = await fetch(`${origin}/api/v2/requests`, {
    method: 'POST',
    headers: { ...CLIENT, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ request: { request: question } }),
  });
  return created(res, 'the request');
}
