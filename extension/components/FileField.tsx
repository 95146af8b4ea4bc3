import { useRef } from 'preact/hooks';
import { formatBytes } from '../lib/byte-size.ts';
import { chosenFilesProblem, type FileLimits, totalBytes } from '../lib/file-limits.ts';
import { t, tn } from '../lib/i18n.ts';

interface Props {
  files: File[];
  limits: FileLimits;
  onChange: (files: File[]) => void;
}

/**
 * The files of a file push: picked with the chooser or dropped on the zone, listed with their
 * sizes, and checked against the limits as they arrive. The native input stays hidden: its own
 * "No file chosen" would contradict the list, as it is cleared after each pick.
 */
export function FileField({ files, limits, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const problem = chosenFilesProblem(files, limits);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    const dropped = [...(e.dataTransfer?.files ?? [])];
    if (dropped.length > 0) onChange([...files, ...dropped]);
  };
  return (
    <fieldset class="files" onDragOver={(e) => e.preventDefault()} onDrop={drop}>
      <label for="files">{t('files_label')}</label>
      <input
        ref={input}
        id="files"
        type="file"
        multiple
        class="visually-hidden"
        tabIndex={-1}
        onChange={(e) => {
          onChange([...files, ...(e.currentTarget.files ?? [])]);
          // The list below says what is chosen; cleared, the chooser can add the same file again.
          e.currentTarget.value = '';
        }}
      />
      <div class="row wrap">
        <button type="button" class="shrink" onClick={() => input.current?.click()}>
          {t('files_choose')}
        </button>
        <span class="muted small" data-testid="files-summary">
          {files.length > 0
            ? tn('files_summary', files.length, formatBytes(totalBytes(files)))
            : t('files_none')}
        </span>
      </div>
      <p class="hint small muted">{t('files_drop_hint')}</p>
      {files.length > 0 ? (
        <ul aria-label={t('files_chosen')}>
          {files.map((f, i) => (
            <li key={`${i}-${f.name}`}>
              {t('files_entry', f.name, formatBytes(f.size))}{' '}
              <button type="button" class="small" onClick={() => onChange(files.filter((_, j) => j !== i))}>
                {t('files_remove', f.name)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <p class="error" role="alert" data-testid="files-problem">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
