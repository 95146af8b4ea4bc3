import type { SealedOpening } from '../../shared/sealed/sealed-opening.ts';

/** Why the server gave no envelope; each is a `data-words-*` name of the page. */
export type Refusal = 'wrong-passphrase' | 'too-many' | 'gone' | 'form-expired' | 'request-failed';

export type ServerAnswer = { ok: true; value: SealedOpening } | { ok: false; refusal: Refusal };

const BY_STATUS: Record<number, Refusal> = {
  401: 'wrong-passphrase',
  403: 'form-expired',
  404: 'gone',
  429: 'too-many',
};

/**
 * Posts the reveal form (its CSRF field and passphrase, nothing else) to its JSON twin,
 * `/p/:token/sealed`, keeping the form's query (a `?locale=`): this counts the view.
 */
export async function askToOpen(form: HTMLFormElement): Promise<ServerAnswer> {
  const target = new URL(form.action);
  target.pathname = `${target.pathname}/sealed`;
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
  try {
    const res = await fetch(target, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (res.ok) return { ok: true, value: (await res.json()) as SealedOpening };
    return { ok: false, refusal: BY_STATUS[res.status] ?? 'request-failed' };
  } catch {
    return { ok: false, refusal: 'request-failed' };
  }
}
