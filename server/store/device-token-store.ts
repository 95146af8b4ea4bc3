import type { DeviceTokenRecord } from './records.ts';

/** Where the browser tokens users hand to the extension are kept; the contract of port.ts holds for every method. */
export interface DeviceTokenStore {
  insertDeviceToken(token: DeviceTokenRecord): Promise<void>;
  findDeviceToken(tokenHash: string): Promise<DeviceTokenRecord | undefined>;
  /** A user's browser tokens, oldest first. */
  listDeviceTokens(userId: string): Promise<DeviceTokenRecord[]>;
  /** Revokes one of a user's browser tokens; false when the user holds no token with this id. */
  removeDeviceToken(userId: string, id: string): Promise<boolean>;
  /** Records a use; callers write at most once a minute per token. */
  touchDeviceToken(id: string, at: number): Promise<void>;
}
