import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { rowFromLocal, rowFromSummary } from '../../extension/lib/row-model.ts';
import {
  loadSettings,
  SETTINGS_KEY,
  saveSettings,
  withInstance,
  withoutInstance,
} from '../../extension/lib/settings-store.ts';
import { DAY } from '../../shared/durations.ts';
import { toPushSummary } from '../../shared/push-summary.ts';
import { ourPush, pwpushPush } from '../shared/api-fixtures.ts';
import { instance } from './menu-fixtures.ts';

describe('settings store', () => {
  beforeEach(() => fakeBrowser.reset());

  it('starts empty, with no active instance', async () => {
    expect(await loadSettings(fakeBrowser.storage.local)).toEqual({ instances: [], activeId: null });
  });

  it('brings stored defaults back within bounds, so a bad record cannot break a push', async () => {
    await fakeBrowser.storage.local.set({
      [SETTINGS_KEY]: {
        instances: [
          {
            ...instance(),
            defaults: { durationIndex: 99, views: 0, retrievalStep: 'yes', recipientLocale: 'tlh' },
          },
        ],
        activeId: 'gone',
      },
    });
    const loaded = await loadSettings(fakeBrowser.storage.local);
    expect(loaded.activeId).toBe('i1');
    expect(loaded.instances[0]?.defaults).toEqual({
      durationIndex: 17,
      views: 1,
      retrievalStep: true,
      deletableByViewer: true,
      passphrase: false,
      recipientLocale: '',
      sealMenuPushes: false,
    });
  });

  it('makes a saved instance active, and picks another when the active one is removed', async () => {
    const two = withInstance(
      withInstance({ instances: [], activeId: null }, instance()),
      instance({ id: 'i2' }),
    );
    expect(two.activeId).toBe('i2');
    await saveSettings(fakeBrowser.storage.local, withoutInstance(two, 'i2'));
    expect((await loadSettings(fakeBrowser.storage.local)).activeId).toBe('i1');
  });
});

describe('push rows', () => {
  const created = Date.parse('2026-01-01T00:00:00.000Z');

  it('describes an instance push by views used of allowed and the days left', () => {
    const row = rowFromSummary(
      toPushSummary(pwpushPush({ days_remaining: 1, views_remaining: 4, passphrase: 'set' })),
      created + 1000,
    );
    expect(row).toMatchObject({
      status: 'active',
      kind: '',
      hasPassphrase: true,
      views: '1 of 5 views used',
      timeLeft: '1 day left',
      viewed: true,
      canExpire: true,
      canAudit: true,
    });
  });

  it('says a 7-day push has 7 days left a minute after it was made, as the API’s days_remaining does', () => {
    const week = ourPush({ expire_after_days: 7, days_remaining: 7, expires_at: '2026-01-08T00:00:00.000Z' });
    expect(rowFromSummary(toPushSummary(week), created + 60_000).timeLeft).toBe('7 days left');
    const twoDays = { ...week, expire_after_days: 2, expires_at: '2026-01-03T00:00:00.000Z' };
    expect(rowFromSummary(toPushSummary(twoDays), created + 60_000).timeLeft).toBe('2 days left');
  });

  it('offers nothing that needs a live link on an ended push', () => {
    const row = rowFromSummary(toPushSummary(pwpushPush({ expired: true, deleted: true })), created + 1000);
    expect(row).toMatchObject({ live: false, canExpire: false, timeLeft: '', views: '0 of 5 views used' });
  });

  it('offers Expire for a push made without a token only when viewers may delete it', () => {
    const local = {
      instanceId: 'i1',
      urlToken: 'abcdefgh',
      kind: 'text' as const,
      name: '',
      createdAt: created,
      expiresAt: created + DAY,
      exactExpiry: true,
      expireAfterDays: 1,
      expireAfterViews: 2,
      deletableByViewer: false,
      expired: false,
    };
    expect(rowFromLocal(local, created, false)).toMatchObject({
      canExpire: false,
      canAudit: false,
      status: 'active',
    });
    expect(rowFromLocal({ ...local, deletableByViewer: true }, created, false).canExpire).toBe(true);
    expect(rowFromLocal(local, created + DAY, false).status).toBe('time-up');
  });
});
