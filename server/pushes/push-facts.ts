import { isExpiredAt } from '../../shared/expiry.ts';
import { type TitleHint, type TitleSource, titleSource } from '../../shared/push-title.ts';
import { sealedUploadIndex } from '../../shared/sealed/sealed-payload.ts';
import type { Cipher } from '../crypto/cipher.ts';
import type { PushStore } from '../store/push-store.ts';
import type { ListedPush } from '../store/records.ts';

/** What the owner's pages show of a push besides its record: its title and whether it is sealed. */
export interface PushFacts {
  title: TitleSource;
  sealed: boolean;
}

/** A URL's host, never the URL itself; undefined for text that is not one. */
function hostOf(url: string): string | undefined {
  try {
    return new URL(url.trim()).host || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The title (shared/push-title.ts) and seal of the owner's push. A listing carries no payload: only
 * a live, unnamed URL push (for its host) costs a read of its record; the seal is marked when made.
 */
export function pushFacts(deps: { store: Pick<PushStore, 'findPush'>; cipher: Cipher; now: () => number }) {
  const { store, cipher, now } = deps;
  const noteOf = (push: Pick<ListedPush, 'note'>) => (push.note === null ? '' : cipher.open(push.note));

  /** The payload a title needs: a live URL push's, for its host, and only when it has no name to go by. */
  async function livePayload(push: ListedPush): Promise<string | undefined> {
    if (push.kind !== 'url' || push.name.trim() !== '' || isExpiredAt(push, now())) return undefined;
    const found = await store.findPush(push.urlToken);
    return found?.payload == null || isExpiredAt(found, now()) ? undefined : cipher.open(found.payload);
  }

  /** What a title needs beyond the record: the first file's name and how many, or a URL's host. */
  function hintOf(push: ListedPush, payload: string | undefined): TitleHint {
    const [first] = push.files;
    if (first !== undefined) return { fileName: first.filename, fileCount: push.files.length };
    const host = push.kind === 'url' && payload !== undefined ? hostOf(payload) : undefined;
    return host === undefined ? {} : { urlHost: host };
  }

  async function factsOf(push: ListedPush): Promise<PushFacts> {
    const payload = await livePayload(push);
    const [first] = push.files;
    const sealedFiles = first !== undefined && sealedUploadIndex(first.filename) !== undefined;
    const facts = { name: push.name, note: noteOf(push), kind: push.kind, createdAt: push.createdAt };
    return { title: titleSource(facts, hintOf(push, payload)), sealed: push.sealed === true || sealedFiles };
  }

  /** The hint alone, for clients that make the title themselves: a read only for a live, unnamed URL push. */
  async function titleHintOf(push: ListedPush): Promise<TitleHint> {
    return hintOf(push, await livePayload(push));
  }

  return { factsOf, titleHintOf };
}
