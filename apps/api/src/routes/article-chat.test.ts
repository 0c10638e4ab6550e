import { randomUUID } from "node:crypto";

import {
  ASSISTANT_MESSAGES,
  type ArticleChatStart,
  type AskResponse,
  type AskStreamDone,
  type ChatHistoryResponse,
  type ChatSession,
} from "@pkg/contracts";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contentItems, contentRevisions } from "../db/schema";
import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { seedAndSignIn, streamEvents } from "../test/assistant";

/*
 * "Ask about this article" on the seed library: the start of a chat about one published item
 * (`GET /api/personalized-session/{reference_content_id}`), and questions asked with
 * `referenceContentId` (the chat keeps the article, its answers cite it first when it answers).
 */

let t: TestApp;
let tokens: Record<string, string> = {};

const CLIENT = "client@example.com";
const PRACTITIONER = "practitioner@example.com";
const REVIEWER = "reviewer@example.com";
const ADMIN = "admin@example.com";

type Item = { id: string; title: string; summary: string; audience: string; documentText: string };
/** The seed library's published items. */
let published: Item[] = [];

/** The published item whose title starts so. */
function item(titleStart: string): Item {
  const found = published.find((row) => row.title.startsWith(titleStart));
  if (!found) throw new Error(`no published item titled "${titleStart}…"`);
  return found;
}

const HOT_FLUSHES = "Hot flushes and night sweats";
const MEDICINES = "Medicines without hormones for hot flushes";
const SLEEP = "Sleep problems around the menopause";
/** Written for practitioners: a client never reads it. */
const HRT_GUIDE = "Talking with clients about HRT risks";

function call(email: string, options: InjectOptions) {
  return t.app.inject({ ...options, headers: { ...options.headers, ...bearer(tokens[email]!) } });
}

const start = (email: string, id: string) => call(email, { url: `/api/personalized-session/${id}` });

