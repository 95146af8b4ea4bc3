import type { Context } from 'hono';
import type { ActivityClient } from '../activity/activity-recorder.ts';
import { clientAddress } from './client-info.ts';

/** The request's client as the activity log keeps it: its address, and its browser as it names itself. */
export function activityClient(c: Context): ActivityClient {
  return { address: clientAddress(c) || null, browser: c.req.header('user-agent') ?? null };
}
