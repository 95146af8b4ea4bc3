import { PAYLOAD_LIMIT } from '../../shared/payload-size.ts';
import { oversizeWords } from '../lib/push-form.ts';

/** A secret refused for its size, said beside the field with both numbers. */
export function OversizeNote({ size }: { size: number }) {
  return (
    <p class="error" role="alert" data-testid="oversize">
      {oversizeWords({ size, limit: PAYLOAD_LIMIT })}
    </p>
  );
}
