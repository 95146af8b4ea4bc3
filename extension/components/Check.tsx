import type { ComponentChildren } from 'preact';

/** A checkbox with its label beside it. */
export function Check(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ComponentChildren;
  /** Set by the organisation: shown, not changeable; `describedBy` says why. */
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <label class="inline">
      <input
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={props.describedBy}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
      />
      <span>{props.children}</span>
    </label>
  );
}
