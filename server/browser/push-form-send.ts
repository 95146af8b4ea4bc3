/** How a post ended: at the result page, with the server's refusal page, or not at all. */
export type Sent = { landed: URL } | { refusal: Document } | { failed: true };

/** A form's body as its own encoding asks: the text form posts URL-encoded, the file form multipart. */
export function encodedBody(form: HTMLFormElement, body: FormData): FormData | URLSearchParams {
  if (form.enctype === 'multipart/form-data') return body;
  return new URLSearchParams(
    [...body].map(([name, value]) => [name, typeof value === 'string' ? value : '']),
  );
}

/**
 * Posts through XMLHttpRequest, which tells upload progress and follows the server's redirect,
 * so the page learns the result page's address before going there.
 */
export function sendForm(
  action: string,
  body: FormData | URLSearchParams,
  onUpload: (loaded: number, total: number) => void,
): Promise<Sent> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', action);
    request.upload.addEventListener('progress', (p) => {
      if (p.lengthComputable) onUpload(p.loaded, p.total);
    });
    request.addEventListener('load', () => {
      const landed = new URL(request.responseURL || location.href);
      if (request.status === 200 && landed.pathname.endsWith('/preview')) return resolve({ landed });
      resolve({ refusal: new DOMParser().parseFromString(request.responseText, 'text/html') });
    });
    request.addEventListener('error', () => resolve({ failed: true }));
    request.send(body);
  });
}
