/** One change of one rule of the instance's policy, as it is recorded. */
export interface PolicyChangeRecord {
  /** The rule's path in the policy, such as `kinds.text.views.max`. */
  rule: string;
  /** The rule's value before and after, as JSON. */
  from: string;
  to: string;
  /** Who changed it: the user's id and address then; null for the server itself. */
  userId: string | null;
  userEmail: string | null;
  at: number;
}

/** The rules an administrator saved, by rule path (values as JSON), and the count of changes made so far. */
export interface SavedPolicy {
  rules: Record<string, string>;
  version: number;
}

/** Where the administrator's rules and their history are kept; the contract of port.ts holds for every method. */
export interface PolicyStore {
  /** Saves each change's `to` as its rule's value and records it, all at once or none. */
  changePolicy(changes: readonly PolicyChangeRecord[]): Promise<number>;
  readPolicy(): Promise<SavedPolicy>;
  /** How many changes were ever made: a server reads it to know whether its copy is still current. */
  policyVersion(): Promise<number>;
  /** The changes, newest first. */
  policyHistory(range: { offset: number; limit: number }): Promise<PolicyChangeRecord[]>;
}
