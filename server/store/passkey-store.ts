/**
 * A passkey as the server keeps it: what verifies its signatures and nothing that could make one.
 * The private key never leaves the authenticator.
 */
export interface PasskeyRecord {
  /** The credential id the authenticator chose, base64url; unique across the instance. */
  id: string;
  userId: string;
  /** The credential's public key as the authenticator gave it (COSE), base64url. */
  publicKey: string;
  /** The authenticator's signature counter at the last use; 0 for one that does not count. */
  counter: number;
  /** How the browser may reach the authenticator (`internal`, `usb`, `nfc`, `ble`, `hybrid`). */
  transports: string[];
  /** What its owner calls it, such as "Laptop" or "Security key". */
  name: string;
  createdAt: number;
  /** The last sign-in with it; null before the first. */
  lastUsedAt: number | null;
}

/** How a use of a passkey went: taken, refused for a counter that did not move on, or no such passkey. */
export type PasskeyUse = 'used' | 'counter_went_back' | 'unknown';

/** Where users' passkeys are kept; the contract of port.ts holds for every method. */
export interface PasskeyStore {
  /** Keeps a new passkey; refused (StoreConflictError) for an id already kept or a user that is gone. */
  insertPasskey(passkey: PasskeyRecord): Promise<void>;
  findPasskey(id: string): Promise<PasskeyRecord | undefined>;
  /** A user's passkeys, oldest first. */
  listPasskeys(userId: string): Promise<PasskeyRecord[]>;
  /** Names one of a user's passkeys anew; false when the user holds no passkey with this id. */
  renamePasskey(userId: string, id: string, name: string): Promise<boolean>;
  /** Removes one of a user's passkeys; false when the user holds no passkey with this id. */
  removePasskey(userId: string, id: string): Promise<boolean>;
  /**
   * Records a sign-in with a passkey, checked and changed as one step: the counter must pass the
   * one kept (two that stay 0 pass: such an authenticator does not count), so of two uses of one
   * signature at once only one is taken.
   */
  usePasskey(id: string, counter: number, at: number): Promise<PasskeyUse>;
}

/** Whether a counter an authenticator reports may follow the one kept. */
export const counterMovesOn = (kept: number, reported: number) =>
  reported > kept || (kept === 0 && reported === 0);
