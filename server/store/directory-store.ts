/** A bearer secret a directory's provisioning client (SCIM) signs its calls with; only its keyed digest is kept. */
export interface ScimSecretRecord {
  id: string;
  /** What the administrator called it ("Entra ID", say): shown on the page and in the log. */
  name: string;
  /** HMAC-SHA256 of the secret under the account digest key, hex. */
  digest: string;
  createdAt: number;
  /** The address of the administrator who made it; null for the command line. */
  createdBy: string | null;
  /** When it was revoked; null while it works. */
  revokedAt: number | null;
}

/** What the directory says of an account beyond its address, kept by the account's id. */
export interface DirectoryUserRecord {
  userId: string;
  /** The directory's own id for the person (SCIM `externalId`); null when it sent none. */
  externalId: string | null;
  givenName: string | null;
  familyName: string | null;
  displayName: string | null;
  updatedAt: number;
}

/** A group of the directory (SCIM Groups): its members are accounts' ids. */
export interface DirectoryGroupRecord {
  id: string;
  displayName: string;
  externalId: string | null;
  memberIds: string[];
  createdAt: number;
  updatedAt: number;
}

/**
 * Where provisioning keeps its secrets and what the directory told of people and groups; the
 * contract of port.ts holds for every method. A removed account's directory record goes with it.
 */
export interface DirectoryStore {
  insertScimSecret(secret: ScimSecretRecord): Promise<void>;
  /** Every secret ever made, revoked ones included, oldest first. */
  listScimSecrets(): Promise<ScimSecretRecord[]>;
  /** Revokes a secret at `at`; false when there is no such secret or it was revoked already. */
  revokeScimSecret(id: string, at: number): Promise<boolean>;
  /** Keeps the record for its account, replacing the one before. */
  putDirectoryUser(record: DirectoryUserRecord): Promise<void>;
  findDirectoryUser(userId: string): Promise<DirectoryUserRecord | undefined>;
  listDirectoryUsers(): Promise<DirectoryUserRecord[]>;
  /** Keeps a group under its id, replacing the one before. */
  putDirectoryGroup(group: DirectoryGroupRecord): Promise<void>;
  findDirectoryGroup(id: string): Promise<DirectoryGroupRecord | undefined>;
  /** Every group, oldest first. */
  listDirectoryGroups(): Promise<DirectoryGroupRecord[]>;
  /** False when there was no such group. */
  removeDirectoryGroup(id: string): Promise<boolean>;
}
