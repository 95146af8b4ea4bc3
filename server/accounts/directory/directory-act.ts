import type { ActivityClient, ActivityRecorder } from '../../activity/activity-recorder.ts';
import type { ActivityActor } from '../../store/activity-store.ts';
import type { ScimSecretRecord } from '../../store/directory-store.ts';
import type { AccountLog } from '../account-log.ts';

/** The provisioning client as the activity log names it: the secret it signed with, by id and name. */
export const directoryActor = (secret: Pick<ScimSecretRecord, 'id' | 'name'>): ActivityActor => ({
  kind: 'server',
  id: secret.id,
  name: `directory: ${secret.name}`,
});

/** The log a provisioning call records in: the provisioning client is the actor. */
export const directoryLog = (
  activity: ActivityRecorder,
  secret: Pick<ScimSecretRecord, 'id' | 'name'>,
  client: ActivityClient | null,
): AccountLog => ({ activity, actor: directoryActor(secret), client });
