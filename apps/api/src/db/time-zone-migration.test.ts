import { readFileSync } from "node:fs";
import path from "node:path";

import { ROLE_IDS } from "@pkg/contracts";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { migrationsFolder } from "../paths";
import { createTestDatabase } from "../test/database";
import type { DatabaseHandle } from "./client";
import { glucoseEntries, moodEntries, symptomEntries, users } from "./schema";

/** The data step of the migration that lets a person's zone be unset (its last statement). */
const unsetStatement = readFileSync(path.join(migrationsFolder, "0011_user_time_zone_unset.sql"), "utf8")
  .split("--> statement-breakpoint")
  .at(-1)!;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

let made = 0;
async function personWith(timeZone: string | null) {
  made += 1;
  const [row] = await database.db
    .insert(users)
    .values({
      email: `zone-${made}@example.test`,
      name: `Zone ${made}`,
      phoneNumber: "",
      roleId: ROLE_IDS.client,
      passwordHash: "x",
      timeZone,
    })
    .returning({ id: users.id });
  return row!.id;
}

const at = new Date("2026-05-01T08:00:00Z");
const entry = { takenAt: at, timeZone: "UTC", localDate: "2026-05-01" };

describe("a person's time zone", () => {
  it("is unset for a new person: the column has no default", async () => {
    const [row] = await database.db
      .insert(users)
      .values({
        email: "new@example.test",
        name: "New",
        phoneNumber: "",
        roleId: ROLE_IDS.client,
        passwordHash: "x",
      })
      .returning({ timeZone: users.timeZone });
    expect(row!.timeZone).toBeNull();
  });

  it("is unset by the migration only where it still holds the old default and nothing was counted in it", async () => {
    const untouched = await personWith("UTC");
    const chosen = await personWith("Europe/Paris");
    const withMood = await personWith("UTC");
    const withCheckIn = await personWith("UTC");
    const withGlucose = await personWith("UTC");
    await database.db
      .insert(moodEntries)
      .values({ userId: withMood, mood: 3, loggedAt: at, timeZone: "UTC", localDate: entry.localDate });
    await database.db.insert(symptomEntries).values({
      userId: withCheckIn,
      kind: "quick-log",
      answers: { anxiety: 1 },
      ...entry,
    });
    await database.db.insert(glucoseEntries).values({
      userId: withGlucose,
      valueMgDl: 99,
      enteredValue: 99,
      enteredUnit: "mg/dL",
      measurementType: "fasting",
      ...entry,
    });

    await database.db.execute(sql.raw(unsetStatement));

    const rows = await database.db
      .select({ id: users.id, timeZone: users.timeZone })
      .from(users)
      .where(inArray(users.id, [untouched, chosen, withMood, withCheckIn, withGlucose]));
    const zoneOf = (id: string) => rows.find((row) => row.id === id)?.timeZone;
    expect(zoneOf(untouched)).toBeNull();
    expect(zoneOf(chosen)).toBe("Europe/Paris");
    expect(zoneOf(withMood)).toBe("UTC");
    expect(zoneOf(withCheckIn)).toBe("UTC");
    expect(zoneOf(withGlucose)).toBe("UTC");
  });
});
