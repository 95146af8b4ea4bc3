import { t } from '../lib/i18n.ts';

interface Props {
  shown: boolean;
  onToggle: () => void;
  /** The field's name, for the button's accessible label. */
  label: string;
}

/** The Show/Hide button beside a masked field. */
export function ShowToggle({ shown, onToggle, label }: Props) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={shown}
      aria-label={t(shown ? 'secret_hide_named' : 'secret_show_named', label)}
    >
      {t(shown ? 'secret_hide' : 'secret_show')}
    </button>
  );
}
