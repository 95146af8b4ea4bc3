/** A tab bar: arrow keys move between tabs, as people expect of role="tablist". */
export function Tabs({
  tabs,
  current,
  onSelect,
}: {
  tabs: [string, string][];
  current: string;
  onSelect: (id: string) => void;
}) {
  const move = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const index = tabs.findIndex(([id]) => id === current);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (next) onSelect(next[0]);
  };
  return (
    <div class="tabs" role="tablist" onKeyDown={move}>
      {tabs.map(([id, label]) => (
        <button
          key={id}
          type="button"
          role="tab"
          aria-selected={id === current}
          tabIndex={id === current ? 0 : -1}
          onClick={() => onSelect(id)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
