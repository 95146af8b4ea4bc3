import type pg from 'pg';
import { migrateSchema } from '../../../server/store/postgres/schema-migrations.ts';

/** The schema the store makes at open, counters' tables included; safe to call from several pools at once. */
export async function countersTables(pool: pg.Pool): Promise<void> {
  await migrateSchema(pool);
}
