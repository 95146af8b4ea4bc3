import { type ApiError, describeApiError } from '../../shared/api-errors.ts';

/** An API failure in words, with what to do next. */
export function ErrorNote({
  error,
  instance,
  hasToken,
}: {
  error: ApiError;
  instance: string;
  hasToken: boolean;
}) {
  const words = describeApiError(error, { instance, hasToken });
  return (
    <div class="card error" role="alert">
      <strong>{words.title}.</strong> {words.detail}
    </div>
  );
}
