import {
  ASSISTANT_ERROR_CODES,
  ROLE_IDS,
  type AskResponse,
  type AssistantFairUseError,
  type AssistantUsage,
} from "@pkg/contracts";
import type { ServerResponse } from "node:http";

import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { aiSessions, chatMessages, chats, users } from "../db/schema";
import { personalMonth, renewalDay } from "../services/assistant-limits";
import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { seedAndSignIn } from "../test/assistant";
import { closeFakeEndpoints, fakeEndpoint } from "../test/fake-ai-endpoint";
import { makePerson, signIn } from "../test/people";

/*
 * The assistant's limits: a practitioner's new chats per month against their plan (in their own
 * month), and fair use (questions per hour) for everyone else. The app here lets 3 questions an
 * hour through, so the limit is met quickly.
 */

const PER_HOUR = 3;
/** One secret for every instance, so a token signed by one is good on the others. */
const JWT_SECRET = "assistant-limits-test-secret-0123456789abcdef";
const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;

function post(token: string, url: string, payload: Record<string, unknown>, extra: InjectOptions = {}) {
  return t.app.inject({ method: "POST", url, headers: bearer(token), payload, ...extra });
}

async function ask(token: string, url: string, question: string, chatId?: string): Promise<AskResponse> {
  const response = await post(token, url, { question, ...(chatId ? { chatId } : {}) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AskResponse>();
}

async function usage(token: string): Promise<AssistantUsage> {
  const response = await t.app.inject({ url: "/api/ai-search/usage", headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AssistantUsage>();
}

/** A practitioner with a plan and a time zone, and `chats` chats of theirs started at `at`. */
async function practitioner(options: {
  plan?: "starter" | "professional";
  timeZone?: string | null;
  chats?: number;
  at?: Date;
}) {
  const person = await makePerson(t, ROLE_IDS.practitioner, true);
  await t.database.db
    .update(users)
    .set({ plan: options.plan ?? "starter", timeZone: options.timeZone ?? null })
    .where(eq(users.id, person.userId));
  await addChats(person.userId, options.chats ?? 0, options.at ?? new Date());
  return { ...person, token: await signIn(t, person) };
}

async function addChats(userId: string, howMany: number, at: Date) {
  if (howMany === 0) return;
  const rows = await t.database.db
    .insert(chats)
    .values(
      Array.from({ length: howMany }, (_, index) => ({
        userId,
        title: `Earlier chat ${index + 1}`,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .returning({ id: chats.id });
  // Each was a session when it was started.
  await t.database.db
    .insert(aiSessions)
    .values(rows.map((row) => ({ userId, chatId: row.id, createdAt: at })));
}

beforeAll(async () => {
  t = await createTestApp({ config: { aiQuestionsPerHour: PER_HOUR, jwtSecret: JWT_SECRET } });
  await seedAndSignIn(t);
}, SETUP_TIMEOUT * 2);
afterAll(async () => t?.close());

describe("a practitioner's AI sessions per month", () => {
  it("counts new chats against the plan, refuses the one past it, and lets follow-ups in", async () => {
    const person = await practitioner({ chats: 8 });
    const month = personalMonth(new Date(), null);
    expect(await usage(person.token)).toEqual({
      plan: "starter",
      used: 8,
      limit: 10,
      resetsAt: month.end.toISOString(),
    });
    const ninth = await ask(person.token, "/api/ai-search", "What helps with hot flushes?");
    const tenth = await ask(person.token, "/api/ai-learning-search", "How do I use the MRS with clients?");
    expect((await usage(person.token)).used).toBe(10);

    const message = `You have used all 10 AI sessions of your Starter plan this month. They renew on ${renewalDay(month.end, null)}.`;
    for (const url of [
      "/api/ai-search",
      "/api/ai-search/",
      "/api/ai-learning-search",
      "/api/ai-search/stream",
    ]) {
      const refused = await post(person.token, url, { question: "What about sleep?" });
      expect(refused.statusCode, url).toBe(403);
      // Refused before a stream would start: a JSON error, not events.
      expect(refused.headers["content-type"], url).toMatch(/^application\/json/);
      expect(refused.json(), url).toEqual({ code: ASSISTANT_ERROR_CODES.sessionLimit, message });
    }
    // Follow-ups in existing chats are always let in, and start nothing new.
    const more = await ask(person.token, "/api/ai-search", "What about at night?", ninth.chat.id);
    expect(more.chat).toMatchObject({ id: ninth.chat.id, messageCount: 2 });
    const streamed = await post(person.token, "/api/ai-learning-search/stream", {
      question: "And with anxiety?",
      chatId: tenth.chat.id,
    });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.body).toContain("event: done");
    expect((await usage(person.token)).used).toBe(10);

    // Deleting a chat gives no session back.
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/chat/${ninth.chat.id}`,
      headers: bearer(person.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await usage(person.token)).used).toBe(10);
    expect((await post(person.token, "/api/ai-search", { question: "What about sleep?" })).statusCode).toBe(
      403,
    );
  });

  it("gives a Professional plan 50", async () => {
    const person = await practitioner({ plan: "professional", chats: 49 });
    expect(await usage(person.token)).toMatchObject({ plan: "professional", used: 49, limit: 50 });
    await ask(person.token, "/api/ai-search", "What helps with hot flushes?");
    const refused = await post(person.token, "/api/ai-search", { question: "What helps with sleep?" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(
      /^You have used all 50 AI sessions of your Professional plan this month\./,
    );
  });

  it("counts the month in the person's time zone", async () => {
    const zone = "Pacific/Auckland";
    const month = personalMonth(new Date(), zone);
    // Just before the month started there (the last month's), and just after it did.
    const person = await practitioner({
      timeZone: zone,
      chats: 10,
      at: new Date(month.start.getTime() - 1000),
    });
    await addChats(person.userId, 9, new Date(month.start.getTime() + 1000));
    expect(await usage(person.token)).toEqual({
      plan: "starter",
      used: 9,
      limit: 10,
      resetsAt: month.end.toISOString(),
    });
    await ask(person.token, "/api/ai-search", "What helps with hot flushes?");
    const refused = await post(person.token, "/api/ai-search", { question: "What helps with sleep?" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain(`They renew on ${renewalDay(month.end, zone)}.`);
  });

  it("lets only one of two new chats asked at once take the plan's last session, across instances", async () => {
    // Two instances on the one database, each with an AI endpoint that answers only once both
    // questions have reached it: both questions pass the first count and meet at the store.
    const waiting: ServerResponse[] = [];
    const endpoint = await fakeEndpoint((response) => {
      waiting.push(response);
      if (waiting.length < 2) return;
      // Both failing: each instance stores its extractive answer.
      for (const held of waiting.splice(0)) held.writeHead(503).end();
    });
    const ai = { baseUrl: endpoint.baseUrl, model: "fake-model", apiKey: undefined };
    const instances = [
      await createTestApp({
        database: t.database,
        config: { ai, aiQuestionsPerHour: PER_HOUR, jwtSecret: JWT_SECRET },
      }),
      await createTestApp({
        database: t.database,
        config: { ai, aiQuestionsPerHour: PER_HOUR, jwtSecret: JWT_SECRET },
      }),
    ];
    try {
      for (let round = 0; round < 3; round += 1) {
        const person = await practitioner({ chats: 9 });
        const answers = await Promise.all(
          instances.map((instance, index) =>
            instance.app.inject({
              method: "POST",
              url: index === 0 ? "/api/ai-search" : "/api/ai-learning-search",
              headers: bearer(person.token),
              payload: { question: index === 0 ? "What helps with hot flushes?" : "How do I use the MRS?" },
            }),
          ),
        );
        expect(answers.map((answer) => answer.statusCode).sort(), `round ${round}`).toEqual([201, 403]);
        const refused = answers.find((answer) => answer.statusCode === 403)!;
        expect(refused.json().code).toBe(ASSISTANT_ERROR_CODES.sessionLimit);
        expect((await usage(person.token)).used, `round ${round}`).toBe(10);
      }
      expect(endpoint.received).toHaveLength(6);
    } finally {
      for (const instance of instances) await instance.close();
      await closeFakeEndpoints();
    }
  });

  it("is not asked of clients, reviewers or Super Admins, whose usage has no limit", async () => {
    for (const roleID of [ROLE_IDS.client, ROLE_IDS.reviewer, ROLE_IDS.superAdmin]) {
      const person = await makePerson(t, roleID, true);
      await addChats(person.userId, 12, new Date());
      const token = await signIn(t, person);
      expect(await usage(token)).toEqual({ plan: null, used: 12, limit: null, resetsAt: null });
      await ask(token, "/api/ai-search", "What helps with hot flushes?");
    }
  });
});

describe("fair use", () => {
  it("refuses a client's question past the hour's number with the time to wait, on every ask route", async () => {
    const client = await makePerson(t, ROLE_IDS.client, true);
    const token = await signIn(t, client);
    const first = await ask(token, "/api/ai-search", "What helps with hot flushes?");
    await ask(token, "/api/ai-personalized-search", "What helps with sleep problems?");
    // A follow-up is a question too.
    await ask(token, "/api/ai-search", "What about at night?", first.chat.id);

    for (const [url, payload] of [
      ["/api/ai-search", { question: "What helps with anxiety?" }],
      ["/api/ai-search/", { question: "And at night?", chatId: first.chat.id }],
      ["/api/ai-personalized-search", { question: "What helps with anxiety?" }],
      ["/api/ai-search/stream", { question: "What helps with anxiety?" }],
      ["/api/ai-personalized-search/stream", { question: "What helps with anxiety?" }],
    ] as const) {
      const refused = await post(token, url, payload);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.headers["content-type"], url).toMatch(/^application\/json/);
      const body = refused.json<AssistantFairUseError>();
      expect(body.code, url).toBe(ASSISTANT_ERROR_CODES.fairUse);
      expect(body.retryAfterSeconds, url).toBeGreaterThan(HOUR_MS / 1000 - 600);
      expect(body.retryAfterSeconds, url).toBeLessThanOrEqual(HOUR_MS / 1000);
      expect(refused.headers["retry-after"], url).toBe(String(body.retryAfterSeconds));
      expect(body.message, url).toBe(
        `You have asked a lot of questions in a short time. Please try again in ${Math.ceil(body.retryAfterSeconds / 60)} minutes.`,
      );
    }
    const session = await t.app.inject({ url: `/api/session/${first.chat.id}`, headers: bearer(token) });
    expect(session.json().messages).toHaveLength(2);
  });

  it("counts only the last hour, and says how long until the oldest question in it leaves", async () => {
    const client = await makePerson(t, ROLE_IDS.client, true);
    const token = await signIn(t, client);
    const asked: AskResponse[] = [];
    for (const question of [
      "What helps with hot flushes?",
      "What helps with sleep?",
      "What helps with anxiety?",
    ]) {
      asked.push(await ask(token, "/api/ai-search", question));
    }
    // The first question was asked 50 minutes ago, the others two hours ago: one question is
    // left in the hour, so two more are let in.
    const move = async (index: number, ago: number) => {
      const at = new Date(Date.now() - ago);
      await t.database.db
        .update(chatMessages)
        .set({ createdAt: at })
        .where(eq(chatMessages.chatId, asked[index]!.chat.id));
      await t.database.db
        .update(chats)
        .set({ updatedAt: at, createdAt: at })
        .where(eq(chats.id, asked[index]!.chat.id));
    };
    await move(0, 50 * 60 * 1000);
    await move(1, 2 * HOUR_MS);
    await move(2, 2 * HOUR_MS);
    await ask(token, "/api/ai-search", "What helps with joint aches?");
    await ask(token, "/api/ai-search", "What helps with brain fog?");
    const refused = await post(token, "/api/ai-search", { question: "What helps with dry skin?" });
    expect(refused.statusCode).toBe(429);
    const { retryAfterSeconds, message } = refused.json<AssistantFairUseError>();
    // The question of 50 minutes ago leaves the hour in about 10 minutes.
    expect(retryAfterSeconds).toBeGreaterThan(9 * 60 - 5);
    expect(retryAfterSeconds).toBeLessThanOrEqual(10 * 60);
    expect(message).toBe(
      `You have asked a lot of questions in a short time. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    );
  });

  it("holds for reviewers and Super Admins, and leaves practitioners to their plan", async () => {
    for (const [roleID, url] of [
      [ROLE_IDS.reviewer, "/api/ai-search"],
      [ROLE_IDS.superAdmin, "/api/ai-learning-search"],
    ] as const) {
      const token = await signIn(t, await makePerson(t, roleID, true));
      for (let index = 0; index < PER_HOUR; index += 1)
        await ask(token, url, `What helps with sleep ${index}?`);
      const refused = await post(token, url, { question: "What helps with sleep?" });
      expect(refused.statusCode, String(roleID)).toBe(429);
    }
    const person = await practitioner({ plan: "professional" });
    for (let index = 0; index < PER_HOUR + 2; index += 1) {
      await ask(person.token, "/api/ai-search", `What helps with hot flushes ${index}?`);
    }
    expect((await usage(person.token)).used).toBe(PER_HOUR + 2);
  });
});
