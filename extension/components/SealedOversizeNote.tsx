import { PAYLOAD_LIMIT } from '../../shared/payload-size.ts';
import { sealedOversizeWords } from '../lib/push-form.ts';

/** A secret refused because its sealed envelope would pass the limit, said beside the field. */
export function SealedOversizeNote({ size }: { size: number }) {
  return (
    <p class="error" role="alert" data-testid="oversize">
      {sealedOversizeWords({ size, limit: PAYLOAD_LIMIT })}
    </p>
  );
}
