import type { ChatHistoryResponse, ChatSession, FolderDetails, FolderStructure } from "@pkg/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_CLIENT_EMAIL, seedDemoAccounts } from "../seed";
import { createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { demoToken, getJson } from "./demo-test-support";
import { seedDemoAssistant } from "./demo-assistant";
import { seedContentLibrary } from "./seed-library";

let t: TestApp;

const tokenOf = (email: string) => demoToken(t, email);
const get = <T>(token: string, url: string) => getJson<T>(t, token, url);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.database.db);
  await seedContentLibrary(t.database.db);
  await seedDemoAssistant(t.app, t.database.db, DEMO_CLIENT_EMAIL);
}, SETUP_TIMEOUT * 3);

afterAll(async () => {
  await t?.close();
});

describe("the demo client's assistant", () => {
  it("has a personalised chat of three days ago with a follow-up, saved in a folder, and a reported answer", async () => {
    const client = await tokenOf(DEMO_CLIENT_EMAIL);
    const history = await get<ChatHistoryResponse>(client, "/api/searched-result/history");
    expect(history.total).toBe(1);
    const [chat] = history.items;
    expect(chat).toMatchObject({ kind: "personalized", messageCount: 2 });
    expect(Date.now() - Date.parse(chat!.updatedAt)).toBeGreaterThan(2 * 86_400_000);
    const session = await get<ChatSession>(client, `/api/session/${chat!.id}`);
    expect(session.messages[0]!.answer.citations.length).toBeGreaterThan(0);
    expect(session.messages[0]!.answer.personalizedFor?.length).toBeGreaterThan(0);
    expect(session.messages[1]!.reportedAt).not.toBeNull();

    const structure = await get<FolderStructure>(client, "/api/folders/structure");
    const folder = structure.folders.find((entry) => entry.name === "Hot flushes");
    expect(folder).toBeDefined();
    const details = await get<FolderDetails>(client, `/api/folders/${folder!.id}/details`);
    expect(details.items.map((item) => item.kind).sort()).toEqual(["answer", "content"]);

    const admin = await tokenOf("admin@example.com");
    const reported = await get<{ total: number }>(admin, "/api/admin/reported-chats");
    expect(reported.total).toBe(1);
  });
});
