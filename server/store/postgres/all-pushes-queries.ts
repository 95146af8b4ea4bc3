import type { AtRestCodec } from '../durable/at-rest.ts';
import type { AllPushesQuery } from '../push-store.ts';
import { type ListedPush, listedPush } from '../records.ts';
import type { Query } from './push-queries.ts';
import { PUSH_COLUMNS, type PushRow, pushFromRow } from './push-rows.ts';

const COLUMNS = PUSH_COLUMNS.filter((column) => column !== 'payload').join(', ');
const PAST_LIMITS = '($2::bigint >= expires_at OR counted_views >= expire_after_views)';

/**
 * Every push newest first, one millisecond's by their keyed id, through migration 018's indexes.
 * $1 the owner filter (`any`, `anonymous` or `user`), $2 now, $3 the state, $4 the owner's id,
 * $5 and $6 the place after which the page starts (null for the first), $7 the page's size.
 */
const LIST_ALL = {
  name: 'sp_list_all_pushes',
  text: `SELECT ${COLUMNS} FROM pushes
    WHERE ($1::text = 'any' OR ($1 = 'anonymous' AND owner_id IS NULL) OR ($1 = 'user' AND owner_id = $4::text))
      AND ($3::text = 'all' OR ($3 = 'active' AND NOT expired AND NOT ${PAST_LIMITS})
        OR ($3 = 'expired' AND (expired OR ${PAST_LIMITS})))
      AND ($5::bigint IS NULL OR (created_at, id) < ($5::bigint, $6::text))
    ORDER BY created_at DESC, id DESC LIMIT $7`,
};

/** The administrators' listing of every push. */
export function allPushesQueries(query: Query, codec: AtRestCodec) {
  return {
    async listAllPushes(q: AllPushesQuery): Promise<ListedPush[]> {
      const owner = q.ownerId === undefined ? 'any' : q.ownerId === null ? 'anonymous' : 'user';
      const values = [
        owner,
        q.now,
        q.state,
        q.ownerId ?? null,
        q.after?.createdAt ?? null,
        q.after === undefined ? null : codec.digest(q.after.urlToken),
        Math.max(q.limit, 0),
      ];
      const { rows } = await query<PushRow>(LIST_ALL, values);
      return rows.map((row) => listedPush(pushFromRow(codec, row)));
    },
  };
}
