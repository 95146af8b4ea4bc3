import { formatNumber, t } from '../lib/i18n.ts';

interface Props {
  files: File[];
  onChange: (files: File[]) => void;
}

const kilobytes = (bytes: number) => formatNumber(Math.max(1, Math.ceil(bytes / 1024)));

/** The files of a file push: picked with the file chooser or dropped on the zone. */
export function FileField({ files, onChange }: Props) {
  const drop = (e: DragEvent) => {
    e.preventDefault();
    const dropped = [...(e.dataTransfer?.files ?? [])];
    if (dropped.length > 0) onChange([...files, ...dropped]);
  };
  return (
    <fieldset class="files" onDragOver={(e) => e.preventDefault()} onDrop={drop}>
      <label for="files">{t('files_label')}</label>
      <input
        id="files"
        type="file"
        multiple
        onChange={(e) => {
          onChange([...files, ...(e.currentTarget.files ?? [])]);
          // The list below says what is chosen; cleared, the chooser can add the same file again.
          e.currentTarget.value = '';
        }}
      />
      <p class="hint">{t('files_drop_hint')}</p>
      {files.length > 0 ? (
        <ul aria-label={t('files_chosen')}>
          {files.map((f, i) => (
            <li key={`${i}-${f.name}`}>
              {t('files_entry', f.name, kilobytes(f.size))}{' '}
              <button type="button" onClick={() => onChange(files.filter((_, j) => j !== i))}>
                {t('files_remove', f.name)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