async function ask(email: string, url: string, payload: Record<string, unknown>): Promise<AskResponse> {
  const response = await call(email, { method: "POST", url, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AskResponse>();
}

/** The article's section headings (`##` and `###`), without a closing full stop or colon. */
const headingsOf = (markdown: string) =>
  [...markdown.matchAll(/^#{2,3}\s+(.+?)\s*#*\s*$/gm)].map((match) => match[1]!.trim().replace(/[.:]+$/, ""));

const history = async (email: string) =>
  (await call(email, { url: "/api/searched-result/history?pageSize=100" })).json<ChatHistoryResponse>();

beforeAll(async () => {
  t = await createTestApp();
  ({ tokens } = await seedAndSignIn(t));
  published = await t.database.db
    .select({
      id: contentItems.id,
      title: contentRevisions.title,
      summary: contentRevisions.summary,
      audience: contentRevisions.audience,
      documentText: contentRevisions.body,
    })
    .from(contentItems)
    .innerJoin(contentRevisions, eq(contentRevisions.id, contentItems.publishedRevisionId));
}, SETUP_TIMEOUT * 2);
afterAll(async () => t?.close());

describe("starting a chat about an article", () => {
  it("gives a client the item, a personalised chat and up to four questions from its sections", async () => {
    const article = item(HOT_FLUSHES);
    const response = await start(CLIENT, article.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ArticleChatStart>();
    expect(body.item).toEqual({ id: article.id, title: article.title, summary: article.summary });
    expect(body.kind).toBe("personalized");

    expect(body.suggestions.length).toBeGreaterThanOrEqual(1);
    expect(body.suggestions.length).toBeLessThanOrEqual(4);
    expect(new Set(body.suggestions).size).toBe(body.suggestions.length);
    const headings = headingsOf(article.documentText).map((heading) => heading.toLowerCase());
    for (const suggestion of body.suggestions) {
      expect(suggestion.endsWith("?"), suggestion).toBe(true);
      // Each one is a section of the article, put as a question.
      expect(
        headings.some((heading) => suggestion.toLowerCase().includes(heading)),
        `${suggestion} is none of: ${headings.join("; ")}`,
      ).toBe(true);
    }
    // "When to see a clinician" is in almost every article: it comes last.
    expect(body.suggestions.at(-1)).toMatch(/^When to see a clinician/);
  });

  it("gives everyone else an ordinary library chat, and at most four questions for a long article", async () => {
    for (const email of [PRACTITIONER, REVIEWER, ADMIN]) {
      const response = await start(email, item(HOT_FLUSHES).id);
      expect(response.statusCode, `${email}: ${response.body}`).toBe(200);
      expect(response.json<ArticleChatStart>().kind, email).toBe("search");
    }
    // An item for practitioners: a practitioner reads it; its seven sections give four questions.
    const guide = item(HRT_GUIDE);
    expect(headingsOf(guide.documentText).length).toBeGreaterThan(4);
    const response = await start(PRACTITIONER, guide.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ArticleChatStart>();
    expect(body).toMatchObject({ item: { id: guide.id, title: guide.title }, kind: "search" });
    expect(body.suggestions).toHaveLength(4);
  });

  it("answers 404 for an item the caller may not read or that is not published, 400 for a bad id", async () => {
    const guide = item(HRT_GUIDE);
    expect(guide.audience).toBe("practitioners");
    const hidden = await start(CLIENT, guide.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe("NOT_FOUND");
    expect(hidden.body).not.toContain(guide.title);
    expect(hidden.body).not.toContain("HRT");

    const unknown = await start(CLIENT, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("NOT_FOUND");

    // An item in review has no published text to ask about, even for a Super Admin.
    const [inReview] = await t.database.db
      .select({ id: contentItems.id })
      .from(contentItems)
      .innerJoin(contentRevisions, eq(contentRevisions.id, contentItems.workingRevisionId))
      .where(eq(contentRevisions.title, "Migraine and the menopause"));
    expect(published.some((row) => row.id === inReview!.id)).toBe(false);
    expect((await start(ADMIN, inReview!.id)).statusCode).toBe(404);

    const malformed = await start(CLIENT, "not-a-uuid");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      fieldErrors: { reference_content_id: ASSISTANT_MESSAGES.referenceContentId },
    });

    const anonymous = await t.app.inject({ url: `/api/personalized-session/${item(HOT_FLUSHES).id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("asking about an article", () => {
  it("answers a question that names the article's subject only as 'they' from the article", async () => {
    const article = item(HOT_FLUSHES);
    const { chat, message } = await ask(CLIENT, "/api/ai-personalized-search", {
      question: "how long do they last?",
      referenceContentId: article.id,
    });
    expect(chat).toMatchObject({ kind: "personalized", reference: { id: article.id, title: article.title } });
    // The article says "For many they last a few years."
    expect(message.answer.kind, message.answer.text).toBe("answer");
    expect(message.answer.citations[0]?.contentId, message.answer.text).toBe(article.id);
  });

  it("answers the questions the start suggests from the article", async () => {
    const article = item(HOT_FLUSHES);
    const { suggestions, kind } = (await start(CLIENT, article.id)).json<ArticleChatStart>();
    const url = kind === "personalized" ? "/api/ai-personalized-search" : "/api/ai-search";
    const unanswered: string[] = [];
    for (const question of suggestions) {
      const { chat, message } = await ask(CLIENT, url, { question, referenceContentId: article.id });
      expect(chat.reference).toEqual({ id: article.id, title: article.title });
      if (message.answer.citations[0]?.contentId !== article.id) {
        unanswered.push(`${question} → ${message.answer.kind}: ${message.answer.text.slice(0, 80)}`);
      }
    }
    expect(unanswered, "suggested questions not answered from the article").toEqual([]);
  });

  it("cites the article first, keeps it for every follow-up, and shows it in the history and the session", async () => {
    const medicines = item(MEDICINES);
    const question = "What helps with hot flushes?";
    // Without an article the library's general item on hot flushes leads…
    const plain = await ask(CLIENT, "/api/ai-personalized-search", { question });
    expect(plain.chat.reference ?? null).toBeNull();
    expect(plain.message.answer.citations[0]?.contentId).toBe(item(HOT_FLUSHES).id);
    // …and about the medicines article, that article does.
    const first = await ask(CLIENT, "/api/ai-personalized-search", {
      question,
      referenceContentId: medicines.id,
    });
    const reference = { id: medicines.id, title: medicines.title };
    expect(first.chat).toMatchObject({ kind: "personalized", messageCount: 1, reference });
    expect(first.message.answer.kind).toBe("answer");
    expect(first.message.answer.citations[0]).toMatchObject({ n: 1, contentId: medicines.id });
    for (const citation of first.message.answer.citations) {
      expect(published.find((row) => row.id === citation.contentId)?.audience).toBe("clients");
    }

    // A follow-up keeps the chat's article, even one that names another.
    const followUp = await ask(CLIENT, "/api/ai-personalized-search", {
      question: "Do they help with sleep?",
      chatId: first.chat.id,
      referenceContentId: item(SLEEP).id,
    });
    expect(followUp.chat).toMatchObject({ id: first.chat.id, messageCount: 2, reference });
    expect(followUp.message.answer.citations[0]?.contentId).toBe(medicines.id);
    // Through another ask route and streamed, too.
    const streamed = await call(CLIENT, {
      method: "POST",
      url: "/api/ai-search/stream",
      payload: { question: "Are there side effects?", chatId: first.chat.id },
    });
    expect(streamed.statusCode).toBe(200);
    const done = streamEvents(streamed.body).find((event) => event.event === "done")?.data as AskStreamDone;
    expect(done.chat).toMatchObject({ id: first.chat.id, kind: "personalized", messageCount: 3, reference });

    const listed = await history(CLIENT);
    expect(listed.items.find((chat) => chat.id === first.chat.id)?.reference).toEqual(reference);
    expect(listed.items.find((chat) => chat.id === plain.chat.id)?.reference).toBeNull();
    const session = await call(CLIENT, { url: `/api/session/${first.chat.id}` });
    expect(session.statusCode, session.body).toBe(200);
    const restored = session.json<ChatSession>();
    expect(restored.chat).toMatchObject({ id: first.chat.id, messageCount: 3, reference });
    expect(restored.messages.map((message) => message.question)).toEqual([
      question,
      "Do they help with sleep?",
      "Are there side effects?",
    ]);
  });

  it("starts a practitioner's chat about an item for practitioners, streamed", async () => {
    const guide = item(HRT_GUIDE);
    const response = await call(PRACTITIONER, {
      method: "POST",
      url: "/api/ai-search/stream",
      payload: { question: "How should I explain the risks of HRT?", referenceContentId: guide.id },
    });
    expect(response.statusCode).toBe(200);
    const done = streamEvents(response.body).find((event) => event.event === "done")?.data as AskStreamDone;
    expect(done.chat).toMatchObject({ kind: "search", reference: { id: guide.id, title: guide.title } });
    expect(done.message.answer.citations[0]?.contentId).toBe(guide.id);
  });

  it("refuses an article the client may not read, or none, with 404 and starts no chat", async () => {
    const guide = item(HRT_GUIDE);
    const before = await history(CLIENT);
    const usage = (await call(CLIENT, { url: "/api/ai-search/usage" })).json<{ used: number }>().used;
    const routes = [
      "/api/ai-search",
      "/api/ai-search/",
      "/api/ai-search/stream",
      "/api/ai-personalized-search",
      "/api/ai-personalized-search/stream",
    ];
    for (const url of routes) {
      for (const referenceContentId of [guide.id, randomUUID()]) {
        const response = await call(CLIENT, {
          method: "POST",
          url,
          payload: { question: "What helps with hot flushes?", referenceContentId },
        });
        expect(response.statusCode, `${url} ${referenceContentId}`).toBe(404);
        expect(response.headers["content-type"]).toMatch(/^application\/json/);
        expect(response.json().code).toBe("NOT_FOUND");
        expect(response.body).not.toContain(guide.title);
      }
    }
    const malformed = await call(CLIENT, {
      method: "POST",
      url: "/api/ai-search",
      payload: { question: "What helps with hot flushes?", referenceContentId: "nope" },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toEqual({
      referenceContentId: ASSISTANT_MESSAGES.referenceContentId,
    });

    const after = await history(CLIENT);
    expect(after.total).toBe(before.total);
    expect(after.items.map((chat) => chat.id)).toEqual(before.items.map((chat) => chat.id));
    expect((await call(CLIENT, { url: "/api/ai-search/usage" })).json<{ used: number }>().used).toBe(usage);
  });

  // Last: it takes an item out of the library.
  it("drops the reference once the article is archived, and still answers the chat's follow-ups", async () => {
    const soy = item("Plant estrogens and soy");
    const first = await ask(CLIENT, "/api/ai-personalized-search", {
      question: "Does soy help with hot flushes?",
      referenceContentId: soy.id,
    });
    expect(first.chat.reference).toEqual({ id: soy.id, title: soy.title });

    const archived = await call(ADMIN, {
      method: "POST",
      url: `/api/content/${soy.id}/status`,
      payload: { action: "archive" },
    });
    expect(archived.statusCode, archived.body).toBe(200);

    expect((await start(CLIENT, soy.id)).statusCode).toBe(404);
    const listed = await history(CLIENT);
    expect(listed.items.find((chat) => chat.id === first.chat.id)?.reference).toBeNull();
    const session = await call(CLIENT, { url: `/api/session/${first.chat.id}` });
    expect(session.json<ChatSession>().chat.reference).toBeNull();
    const followUp = await ask(CLIENT, "/api/ai-personalized-search", {
      question: "What else helps with hot flushes?",
      chatId: first.chat.id,
    });
    expect(followUp.chat).toMatchObject({ id: first.chat.id, messageCount: 2, reference: null });
    expect(followUp.message.answer.citations.map((citation) => citation.contentId)).not.toContain(soy.id);
    const refused = await call(CLIENT, {
      method: "POST",
      url: "/api/ai-personalized-search",
      payload: { question: "Does soy help?", referenceContentId: soy.id },
    });
    expect(refused.statusCode).toBe(404);
  });
});
