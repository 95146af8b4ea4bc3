import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_EVENTS } from '../../../server/activity/activity-events.ts';
import { ACTIVITY_DETAIL_KEYS } from '../../../server/store/activity/activity-details.ts';

const doc = readFileSync('docs/activity-log.md', 'utf8');

describe('the activity log document', () => {
  it('lists every event with its category, and every detail key, as a SIEM mapping needs them', () => {
    const events = doc.slice(doc.indexOf('## Events'), doc.indexOf('\n## ', doc.indexOf('## Events') + 1));
    const listed = [...events.matchAll(/^\| `([a-z_.]+)` +\| (\w+) +\|/gm)].map((m) => [m[1], m[2]]);
    expect(Object.fromEntries(listed)).toEqual(ACTIVITY_EVENTS);
    const keys = doc.slice(doc.indexOf('Detail keys:'), doc.indexOf('No entry ever holds'));
    for (const key of ACTIVITY_DETAIL_KEYS) expect(keys).toContain(`\`${key}\``);
  });
});
