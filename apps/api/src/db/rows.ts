import { sql, type SQL } from "drizzle-orm";

import type { Database } from "./client";

/** The rows of a raw SQL query (node-postgres and PGlite both answer `{ rows }`). */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows?: T[] }).rows ?? [];
}

/** A list as an SQL array of parameters (drizzle would send a JavaScript array as a record). */
export const sqlArray = (values: readonly (string | boolean | number)[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]`;
