import type { PushKind } from './kinds.ts';

export interface Bounds {
  default: number;
  min: number;
  max: number;
}

export interface KindSettings {
  expireAfterDays: Bounds;
  expireAfterViews: Bounds;
  retrievalStepDefault: boolean;
  enableRetrievalStep: boolean;
  deletableByViewerDefault: boolean;
  enableDeletableByViewer: boolean;
}

export interface InstanceSettings {
  allowAnonymous: boolean;
  enableFilePushes: boolean;
  enableUrlPushes: boolean;
  enableQrPushes: boolean;
  /** Public origin for secret links; null means "the request's own origin". */
  overrideBaseUrl: string | null;
  maxFileUploads: number;
  maxFileSizeMb: number;
  kinds: Record<PushKind, KindSettings>;
}

export const MAX_TEXT_PAYLOAD = 1_048_576;
export const MAX_QR_PAYLOAD = 1_024;

export function defaultKindSettings(): KindSettings {
  return {
    expireAfterDays: { default: 7, min: 1, max: 90 },
    expireAfterViews: { default: 5, min: 1, max: 100 },
    retrievalStepDefault: true,
    enableRetrievalStep: true,
    deletableByViewerDefault: true,
    enableDeletableByViewer: true,
  };
}

export function defaultSettings(): InstanceSettings {
  return {
    allowAnonymous: true,
    enableFilePushes: true,
    enableUrlPushes: true,
    enableQrPushes: true,
    overrideBaseUrl: null,
    maxFileUploads: 10,
    maxFileSizeMb: 64,
    kinds: {
      text: defaultKindSettings(),
      url: defaultKindSettings(),
      qr: defaultKindSettings(),
      file: defaultKindSettings(),
    },
  };
}

export function isKindEnabled(settings: InstanceSettings, kind: PushKind): boolean {
  switch (kind) {
    case 'text':
      return true;
    case 'url':
      return settings.enableUrlPushes;
    case 'qr':
      return settings.enableQrPushes;
    case 'file':
      return settings.enableFilePushes;
  }
}
