import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * Descending in the order of the `(user_id, local_date desc nulls last, …)` indexes, so that a
 * newest-first read walks the index and stops early: `desc` alone means `nulls first`, which no
 * such index has, and makes the database sort every row of the person first.
 */
export const newestFirst = (column: PgColumn): SQL => sql`${column} desc nulls last`;
