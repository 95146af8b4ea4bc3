import type { ApiError } from '../../shared/api-errors.ts';
import { type ErrorSubject, errorWords } from '../lib/error-words.ts';

/** An API failure in words, with what to do next. */
export function ErrorNote(props: {
  error: ApiError;
  instance: string;
  hasToken: boolean;
  subject?: ErrorSubject;
}) {
  const words = errorWords(props.error, props);
  return (
    <div class="card error" role="alert">
      <strong>{words.title}.</strong> {words.detail}
    </div>
  );
}
