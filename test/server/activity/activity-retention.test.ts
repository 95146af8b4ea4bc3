import { describe, expect, it } from 'vitest';
import { removeExpiredActivity } from '../../../server/activity/activity-retention.ts';
import { activityCutoffs, DEFAULT_ACTIVITY_SETTINGS } from '../../../server/activity/activity-settings.ts';
import { ConfigError, readConfig } from '../../../server/config.ts';
import { verifyActivity } from '../../../server/store/activity/verify-activity.ts';
import { openMemoryStore } from '../../../server/store/memory/memory-store.ts';
import { inCategory } from '../store/activity-fixtures.ts';
import { DAY, T0 } from '../store/fixtures.ts';

describe('the activity log’s retention', () => {
  it('keeps push and request events 365 days and security and admin events 730 by default; 0 keeps forever', () => {
    expect(readConfig({}).activity).toEqual({ pushDays: 365, securityDays: 730 });
    expect(
      readConfig({ PWP__ACTIVITY__PUSH_DAYS: '30', PWP__ACTIVITY__SECURITY_DAYS: '0' }).activity,
    ).toEqual({
      pushDays: 30,
      securityDays: 0,
    });
    expect(activityCutoffs({ pushDays: 30, securityDays: 0 }, T0)).toEqual({
      push: T0 - 30 * DAY,
      request: T0 - 30 * DAY,
      security: null,
      admin: null,
    });
    expect(() => readConfig({ PWP__ACTIVITY__PUSH_DAYS: 'a year' })).toThrow(
      new ConfigError('PWP__ACTIVITY__PUSH_DAYS must be a whole number from 0 to 100000, not "a year".'),
    );
  });

  it('removes what is past its days in slices, and the chain still checks from the checkpoint after it', async () => {
    const store = openMemoryStore();
    for (let i = 0; i < 7; i++) await store.appendActivity(inCategory('push', T0 + i));
    const admin = await store.appendActivity(inCategory('admin', T0 + 10));
    for (let i = 0; i < 3; i++) await store.appendActivity(inCategory('request', T0 + 400 * DAY + i));
    const now = T0 + 400 * DAY;
    const slices: number[] = [];
    const counting = {
      removeOldActivity: async (...args: Parameters<typeof store.removeOldActivity>) => {
        const done = await store.removeOldActivity(...args);
        slices.push(done.removed);
        return done;
      },
    };
    expect(await removeExpiredActivity(counting, DEFAULT_ACTIVITY_SETTINGS, now, 3)).toBe(7);
    expect(slices).toEqual([3, 3, 1]);
    expect(await store.activityCheckpoint()).toMatchObject({ seq: 7 });
    expect((await store.readActivity(0, 1))[0]).toEqual(admin);
    expect(await verifyActivity(store)).toMatchObject({ checked: 4, problem: null, beforeCheckpoint: [] });
    const held = await verifyActivity(store, { expect: [{ seq: 3, digest: 'a'.repeat(64) }] });
    expect(held).toMatchObject({ problem: null, beforeCheckpoint: [3] });
  });

  it('still finds an entry edited after the checkpoint', async () => {
    const store = openMemoryStore();
    for (let i = 0; i < 4; i++) await store.appendActivity(inCategory('push', T0 + i));
    const late = await store.appendActivity(inCategory('security', T0 + 2 * DAY));
    await store.appendActivity(inCategory('security', T0 + 3 * DAY));
    await removeExpiredActivity(store, { pushDays: 1, securityDays: 0 }, T0 + 2 * DAY);
    const entries = await store.readActivity(0, 10);
    const edited = {
      readActivity: async () =>
        entries.map((entry) => (entry.seq === late.seq ? { ...entry, outcome: 'failure' as const } : entry)),
      activityCheckpoint: () => store.activityCheckpoint(),
    };
    expect(await verifyActivity(edited)).toMatchObject({
      checked: 0,
      from: { seq: 4 },
      problem: { seq: 5, reason: 'changed' },
    });
  });
});
