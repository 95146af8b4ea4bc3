import { type ActivityClient, type ActivityRecorder, userActor } from '../activity/activity-recorder.ts';
import { type BrandProblem, brandValueProblem } from '../brand/brand-checks.ts';
import { BRAND_FIELDS, type BrandField, isLogoField, type LogoValue } from '../brand/brand-fields.ts';
import { logoAddress } from '../brand/brand-limits.ts';
import { parseHexColor, toHex } from '../brand/contrast.ts';
import { LOGO_MAX_BYTES, logoName, sniffLogoType } from '../brand/logo-image.ts';
import type { BrandLogoRecord, BrandLogoStore } from '../store/brand-logo-store.ts';
import type { PolicyStore } from '../store/policy-store.ts';
import type { UserRecord } from '../store/records.ts';
import type { BrandSource } from './brand-source.ts';
import { recordChanges } from './saved-record-changes.ts';

export interface ChangeBrandDeps {
  store: Pick<PolicyStore, 'changePolicy'> & Pick<BrandLogoStore, 'putBrandLogo'>;
  source: BrandSource;
  now: () => number;
  /** Each field changed is an entry of the activity log; none is recorded without it. */
  activity?: ActivityRecorder;
}

/** A field's new value as asked: a text (blank: none), or for a logo the bytes of an uploaded image. */
export type AskedBrandValue = string | null | { bytes: Uint8Array };

export type BrandChange =
  | { ok: true; changed: BrandField[] }
  | { ok: false; status: 403 | 422; problems: Partial<Record<BrandField, BrandProblem>> };

/** The value as it is kept: a text trimmed (blank is none), a colour as #rrggbb, an https address normalised. */
function keptValue(field: BrandField, asked: string | null): string | null {
  const text = asked?.trim() ?? '';
  if (text === '') return null;
  if (field === 'brand.accent' || field === 'brand.darkAccent') {
    const rgb = parseHexColor(text);
    return rgb === null ? text : toHex(rgb);
  }
  if (isLogoField(field)) return logoAddress(text) ?? text;
  return field === 'brand.title' ? text.replace(/\s+/g, ' ') : text;
}

/** An upload as a logo value and the record that keeps its bytes, or why it is refused. */
function uploaded(bytes: Uint8Array): { value: LogoValue; record: BrandLogoRecord } | BrandProblem {
  if (bytes.byteLength > LOGO_MAX_BYTES) return { code: 'tooLarge', maxKb: LOGO_MAX_BYTES / 1024 };
  const type = sniffLogoType(bytes);
  if (type === null) return { code: 'badImage' };
  const name = logoName(bytes, type);
  return {
    value: { upload: name, type, size: bytes.byteLength },
    record: { name, type, base64: Buffer.from(bytes).toString('base64') },
  };
}

/**
 * An administrator's change of the brand's fields: refused whole, field by field, when a field is
 * pinned by a setting or its value does not fit; else each field that differs is saved in the
 * policy's record and recorded in its history (a logo as its name, type and size, never its bytes).
 */
export async function changeBrand(
  deps: ChangeBrandDeps,
  user: Pick<UserRecord, 'id' | 'email' | 'admin'>,
  asked: Partial<Record<BrandField, AskedBrandValue>>,
  client: ActivityClient | null = null,
): Promise<BrandChange> {
  if (!user.admin) return { ok: false, status: 403, problems: {} };
  const { pins } = deps.source.settings;
  const { values: before } = await deps.source.fresh();
  const after: Record<string, unknown> = { ...before };
  const problems: Partial<Record<BrandField, BrandProblem>> = {};
  const logos: BrandLogoRecord[] = [];
  for (const field of BRAND_FIELDS) {
    if (!(field in asked)) continue;
    const wanted = asked[field] ?? null;
    const pin = pins[field];
    if (pin !== undefined) {
      problems[field] = { code: 'pinned', name: pin };
      continue;
    }
    if (wanted !== null && typeof wanted === 'object') {
      const upload = isLogoField(field) ? uploaded(wanted.bytes) : ({ code: 'badImage' } as const);
      if ('code' in upload) problems[field] = upload;
      else {
        after[field] = upload.value;
        logos.push(upload.record);
      }
      continue;
    }
    const value = keptValue(field, wanted);
    const problem = brandValueProblem(field, value);
    if (problem !== null) problems[field] = problem;
    else after[field] = value;
  }
  if (Object.keys(problems).length > 0) return { ok: false, status: 422, problems };
  const at = deps.now();
  const changes = recordChanges(
    BRAND_FIELDS,
    { before: (field) => before[field as BrandField], after: (field) => after[field as BrandField] },
    user,
    at,
  );
  if (changes.length === 0) return { ok: true, changed: [] };
  // The bytes first, so a saved field never names a logo the store lacks.
  for (const logo of logos) await deps.store.putBrandLogo(logo);
  const version = await deps.store.changePolicy(changes);
  deps.source.forget();
  // The field only: a value may be an address or an upload's name, which the history page shows.
  for (const change of changes)
    await deps.activity?.record({
      event: 'brand.changed',
      actor: userActor(user),
      client,
      target: { kind: 'brand', id: change.rule },
      outcome: 'success',
      details: { field: change.rule, version },
    });
  return { ok: true, changed: changes.map((change) => change.rule as BrandField) };
}
