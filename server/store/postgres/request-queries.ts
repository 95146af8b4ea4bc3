import type { AtRestCodec } from '../durable/at-rest.ts';
import { closedByTime, RequestRules } from '../memory/request-rules.ts';
import { StoreState } from '../memory/store-state.ts';
import type { RequestRecord } from '../request-records.ts';
import type { AnswerOutcome, RequestListQuery } from '../request-store.ts';
import { StoreConflictError } from '../store-conflict.ts';
import type { Query } from './push-queries.ts';
import { REQUEST_COLUMNS, type RequestRow, requestFromRow, requestValues } from './request-rows.ts';

const FIELDS = REQUEST_COLUMNS.join(', ');
/** Open at $3: answered; past its time: written down as closed when it ran out. */
const OPEN_AT_NOW = 'b.closes_at > $3::bigint';

/**
 * Each change locks the row first (`before`), changes it as RequestRules would, and hands back the
 * row as it was: of answers at once, each waits for the one before it and then finds it answered.
 */
const S = {
  insert: {
    name: 'sp_insert_request',
    text: `INSERT INTO requests (${FIELDS}) VALUES (${REQUEST_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})`,
  },
  find: { name: 'sp_find_request', text: `SELECT ${FIELDS} FROM requests WHERE id = $1` },
  answer: {
    name: 'sp_answer_request',
    text: `WITH before AS (
        SELECT ${FIELDS} FROM requests WHERE id = $1 FOR UPDATE
      ), changed AS (
        UPDATE requests r SET
          state = CASE WHEN ${OPEN_AT_NOW} THEN 'answered' ELSE 'closed' END,
          answer_token = CASE WHEN ${OPEN_AT_NOW} THEN $2::text ELSE r.answer_token END,
          answered_at = CASE WHEN ${OPEN_AT_NOW} THEN $3::bigint ELSE r.answered_at END,
          closed_at = CASE WHEN ${OPEN_AT_NOW} THEN r.closed_at ELSE b.closes_at END,
          updated_at = $3::bigint
        FROM before b WHERE r.id = b.id AND b.state = 'open'
      )
      SELECT * FROM before`,
  },
  // Closed now, or when its time ran out if that came first.
  close: {
    name: 'sp_close_request',
    text: `WITH before AS (
        SELECT ${FIELDS} FROM requests WHERE id = $1 FOR UPDATE
      ), changed AS (
        UPDATE requests r SET state = 'closed', closed_at = least(b.closes_at, $2::bigint), updated_at = $2::bigint
        FROM before b WHERE r.id = b.id AND b.state = 'open'
      )
      SELECT * FROM before`,
  },
  // SKIP LOCKED: one an answer holds is left to it (it records the close itself); two sweepers never return one twice.
  closeDue: {
    name: 'sp_close_due_requests',
    text: `WITH due AS (
        SELECT seq, ${FIELDS} FROM requests WHERE state = 'open' AND closes_at <= $1 FOR UPDATE SKIP LOCKED
      ), closed AS (
        UPDATE requests r SET state = 'closed', closed_at = r.closes_at, updated_at = $1 FROM due WHERE r.id = due.id
      )
      SELECT * FROM due ORDER BY closes_at, seq`,
  },
  // $2 null lists every state; a state is judged at $3, as requestState judges it.
  list: {
    name: 'sp_list_requests',
    text: `SELECT ${FIELDS} FROM requests WHERE owner_id = $1
        AND ($2::text[] IS NULL
          OR (CASE WHEN state = 'open' AND closes_at <= $3 THEN 'closed' ELSE state END) = ANY ($2::text[]))
      ORDER BY created_at DESC, seq DESC OFFSET $4 LIMIT $5`,
  },
  removeEnded: {
    name: 'sp_remove_ended_requests',
    text: `DELETE FROM requests WHERE state <> 'open' AND coalesce(answered_at, closed_at) < $1`,
  },
};

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** RequestRules over the one request a statement locked: the answer it gives is theirs. */
function byTheRules<T>(before: RequestRecord, step: (rules: RequestRules) => T): T {
  const state = new StoreState();
  state.requests.put(before);
  return step(new RequestRules(state, () => {}));
}

/** The request methods of the port, each one statement. */
export function requestQueries(query: Query, codec: AtRestCodec) {
  const lockedBefore = async (
    statement: { name: string; text: string },
    urlToken: string,
    values: unknown[],
  ) => {
    const row = (await query<RequestRow>(statement, [codec.digest(urlToken), ...values])).rows[0];
    return row === undefined ? undefined : requestFromRow(codec, row, urlToken);
  };

  return {
    insertRequest: async (request: RequestRecord): Promise<void> => {
      try {
        await query(S.insert, requestValues(codec, request));
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === UNIQUE_VIOLATION) throw new StoreConflictError('That request token is taken.');
        // The requester is unknown, or went meanwhile, as the embedded store refuses it.
        if (code === FOREIGN_KEY_VIOLATION) throw new StoreConflictError('No such user.');
        throw error;
      }
    },
    findRequest: async (urlToken: string) => {
      const row = (await query<RequestRow>(S.find, [codec.digest(urlToken)])).rows[0];
      return row === undefined ? undefined : requestFromRow(codec, row, urlToken);
    },
    answerRequest: async (
      urlToken: string,
      answerToken: string,
      now: number,
    ): Promise<AnswerOutcome | undefined> => {
      const before = await lockedBefore(S.answer, urlToken, [answerToken, now]);
      return before && byTheRules(before, (rules) => rules.answerRequest(urlToken, answerToken, now));
    },
    closeRequest: async (urlToken: string, now: number) => {
      const before = await lockedBefore(S.close, urlToken, [now]);
      return before && byTheRules(before, (rules) => rules.closeRequest(urlToken, now));
    },
    listRequests: async (ownerId: string, page: RequestListQuery) => {
      const values = [
        ownerId,
        page.states ?? null,
        page.now,
        Math.max(page.offset, 0),
        Math.max(page.limit, 0),
      ];
      return (await query<RequestRow>(S.list, values)).rows.map((row) => requestFromRow(codec, row));
    },
    closeDueRequests: async (now: number) =>
      (await query<RequestRow>(S.closeDue, [now])).rows.map((row) =>
        closedByTime(requestFromRow(codec, row), now),
      ),
    removeEndedRequests: async (before: number) => (await query(S.removeEnded, [before])).rowCount ?? 0,
  };
}
