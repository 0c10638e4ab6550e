// A process that opens an embedded database and keeps it, for tests that crash or pause its owner.
// Usage: node --import tsx src/test/database-owner.ts <DATA_DIR>
// Prints "ready" once it holds the database, answers each "query" line on stdin with
// "answered <migrations>" (a real query), and closes the database when stdin ends.
import { createInterface } from "node:readline";

import { openDatabase } from "../db/client";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: database-owner.ts <DATA_DIR>");

const database = await openDatabase({ kind: "pglite", dataDir });
console.log("ready");

for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === "query") console.log(`answered ${await database.migrations()}`);
}
await database.close();
