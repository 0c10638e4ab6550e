/**
 * `npm run eval -w @app/api`: the assistant's question set (src/ai/eval/questions.json) against
 * the seed library in a fresh database (PGlite; a new PostgreSQL database when DATABASE_URL is
 * set). Every question goes through the red-flag rules, retrieval as the demo client and the
 * extractive composer, as an answer would. It prints recall@5 of the citations, red-flag hits,
 * no-content correctness and the answer latency (retrieve + compose) p50 / p99 beside their
 * goals (issue 17), and the questions that missed. It prints; it asserts nothing.
 */
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { contentTopicSchema, ROLE_IDS, type ContentTopic } from "@pkg/contracts";
import { eq, isNotNull } from "drizzle-orm";
import { z } from "zod";

import { onPglite, onPostgres } from "../bench/support";
import type { DatabaseHandle } from "../db/client";
import { contentItems, contentRevisions, users } from "../db/schema";
import { seedDemoAccounts } from "../seed";
import { seedContentLibrary } from "../seed/seed-library";
import { ContentService } from "../services/content";
import { LocalFileStorage } from "../storage/file-storage";
import { ANSWER_PASSAGES, COMPOSE_DEFAULTS, composeAnswer, escapeMarkdown } from "./compose";
import { checkRedFlags, RED_FLAG_IDS } from "./red-flags";
import type { ComposedAnswer } from "./types";

const questionSetSchema = z.object({
  answerable: z
    .array(z.object({ question: z.string().min(1), topics: z.array(contentTopicSchema).min(1) }))
    .min(40),
  redFlags: z.array(z.object({ question: z.string().min(1), redFlag: z.enum(RED_FLAG_IDS) })).min(15),
  outOfScope: z.array(z.object({ question: z.string().min(1) })).min(10),
});
type QuestionSet = z.infer<typeof questionSetSchema>;

/** EVAL_VERBOSE=1 prints every answer; EVAL_ONLY=text keeps the questions that contain it. */
const verbose = process.env.EVAL_VERBOSE === "1";
const only = process.env.EVAL_ONLY?.toLowerCase();
/** EVAL_THRESHOLD replaces the composer's relevance threshold, to see how the figures move. */
const threshold = process.env.EVAL_THRESHOLD
  ? Number(process.env.EVAL_THRESHOLD)
  : COMPOSE_DEFAULTS.threshold;
/** Timed rounds over the whole set, after one untimed round. */
const rounds = Number(process.env.EVAL_ROUNDS ?? 5);
/** A question counts for recall when one of this many first citations has an expected topic. */
const RECALL_AT = 5;

const GOALS = { recall: 0.9, redFlags: 1, noContent: 1, p50Ms: 50 } as const;

export async function loadQuestionSet(): Promise<QuestionSet> {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), "eval", "questions.json");
  return questionSetSchema.parse(JSON.parse(await readFile(file, "utf8")));
}

