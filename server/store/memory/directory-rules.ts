import type { DirectoryGroupRecord, DirectoryUserRecord, ScimSecretRecord } from '../directory-store.ts';
import { StoreConflictError } from '../store-conflict.ts';
import type { Effect } from './effects.ts';
import type { StoreState } from './store-state.ts';

/** The port's rules for provisioning secrets and the directory's records, over the state. */
export class DirectoryRules {
  constructor(
    private readonly state: StoreState,
    private readonly emit: (effect: Effect) => void,
  ) {}

  insertScimSecret(secret: ScimSecretRecord): void {
    if (this.state.scimSecrets.has(secret.id)) throw new StoreConflictError('That secret id is taken.');
    this.emit({ t: 'scimsecret', secret });
  }

  revokeScimSecret(id: string, at: number): boolean {
    const secret = this.state.scimSecrets.get(id);
    if (secret === undefined || secret.revokedAt !== null) return false;
    this.emit({ t: 'scimsecret', secret: { ...secret, revokedAt: at } });
    return true;
  }

  putDirectoryUser(record: DirectoryUserRecord): void {
    // A record for an account that is gone would outlive it: PostgreSQL's key refuses it too.
    if (!this.state.users.has(record.userId)) return;
    this.emit({ t: 'diruser', record });
  }

  putDirectoryGroup(group: DirectoryGroupRecord): void {
    this.emit({ t: 'dirgroup', group });
  }

  removeDirectoryGroup(id: string): boolean {
    if (!this.state.directoryGroups.has(id)) return false;
    this.emit({ t: 'undirgroup', id });
    return true;
  }
}
