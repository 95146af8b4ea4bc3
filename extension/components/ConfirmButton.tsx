import { useState } from 'preact/hooks';

interface Props {
  label: string;
  question: string;
  yes: string;
  no: string;
  onConfirm: () => Promise<void>;
}

/** A destructive action that asks once more, in place, before it runs. */
export function ConfirmButton({ label, question, yes, no, onConfirm }: Props) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!asking) {
    return (
      <button type="button" class="danger" onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <fieldset aria-label={question} class="confirm">
      <span>{question}</span>
      <button
        type="button"
        class="danger"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          await onConfirm();
          setBusy(false);
          setAsking(false);
        }}
      >
        {yes}
      </button>
      <button type="button" disabled={busy} onClick={() => setAsking(false)}>
        {no}
      </button>
    </fieldset>
  );
}
