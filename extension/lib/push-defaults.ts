import { EXPIRE_DURATIONS } from '../../shared/durations.ts';
import { languageByCode } from '../../shared/languages.ts';
import { boundGateForm, type GateForm, gateFormUsed } from './gate-form.ts';

export interface PushDefaults {
  /** Index into EXPIRE_DURATIONS. */
  durationIndex: number;
  views: number;
  retrievalStep: boolean;
  deletableByViewer: boolean;
  /** Whether new pushes get a generated passphrase. */
  passphrase: boolean;
  /** The language secret links open in (`?locale=`), last chosen in the popup; '' is the recipient's browser's. */
  recipientLocale: string;
  /** Whether the right-click menu seals the text it pushes (docs/sealed-pushes.md). */
  sealMenuPushes: boolean;
  /** The recipient gate new pushes start with, in the popup and from the right-click menu; sent only where the instance reads gates; absent for none. */
  gate?: GateForm;
}

/** pwpush's default bounds; `/version` does not report an instance's own. */
export const VIEW_BOUNDS = { min: 1, max: 100 } as const;

export function defaultPushDefaults(): PushDefaults {
  return {
    durationIndex: 12,
    views: 5,
    retrievalStep: true,
    deletableByViewer: true,
    passphrase: false,
    recipientLocale: '',
    sealMenuPushes: false,
  };
}

function clampInt(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value)
    ? Math.min(Math.max(value, min), max)
    : fallback;
}

/** A stored default gate, kept only when well-formed and asking something. */
function gateDefault(raw: unknown): { gate?: GateForm } {
  const gate = boundGateForm(raw);
  return gateFormUsed(gate) ? { gate } : {};
}

/** Re-reads stored defaults within bounds, so a hand-edited or older record cannot break a push. */
export function boundDefaults(raw: Partial<PushDefaults> | undefined): PushDefaults {
  const d = defaultPushDefaults();
  const r = raw ?? {};
  return {
    durationIndex: clampInt(r.durationIndex, 0, EXPIRE_DURATIONS.length - 1, d.durationIndex),
    views: clampInt(r.views, VIEW_BOUNDS.min, VIEW_BOUNDS.max, d.views),
    retrievalStep: typeof r.retrievalStep === 'boolean' ? r.retrievalStep : d.retrievalStep,
    deletableByViewer: typeof r.deletableByViewer === 'boolean' ? r.deletableByViewer : d.deletableByViewer,
    passphrase: r.passphrase === true,
    recipientLocale: languageByCode(r.recipientLocale)?.code ?? '',
    sealMenuPushes: r.sealMenuPushes === true,
    ...gateDefault(r.gate),
  };
}
