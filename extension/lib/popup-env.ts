import type { UploadRequest } from '../../shared/file-upload.ts';
import type { StorageArea } from './settings-store.ts';

/** What the popup's components reach outside themselves; the entry file wires the browser in. */
export interface PopupEnv {
  storage: StorageArea;
  /** Hears the organisation's configuration change; returns how to stop. Optional for tests. */
  onManagedChange?: (listener: () => void) => () => void;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  copy: (text: string) => Promise<boolean>;
  openOptions: () => void;
  /** Opens the options at one instance's token field, to fix a token the instance refused; optional for tests. */
  openTokenSettings?: (instanceId: string) => void;
  randomBytes: (into: Uint8Array) => Uint8Array;
  now: () => number;
  /** A fresh XMLHttpRequest, for file uploads with progress. */
  upload: () => UploadRequest;
}
