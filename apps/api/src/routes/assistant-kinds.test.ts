import {
  ASSISTANT_ERROR_CODES,
  CLIENT_ONBOARDING_DEFAULTS,
  ROLE_IDS,
  type AskResponse,
  type AskStreamDone,
  type ContentItem,
  type ContentListResponse,
} from "@pkg/contracts";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { adviceParagraphs, LIBRARY_LEAD, NO_CONTENT_TEXT } from "../ai/compose";
import { NOT_PERSONALISED_LINE } from "../ai/personalize";
import type { RaisedRedFlag } from "../ai/types";
import { clientOnboarding, contentItems, contentRevisions } from "../db/schema";
import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { seedAndSignIn, streamEvents } from "../test/assistant";
import { makePerson, signIn } from "../test/people";

/*
 * The assistant's personalised chats (clients), learning chats (practitioners) and drafts made
 * from an answer, on the seed library.
 */

let t: TestApp;
let tokens: Record<string, string> = {};
/** Each published item's audience, topics and sources, by its id. */
const published = new Map<
  string,
  { audience: string; topics: string[]; sources: { title: string; url: string | null }[] }
>();

const PRACTITIONER = "practitioner@example.com";
const ADMIN = "admin@example.com";

const checkIn = {
  "hot-flushes-sweating": 4,
  "heart-discomfort": 0,
  "sleep-problems": 3,
  "depressive-mood": 1,
  irritability: 0,
  anxiety: 0,
  exhaustion: 1,
  "sexual-problems": 0,
  "bladder-problems": 0,
  "vaginal-dryness": 0,
  "joint-muscle-discomfort": 0,
};
const LINE =
  "Personalised for you: perimenopause, and hot flushes and sleep problems from your latest check-in.";
const BASIS = [
  "Perimenopause",
  "Hot flushes (your latest check-in)",
  "Sleep problems (your latest check-in)",
];
const BOOSTED = ["hot-flushes-and-sweating", "sleep-problems", "perimenopause-and-cycle-changes"];

