import type { AtRestCodec } from '../durable/at-rest.ts';
import type { AllPushesQuery } from '../push-store.ts';
import { type ListedPush, listedPush } from '../records.ts';
import type { Query } from './push-queries.ts';
import { PUSH_COLUMNS, type PushRow, pushFromRow } from './push-rows.ts';

const COLUMNS = PUSH_COLUMNS.filter((column) => column !== 'payload').join(', ');
const PAST_LIMITS = '($1::bigint >= expires_at OR counted_views >= expire_after_views)';

/**
 * Every push newest first, one millisecond's by their keyed id: one statement per owner filter, so
 * each walks its own index of migration 018 (every push's, or the owner's) from the newest end.
 * $1 now, $2 the state, $3 and $4 the place after which the page starts (null for the first),
 * $5 the page's size, $6 the owner's id.
 */
function listAll(name: string, owner: string) {
  return {
    name,
    text: `SELECT ${COLUMNS} FROM pushes
    WHERE ${owner}
      AND ($2::text = 'all' OR ($2 = 'active' AND NOT expired AND NOT ${PAST_LIMITS})
        OR ($2 = 'expired' AND (expired OR ${PAST_LIMITS})))
      AND ($3::bigint IS NULL OR (created_at, id) < ($3::bigint, $4::text))
    ORDER BY created_at DESC, id DESC LIMIT $5`,
  };
}

const LIST_ALL = listAll('sp_list_all_pushes', '$6::text IS NULL');
const LIST_ANONYMOUS = listAll('sp_list_anonymous_pushes', '$6::text IS NULL AND owner_id IS NULL');
const LIST_OWNERS = listAll('sp_list_owners_pushes', 'owner_id = $6::text');

/** The administrators' listing of every push. */
export function allPushesQueries(query: Query, codec: AtRestCodec) {
  return {
    async listAllPushes(q: AllPushesQuery): Promise<ListedPush[]> {
      const statement =
        q.ownerId === undefined ? LIST_ALL : q.ownerId === null ? LIST_ANONYMOUS : LIST_OWNERS;
      const values = [
        q.now,
        q.state,
        q.after?.createdAt ?? null,
        q.after === undefined ? null : codec.digest(q.after.urlToken),
        Math.max(q.limit, 0),
        q.ownerId ?? null,
      ];
      const { rows } = await query<PushRow>(statement, values);
      return rows.map((row) => listedPush(pushFromRow(codec, row)));
    },
  };
}
