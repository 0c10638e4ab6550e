import type { AuditLogResponse, AdminMailResponse } from "@pkg/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { seedDemoAccounts } from "../seed";
import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { seedDemoAdministration } from "./demo-administration";
import { seedDemoCare } from "./demo-care";
import { demoToken, getJson } from "./demo-test-support";
import { seedContentLibrary } from "./seed-library";

let t: TestApp;
let first: Awaited<ReturnType<typeof seedDemoAdministration>>;
let admin: string;
const settings = { productName: "Haven", publicUrl: "http://haven.test" };

const get = <T>(url: string) => getJson<T>(t, admin, url);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.database.db);
  await seedContentLibrary(t.database.db);
  await seedDemoCare(t.database.db);
  first = await seedDemoAdministration(t.database.db, settings);
  admin = await demoToken(t, "admin@example.com");
}, SETUP_TIMEOUT * 3);

afterAll(async () => {
  await t?.close();
});

describe("the Super Admin's demo history", () => {
  it("fills Mail with sent, waiting and failed messages, and the failed one can be sent again", async () => {
    expect(first).toMatchObject({ created: true, mail: 5 });
    const mail = await get<AdminMailResponse>("/api/admin/mail?pageSize=100");
    expect(mail.total).toBe(5);
    expect(mail.items.map((item) => item.status).sort()).toEqual([
      "failed",
      "pending",
      "sent",
      "sent",
      "sent",
    ]);
    expect(mail.items.find((item) => item.status === "pending")?.lastError).toMatch(/ETIMEDOUT/);

    const failed = mail.items.find((item) => item.status === "failed")!;
    expect(failed).toMatchObject({ kind: "review_assigned", to: "reviewer@example.com", attempts: 5 });
    const retried = await t.app.inject({
      method: "POST",
      url: `/api/admin/mail/${failed.id}/retry`,
      headers: bearer(admin),
    });
    expect(retried.statusCode, retried.body).toBe(200);
    await t.app.outbox.flush();
    const after = await get<AdminMailResponse>("/api/admin/mail?pageSize=100");
    expect(after.items.find((item) => item.id === failed.id)?.status).toBe("sent");
  });

  it("mails Leah an invitation whose link works", async () => {
    const leah = (await t.app.outbox.list()).find((row) => row.toAddress === "leah.moreno@example.com");
    expect(leah?.kind).toBe("invitation");
    const link = leah!.links.find((url) => url.includes("/accept-invite/"))!;
    const token = decodeURIComponent(new URL(link).pathname.split("/").at(-1)!);
    const details = await t.app.inject({
      url: `/api/client/invitation-details/${encodeURIComponent(token)}`,
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.body).toContain("Leah Moreno");
  });

  it("fills the Audit log with the practitioner's reads and the role change, with no names or values", async () => {
    const log = await get<AuditLogResponse>("/api/admin/audit-log?pageSize=100");
    // The seeded rows, and the retry above, which is itself audited.
    expect(log.total).toBe(first.audit + 1);
    const actions = new Set(log.items.map((item) => item.action));
    expect(actions).toEqual(new Set(["care.read-health-data", "admin.role-changed", "admin.mail-retried"]));
    const body = JSON.stringify(log.items.map(({ details, targetId }) => ({ details, targetId })));
    for (const word of ["Carmen", "Grace", "Margaret", "@example.com"]) expect(body).not.toContain(word);
  });

  it("adds nothing when run again", async () => {
    expect(await seedDemoAdministration(t.database.db, settings)).toEqual({
      created: false,
      mail: 0,
      audit: 0,
    });
    const mail = await get<AdminMailResponse>("/api/admin/mail?pageSize=100");
    expect(mail.total).toBe(5);
  });
});