/** A new client with these onboarding answers (none: no record) and check-in (none: none). */
async function newClient(options: { menopauseStatus?: string; checkIn?: Record<string, number> }) {
  const person = await makePerson(t, ROLE_IDS.client, true);
  if (options.menopauseStatus) {
    await t.database.db.insert(clientOnboarding).values({
      userId: person.userId,
      data: { ...CLIENT_ONBOARDING_DEFAULTS, menopauseStatus: options.menopauseStatus },
    });
  }
  const token = await signIn(t, person);
  if (options.checkIn) {
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/menopause/save-symptoms",
      headers: bearer(token),
      payload: {
        kind: "check-in",
        answers: options.checkIn,
        takenAt: new Date(Date.now() - 60_000).toISOString(),
        timeZone: "Europe/London",
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
  }
  return { ...person, token };
}

function post(token: string, url: string, payload: Record<string, unknown>, extra: InjectOptions = {}) {
  return t.app.inject({ method: "POST", url, headers: bearer(token), payload, ...extra });
}

async function ask(token: string, url: string, question: string, chatId?: string): Promise<AskResponse> {
  const response = await post(token, url, { question, ...(chatId ? { chatId } : {}) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AskResponse>();
}

beforeAll(async () => {
  t = await createTestApp();
  ({ tokens } = await seedAndSignIn(t));
  const rows = await t.database.db
    .select({
      id: contentItems.id,
      audience: contentRevisions.audience,
      topics: contentRevisions.topics,
      sources: contentRevisions.sources,
    })
    .from(contentItems)
    .innerJoin(contentRevisions, eq(contentRevisions.id, contentItems.publishedRevisionId));
  for (const row of rows) published.set(row.id, row);
}, SETUP_TIMEOUT * 2);
afterAll(async () => t?.close());

describe("personalised search for clients", () => {
  it("favours the topics of the worst symptoms and opens by saying on what it is personalised", async () => {
    const client = await newClient({ menopauseStatus: "Irregular cycles", checkIn });
    const question = "What can I try instead of HRT?";
    const { chat, message } = await ask(client.token, "/api/ai-personalized-search", question);
    expect(chat).toMatchObject({ kind: "personalized", messageCount: 1 });
    expect(message.answer.kind).toBe("answer");
    expect(message.answer.personalizedFor).toEqual(BASIS);
    expect(message.answer.text.startsWith(`${LINE}\n\n`)).toBe(true);
    expect(message.answer.citations.length).toBeGreaterThan(0);
    for (const citation of message.answer.citations) {
      expect(published.get(citation.contentId)?.audience, citation.title).toBe("clients");
    }
    const onTopic = (contentId: string) =>
      (published.get(contentId)?.topics ?? []).some((topic) => BOOSTED.includes(topic));
    expect(onTopic(message.answer.citations[0]!.contentId), message.answer.citations[0]!.title).toBe(true);

    // The same question through the library search: not personalised (the library's best answer
    // may be on her topics anyway: the boost orders, it does not replace the best answer).
    const plain = await ask(client.token, "/api/ai-search", question);
    expect(plain.chat.kind).toBe("search");
    expect(plain.message.answer.personalizedFor).toBeUndefined();
    expect(plain.message.answer.text).not.toContain("Personalised");
  });

  it("keeps a personalised chat personalised for a follow-up, through either route", async () => {
    const client = await newClient({ menopauseStatus: "Irregular cycles", checkIn });
    const first = await ask(client.token, "/api/ai-personalized-search/", "Why do I get hot flushes?");
    const again = await ask(
      client.token,
      "/api/ai-personalized-search",
      "What about at night?",
      first.chat.id,
    );
    expect(again.chat).toMatchObject({ id: first.chat.id, kind: "personalized", messageCount: 2 });
    expect(again.message.answer.personalizedFor).toEqual(BASIS);
    expect(again.message.answer.text.startsWith(LINE)).toBe(true);
    const throughSearch = await ask(
      client.token,
      "/api/ai-search",
      "Does alcohol make them worse?",
      first.chat.id,
    );
    expect(throughSearch.chat).toMatchObject({ id: first.chat.id, kind: "personalized", messageCount: 3 });
    expect(throughSearch.message.answer.personalizedFor).toEqual(BASIS);
  });

  it("answers a follow-up in a library-search chat in that chat's kind, not personalised", async () => {
    const client = await newClient({ menopauseStatus: "Irregular cycles", checkIn });
    const first = await ask(client.token, "/api/ai-search", "Why do I get hot flushes?");
    const followUp = await ask(
      client.token,
      "/api/ai-personalized-search",
      "What about at night?",
      first.chat.id,
    );
    expect(followUp.chat).toMatchObject({ id: first.chat.id, kind: "search", messageCount: 2 });
    expect(followUp.message.answer.personalizedFor).toBeUndefined();
    expect(followUp.message.answer.text).not.toContain("Personalised");
  });

  it("puts the seek-care advice of a red flag first, then the personal line", async () => {
    const client = await newClient({ menopauseStatus: "Irregular cycles", checkIn });
    const { message } = await ask(
      client.token,
      "/api/ai-personalized-search",
      "I have crushing chest pain with my hot flushes, what should I do?",
    );
    expect(message.answer.kind).toBe("red-flag");
    const advice = adviceParagraphs(message.answer.redFlags as RaisedRedFlag[]).join("\n\n");
    expect(message.answer.text.startsWith(`${advice}\n\n${LINE}\n\n${LIBRARY_LEAD}\n\n`)).toBe(true);
  });

  it("never personalises the no-content answer", async () => {
    const client = await newClient({ menopauseStatus: "Irregular cycles", checkIn });
    const { chat, message } = await ask(
      client.token,
      "/api/ai-personalized-search",
      "How do I fix my car's brakes?",
    );
    expect(chat.kind).toBe("personalized");
    expect(message.answer).toEqual({
      kind: "no-content",
      text: NO_CONTENT_TEXT,
      citations: [],
      redFlags: [],
      source: "extractive",
    });
  });

  it("says what it used with one of the two, and that it had nothing to go on with neither", async () => {
    const statusOnly = await newClient({ menopauseStatus: "Postmenopausal" });
    const byStatus = await ask(
      statusOnly.token,
      "/api/ai-personalized-search",
      "What helps with hot flushes?",
    );
    expect(byStatus.message.answer.personalizedFor).toEqual(["Postmenopause"]);
    expect(
      byStatus.message.answer.text.startsWith(
        "Personalised for you: postmenopause, from your onboarding answers.\n\n",
      ),
    ).toBe(true);

    const nothing = await newClient({});
    const plain = await ask(nothing.token, "/api/ai-personalized-search", "What helps with hot flushes?");
    expect(plain.message.answer.kind).toBe("answer");
    expect(plain.message.answer.personalizedFor).toEqual([]);
    expect(plain.message.answer.text.startsWith(`${NOT_PERSONALISED_LINE}\n\n`)).toBe(true);
    expect(plain.message.answer.citations.length).toBeGreaterThan(0);
  });

  it("streams the personalised answer as the library search does", async () => {
    const client = await newClient({ menopauseStatus: "Irregular cycles", checkIn });
    const response = await post(client.token, "/api/ai-personalized-search/stream", {
      question: "What helps with hot flushes?",
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/event-stream/);
    const events = streamEvents(response.body);
    const deltas = events.filter((e) => e.event === "delta").map((e) => (e.data as { text: string }).text);
    const done = events.find((e) => e.event === "done")?.data as AskStreamDone;
    expect(done.chat.kind).toBe("personalized");
    expect(done.message.answer.personalizedFor).toEqual(BASIS);
    expect(deltas.join("")).toBe(done.message.answer.text);
    expect(done.replaced).toBe(false);
  });

  it("is for clients only", async () => {
    for (const email of [PRACTITIONER, ADMIN]) {
      for (const url of ["/api/ai-personalized-search", "/api/ai-personalized-search/stream"]) {
        const response = await post(tokens[email]!, url, { question: "What helps with hot flushes?" });
        expect(response.statusCode, `${email} ${url}`).toBe(403);
        expect(response.json().code).toBe("FORBIDDEN");
      }
    }
  });
});

describe("learning search for practitioners", () => {
  it("answers from the items written for practitioners only, in a learning chat", async () => {
    for (const email of [PRACTITIONER, ADMIN]) {
      const { chat, message } = await ask(
        tokens[email]!,
        "/api/ai-learning-search",
        "How should I talk with a client about the risks of HRT?",
      );
      expect(chat.kind).toBe("learning");
      expect(message.answer.kind).toBe("answer");
      expect(message.answer.citations.length).toBeGreaterThan(0);
      for (const citation of message.answer.citations) {
        expect(published.get(citation.contentId)?.audience, citation.title).toBe("practitioners");
      }
      // A follow-up through the library search stays in the learning chat's kind.
      const followUp = await ask(tokens[email]!, "/api/ai-search/", "And about breast cancer?", chat.id);
      expect(followUp.chat).toMatchObject({ id: chat.id, kind: "learning" });
      for (const citation of followUp.message.answer.citations) {
        expect(published.get(citation.contentId)?.audience, citation.title).toBe("practitioners");
      }
    }
  });

  it("is refused to clients and reviewers", async () => {
    for (const email of ["client@example.com", "reviewer@example.com"]) {
      const response = await post(tokens[email]!, "/api/ai-learning-search/stream", {
        question: "HRT risks",
      });
      expect(response.statusCode, email).toBe(403);
    }
  });
});

describe("a draft from an answer", () => {
  it("turns a practitioner's answer into an AI-Generated draft of theirs, with the cited items' sources", async () => {
    const asked = await ask(tokens[PRACTITIONER]!, "/api/ai-search", "What helps with hot flushes?");
    const { answer } = asked.message;
    expect(answer.citations.length).toBeGreaterThan(0);
    const response = await post(tokens[PRACTITIONER]!, "/api/content/from-answer", {
      messageId: asked.message.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json<ContentItem>();
    expect(item).toMatchObject({ status: "raw", origin: "assistant", label: "ai-generated" });
    expect(item.author?.name).toBe("Priya Practitioner");
    expect(item.working.title).toBe("What helps with hot flushes?");
    expect(item.working.audience).toBe("clients");
    expect(item.working.documentText.startsWith(answer.text)).toBe(true);
    const sources = item.working.documentText.split("## Sources\n\n")[1]!.trim().split("\n");
    expect(sources).toEqual(answer.citations.map((citation) => `${citation.n}. ${citation.title}`));
    // Every source of the cited items, once each.
    const expected = new Set(
      answer.citations.flatMap((citation) =>
        published.get(citation.contentId)!.sources.map((source) => source.url ?? source.title),
      ),
    );
    expect(item.working.sources.length).toBe(expected.size);
    expect(new Set(item.working.sources.map((source) => source.url ?? source.title))).toEqual(expected);
    expect(item.working.topics).toContain("hot-flushes-and-sweating");

    const listed = await t.app.inject({
      url: "/api/content/by-status/ai-generated",
      headers: bearer(tokens[PRACTITIONER]!),
    });
    expect(listed.json<ContentListResponse>().items.map((row) => row.id)).toContain(item.id);
    const drafts = await t.app.inject({
      url: "/api/content/by-status/draft",
      headers: bearer(tokens[PRACTITIONER]!),
    });
    expect(drafts.json<ContentListResponse>().items.map((row) => row.id)).not.toContain(item.id);

    // It goes through the review workflow like any other item.
    const submitted = await post(tokens[PRACTITIONER]!, `/api/content/${item.id}/status`, {
      action: "submit",
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json<ContentItem>().status).toBe("ready-for-review");
  });

  it("makes a learning answer a draft for practitioners", async () => {
    const asked = await ask(tokens[ADMIN]!, "/api/ai-learning-search", "How do I use the MRS with clients?");
    const response = await post(tokens[ADMIN]!, "/api/content/from-answer", { messageId: asked.message.id });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ContentItem>().working.audience).toBe("practitioners");
  });

  it("refuses an answer that found nothing, another person's answer, and clients", async () => {
    const nothing = await ask(tokens[PRACTITIONER]!, "/api/ai-search", "How do I fix my car's brakes?");
    const refused = await post(tokens[PRACTITIONER]!, "/api/content/from-answer", {
      messageId: nothing.message.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: ASSISTANT_ERROR_CODES.noContentDraft,
      message: expect.stringMatching(/nothing in the reviewed library/),
    });

    const theirs = await ask(tokens[ADMIN]!, "/api/ai-search", "What helps with hot flushes?");
    const stolen = await post(tokens[PRACTITIONER]!, "/api/content/from-answer", {
      messageId: theirs.message.id,
    });
    expect(stolen.statusCode).toBe(404);

    const client = await ask(tokens["client@example.com"]!, "/api/ai-search", "What helps with hot flushes?");
    const byClient = await post(tokens["client@example.com"]!, "/api/content/from-answer", {
      messageId: client.message.id,
    });
    expect(byClient.statusCode).toBe(403);

    const invalid = await post(tokens[PRACTITIONER]!, "/api/content/from-answer", { messageId: "nope" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors).toEqual({ messageId: "The answer's id must be a UUID" });
  });
});
