import type { ComponentChildren } from 'preact';

/** A checkbox with its label beside it. */
export function Check(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ComponentChildren;
}) {
  return (
    <label class="inline">
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
      />
      <span>{props.children}</span>
    </label>
  );
}
