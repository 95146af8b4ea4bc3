import { isPushKind } from '../../shared/kinds.ts';
import { t, tn } from './i18n.ts';
import type { Note } from './menu-notes.ts';
import type { FeedEvent } from './notification-feed.ts';
import { kindName } from './row-model.ts';

/**
 * A push (or request) as a notification names it: its title (the watch keeps the popup's title of
 * a push), else its kind; never a piece of its token.
 */
interface Named {
  name: string;
  urlToken: string;
  kind?: string;
}

function nameOf(item: Named, request = false): string {
  if (item.name) return item.name;
  if (request) return kindName('request');
  return kindName(isPushKind(item.kind) ? item.kind : null);
}

export function viewedNote(push: Named, views: number, host: string): Note {
  return { title: t('viewedTitle'), message: tn('viewedMessage', views, nameOf(push), host) };
}

/** What one read of a feed found about one push. */
interface Tally {
  item: Named;
  views: number;
  failed: number;
  expired: boolean;
  answered: number;
}

function tally(events: FeedEvent[]): Tally[] {
  const byToken = new Map<string, Tally>();
  for (const e of events) {
    const found = byToken.get(e.urlToken) ?? { item: e, views: 0, failed: 0, expired: false, answered: 0 };
    byToken.set(e.urlToken, found);
    if (e.event === 'view') found.views += 1;
    else if (e.event === 'failed_passphrase') found.failed += 1;
    else if (e.event === 'expire') found.expired = true;
    else found.answered += 1;
  }
  return [...byToken.values()];
}

/**
 * The notifications for what a feed told, one per push and kind of event, and how many of them
 * the badge counts (views and answers: the popup shows both). An expiry that came with a view is
 * the last view using the push up: the view's notification is enough.
 */
export function feedNotes(events: FeedEvent[], host: string): { notes: Note[]; badge: number } {
  const notes: Note[] = [];
  let badge = 0;
  for (const { item, views, failed, expired, answered } of tally(events)) {
    if (views > 0) notes.push(viewedNote(item, views, host));
    if (failed > 0) {
      notes.push({
        title: t('failedPassphraseTitle'),
        message: tn('failedPassphraseMessage', failed, nameOf(item), host),
      });
    }
    if (expired && views === 0) {
      notes.push({ title: t('expiredTitle'), message: t('expiredMessage', nameOf(item), host) });
    }
    if (answered > 0) {
      notes.push({ title: t('answeredTitle'), message: t('answeredMessage', nameOf(item, true), host) });
    }
    badge += views + answered;
  }
  return { notes, badge };
}
