import { EXPIRE_DURATIONS } from '../../shared/durations.ts';
import { durationLabel } from '../lib/expiry-text.ts';

interface Props {
  id: string;
  /** Index into EXPIRE_DURATIONS. */
  value: number;
  onChange: (index: number) => void;
  describedBy?: string;
  disabled?: boolean;
  /** The presets offered; every one when absent. */
  offered?: (index: number) => boolean;
}

/** One of pwpush Pro's duration presets, each in the browser's words ("15 minutes", "1 week"). */
export function DurationSelect({ id, value, onChange, describedBy, disabled = false, offered }: Props) {
  return (
    <select
      id={id}
      value={String(value)}
      aria-describedby={describedBy}
      disabled={disabled}
      onChange={(e) => onChange(Number(e.currentTarget.value))}
    >
      {EXPIRE_DURATIONS.map((d, i) =>
        offered !== undefined && !offered(i) ? null : (
          <option key={d.label} value={String(i)}>
            {durationLabel(d.ms)}
          </option>
        ),
      )}
    </select>
  );
}
