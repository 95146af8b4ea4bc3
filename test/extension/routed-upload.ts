import type { UploadRequest } from '../../shared/file-upload.ts';

type App = { request: (url: string, init: RequestInit) => Response | Promise<Response> };

/**
 * An upload that goes into the real Hono app instead of a socket: the body is serialised as a
 * browser would, half of it is reported sent, then the rest once `release()` is called.
 */
export function routedUploads(app: App) {
  const sent: { url: string; headers: Record<string, string>; bytes: number }[] = [];
  let release: () => void = () => {};
  const halfway = new Promise<void>((resolve) => {
    release = resolve;
  });
  const next = (): UploadRequest => {
    const headers: Record<string, string> = {};
    let url = '';
    const request: UploadRequest = {
      status: 0,
      responseText: '',
      upload: { onprogress: null },
      onload: null,
      onerror: null,
      onabort: null,
      open: (_method, to) => {
        url = to;
      },
      setRequestHeader: (name, value) => {
        headers[name.toLowerCase()] = value;
      },
      send: (body) => {
        void (async () => {
          const serialised = new Response(body);
          const bytes = new Uint8Array(await serialised.arrayBuffer());
          headers['content-type'] = serialised.headers.get('content-type') ?? '';
          sent.push({ url, headers: { ...headers }, bytes: bytes.length });
          const progress = (loaded: number) =>
            ({ loaded, total: bytes.length, lengthComputable: true }) as ProgressEvent;
          request.upload.onprogress?.(progress(bytes.length / 2));
          await halfway;
          request.upload.onprogress?.(progress(bytes.length));
          const answer = await app.request(url, { method: 'POST', headers, body: bytes });
          Object.assign(request, { status: answer.status, responseText: await answer.text() });
          request.onload?.({} as ProgressEvent);
        })();
      },
    };
    return request;
  };
  return { next, sent, release: () => release() };
}
