export const PUSH_KINDS = ['text', 'url', 'qr', 'file'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export function isPushKind(value: unknown): value is PushKind {
  return typeof value === 'string' && (PUSH_KINDS as readonly string[]).includes(value);
}

/** Human names used in messages, as pwpush words them. */
export const KIND_LABELS: Record<PushKind, string> = {
  text: 'Text',
  url: 'URL',
  qr: 'QR code',
  file: 'File',
};
