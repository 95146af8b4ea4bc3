export type FieldErrors = Record<string, string[]>;

/** An expected refusal, carried as a value: the status and body the contract gives for it. */
export interface Refusal {
  status: 400 | 401 | 403 | 404 | 413 | 422 | 429;
  body: Record<string, unknown>;
}

export type Result<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const refuse = (status: Refusal['status'], body: Record<string, unknown>): Result<never> => ({
  ok: false,
  refusal: { status, body },
});
export const fieldErrors = (errors: FieldErrors): Result<never> => refuse(422, errors);
