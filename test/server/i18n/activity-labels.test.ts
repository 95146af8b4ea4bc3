import { describe, expect, it } from 'vitest';
import { ACTIVITY_EVENT_NAMES } from '../../../server/activity/activity-events.ts';
import { CATALOGS } from '../../../server/i18n/catalogs/index.ts';

describe('the activity log’s event labels', () => {
  it.each(Object.keys(CATALOGS))('%s labels every event name, and nothing else', (code) => {
    const labels = CATALOGS[code]?.activityEvents as Record<string, string>;
    expect(Object.keys(labels).sort()).toEqual([...ACTIVITY_EVENT_NAMES].sort());
    expect(ACTIVITY_EVENT_NAMES.filter((name) => (labels[name] ?? '').trim() === '')).toEqual([]);
  });

  it('gives each event its own label in a language, so two events never read alike', () => {
    for (const [code, catalog] of Object.entries(CATALOGS)) {
      const labels = Object.values(catalog.activityEvents as Record<string, string>);
      expect([code, new Set(labels).size]).toEqual([code, labels.length]);
    }
  });
});