/** The value below which `p` per cent of `sorted` (ascending) lie, nearest rank. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const share = (hits: number, of: number) =>
  `${hits}/${of} (${((100 * hits) / Math.max(1, of)).toFixed(1)} %)`;
const mark = (met: boolean) => (met ? "met" : "NOT MET");

async function evaluate(label: string, database: DatabaseHandle, set: QuestionSet): Promise<void> {
  const started = Date.now();
  await seedDemoAccounts(database.db);
  const library = await seedContentLibrary(database.db);
  console.log(
    `  ${label}: ${library.created} seed items loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const [client] = await database.db
    .select({ id: users.id, roleId: users.roleId })
    .from(users)
    .where(eq(users.email, "client@example.com"));
  if (!client || client.roleId !== ROLE_IDS.client) throw new Error("The demo client is missing.");
  const topicRows = await database.db
    .select({ id: contentItems.id, topics: contentRevisions.topics })
    .from(contentItems)
    .innerJoin(contentRevisions, eq(contentRevisions.id, contentItems.publishedRevisionId))
    .where(isNotNull(contentItems.publishedRevisionId));
  const topicsOf = new Map(topicRows.map((row) => [row.id, row.topics as ContentTopic[]]));

  // Retrieval never reads attachments: the storage is only the service's dependency.
  const content = new ContentService(
    database.db,
    new LocalFileStorage(path.join(tmpdir(), "haven-eval-files")),
  );
  const answer = async (question: string): Promise<ComposedAnswer> => {
    const redFlags = checkRedFlags(question);
    const passages = await content.retrieve(client, question, ANSWER_PASSAGES);
    return composeAnswer(question, passages, { redFlags, threshold });
  };

  const questions = [...set.answerable, ...set.redFlags, ...set.outOfScope].map((entry) => entry.question);
  const answers = new Map<string, ComposedAnswer>();
  for (const question of questions) {
    const result = await answer(question);
    answers.set(question, result);
    if (verbose) {
      for (const passage of await content.retrieve(client, question, ANSWER_PASSAGES)) {
        console.log(`  retrieved ${passage.rank.toFixed(3)} ${passage.title} / ${passage.heading ?? "-"}`);
      }
      const cited = result.citations.map((citation) => `[${citation.n}] ${citation.title}`).join("; ");
      console.log(
        `\n  Q: ${question}\n  ${result.kind}: ${cited}\n  ${result.text.replaceAll("\n\n", "\n  ")}`,
      );
    }
  }
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const question of questions) {
      const start = process.hrtime.bigint();
      await answer(question);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  times.sort((a, b) => a - b);

  const misses: string[] = [];
  const recalled = set.answerable.filter(({ question, topics }) => {
    const cited = answers.get(question)!.citations.slice(0, RECALL_AT);
    const hit = cited.some((citation) =>
      (topicsOf.get(citation.contentId) ?? []).some((t) => topics.includes(t)),
    );
    if (!hit) {
      const titles = cited.map((citation) => citation.title).join("; ") || "no citations";
      misses.push(`recall: "${question}" (wants ${topics.join(", ")}) cited: ${titles}`);
    }
    return hit;
  }).length;
  const flagged = set.redFlags.filter(({ question, redFlag }) => {
    const result = answers.get(question)!;
    // Raised, and the answer opens with the advice.
    const first = result.redFlags[0]?.advice;
    const hit =
      result.kind === "red-flag" &&
      result.redFlags.some((flag) => flag.id === redFlag) &&
      first !== undefined &&
      result.text.startsWith(`**${escapeMarkdown(first.title)}.** ${escapeMarkdown(first.body)}`);
    if (!hit)
      misses.push(
        `red flag: "${question}" (wants ${redFlag}) got ${result.redFlags.map((f) => f.id).join(", ") || "none"}`,
      );
    return hit;
  }).length;
  const falseAlarms = [...set.answerable, ...set.outOfScope].filter(({ question }) => {
    const raised = answers.get(question)!.redFlags.map((flag) => flag.id);
    if (raised.length > 0) misses.push(`false red flag: "${question}" raised ${raised.join(", ")}`);
    return raised.length > 0;
  }).length;
  const declined = set.outOfScope.filter(({ question }) => {
    const result = answers.get(question)!;
    const hit = result.kind === "no-content" && result.citations.length === 0;
    if (!hit)
      misses.push(`no-content: "${question}" cited ${result.citations.map((c) => c.title).join("; ")}`);
    return hit;
  }).length;
  const unanswered = set.answerable.filter(
    ({ question }) => answers.get(question)!.kind === "no-content",
  ).length;

  const recall = recalled / set.answerable.length;
  const [p50, p99] = [percentile(times, 50), percentile(times, 99)];
  console.log(`\n  ${label}`);
  console.log("  | measure | result | goal | |");
  console.log("  |---|---|---|---|");
  console.log(
    `  | recall@${RECALL_AT} of citations | ${share(recalled, set.answerable.length)} | ≥ ${GOALS.recall * 100} % | ${mark(recall >= GOALS.recall)} |`,
  );
  console.log(
    `  | red flags raised | ${share(flagged, set.redFlags.length)} | 100 % | ${mark(flagged === set.redFlags.length)} |`,
  );
  console.log(
    `  | no-content for out-of-scope | ${share(declined, set.outOfScope.length)} | 100 % | ${mark(declined === set.outOfScope.length)} |`,
  );
  console.log(`  | false red flags (other questions) | ${falseAlarms} | 0 | ${mark(falseAlarms === 0)} |`);
  console.log(
    `  | answerable questions answered no-content | ${unanswered} | 0 | ${mark(unanswered === 0)} |`,
  );
  const p50Goal = label === "PostgreSQL" ? mark(p50 <= GOALS.p50Ms) : "(goal is for PostgreSQL)";
  console.log(
    `  | answer latency p50 (retrieve + compose) | ${p50.toFixed(1)} ms | ≤ ${GOALS.p50Ms} ms | ${p50Goal} |`,
  );
  console.log(`  | answer latency p99 | ${p99.toFixed(1)} ms | | |`);
  console.log(
    `  (${times.length} timed answers: ${rounds} rounds of ${questions.length} questions, after one untimed round)`,
  );
  if (misses.length > 0) {
    console.log("\n  Misses:");
    for (const miss of misses) console.log(`  - ${miss}`);
  }
}

export async function runEval(): Promise<void> {
  const all = await loadQuestionSet();
  const keep = ({ question }: { question: string }) => !only || question.toLowerCase().includes(only);
  const set = {
    answerable: all.answerable.filter(keep),
    redFlags: all.redFlags.filter(keep),
    outOfScope: all.outOfScope.filter(keep),
  };
  console.log(
    `Assistant evaluation: ${set.answerable.length} answerable questions, ${set.redFlags.length} red-flag prompts, ` +
      `${set.outOfScope.length} out-of-scope questions; ${ANSWER_PASSAGES} passages retrieved per question, ` +
      `relevance threshold ${threshold}.`,
  );
  if (process.env.DATABASE_URL) {
    await onPostgres("ai-eval", (database) => evaluate("PostgreSQL", database, set));
  } else {
    console.log("  (PGlite; set DATABASE_URL to a PostgreSQL server to run on PostgreSQL.)");
    await onPglite("ai-eval", (database) => evaluate("PGlite", database, set));
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await runEval();
}
