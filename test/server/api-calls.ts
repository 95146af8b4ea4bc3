import type { PushJson } from '../../shared/wire.ts';

interface Requestable {
  request(input: string, init: RequestInit): Response | Promise<Response>;
}

/** JSON calls to an app's API, as a client of it makes them; `owner` is whose audit logs are read. */
export function apiCalls(app: Requestable, owner: string) {
  const call = async (method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(`http://push.test${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    return { status: res.status, body: text === '' ? undefined : (JSON.parse(text) as unknown), res };
  };
  const create = async (push: Record<string, unknown>, token?: string) => {
    const { status, body } = await call('POST', '/api/v2/pushes', { token, body: { push } });
    if (status !== 201) throw new Error(`create failed: ${status} ${JSON.stringify(body)}`);
    return body as PushJson;
  };
  /** The kinds of a push's audit entries (its first page), oldest first: the API sends them newest first. */
  const auditKinds = async (urlToken: string) => {
    const { body } = await call('GET', `/api/v2/pushes/${urlToken}/audit`, { token: owner });
    return (body as { logs: { kind: string }[] }).logs.map((l) => l.kind).reverse();
  };
  return { call, create, auditKinds };
}
