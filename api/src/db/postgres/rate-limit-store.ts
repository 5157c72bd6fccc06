// The form rate limit counted in PostgreSQL (table form_rate_limits), so every API replica counts the same
// submissions: a store for @fastify/rate-limit. One statement per request: a new window starts at the first request
// after the previous one ended. PostgreSQL only: SQLite serves one process, whose limit is counted in its memory.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { QueryDb } from '../query/connect';

export class PostgresRateLimitStore implements FastifyRateLimitStore {
  constructor(private readonly db: QueryDb) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    sql<{ count: number; ttl: number }>`INSERT INTO form_rate_limits AS r (key, count, window_ends_at)
      VALUES (${key}, 1, clock_timestamp() + ${timeWindow} * interval '1 millisecond')
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN r.window_ends_at <= clock_timestamp() THEN 1 ELSE r.count + 1 END,
        window_ends_at = CASE WHEN r.window_ends_at <= clock_timestamp() THEN excluded.window_ends_at ELSE r.window_ends_at END
      RETURNING count, GREATEST(0, ceil(extract(epoch FROM r.window_ends_at - clock_timestamp()) * 1000))::int AS ttl`
      .execute(this.db)
      .then(
        ({ rows }) => callback(null, { current: rows[0]?.count ?? 1, ttl: rows[0]?.ttl ?? timeWindow }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
  }

  /** The same counters serve every route of the forms plugin (one limit per client address). */
  child(): FastifyRateLimitStore {
    return this;
  }
}

/** The store class @fastify/rate-limit instantiates itself, bound to `db`. */
export function rateLimitStoreOn(db: QueryDb): FastifyRateLimitStoreCtor {
  return class extends PostgresRateLimitStore {
    constructor() {
      super(db);
    }
  };
}
