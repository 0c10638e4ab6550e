import type { ContentPerson, ContentRevision, ContentTransition } from "@pkg/contracts";

/** The people and the item the review stories share. */

const person = (suffix: string, name: string): ContentPerson => ({
  id: `6f1c1c1e-3b1a-4c55-9f0e-1a2b3c4d5e${suffix}`,
  name,
});

export const maya = person("01", "Dr. Maya Rivera");
export const rae = person("02", "Rae Reviewer");
export const sam = person("03", "Sam Okafor");
export const ada = person("04", "Ada Admin");
export const lee = person("05", "Lee Chen");

const firstBody = [
  "## What hot flushes are",
  "",
  "A hot flush is a sudden feeling of heat in the face, neck and chest. It often comes with sweating and a fast heartbeat. Most last a few minutes.",
  "",
  "## What can help",
  "",
  "- Wear layers you can take off.",
  "- Keep a fan by your bed.",
].join("\n");

const secondBody = [
  firstBody,
  "- Cut down on hot drinks and alcohol.",
  "",
  "Talk to your doctor if flushes keep you awake or stop you doing what you want to do.",
].join("\n");

const thirdBody = secondBody
  .replace("Keep a fan by your bed.", "Keep a fan and a glass of cold water by your bed.")
  .replace("Most last a few minutes.", "Most last a few minutes, some up to an hour.");

const revision = (
  number: number,
  createdAt: string,
  text: Pick<ContentRevision, "title" | "summary" | "documentText">,
): ContentRevision => ({
  number,
  ...text,
  topics: ["hot-flushes-and-sweating"],
  audience: "clients",
  sources: [
    {
      title: "Menopause: identification and management (NG23)",
      publisher: "NICE",
      year: 2024,
      url: "https://www.nice.org.uk/guidance/ng23",
    },
  ],
  instructions: "",
  attachments: [],
  createdAt,
});

export const revisions: ContentRevision[] = [
  revision(1, "2026-03-02T10:00:00.000Z", {
    title: "Hot flushes: what helps",
    summary: "What hot flushes are and what makes them better.",
    documentText: firstBody,
  }),
  revision(2, "2026-05-12T08:30:00.000Z", {
    title: "Hot flushes: what helps",
    summary: "What hot flushes are, what makes them better, and when to talk to a doctor about them.",
    documentText: secondBody,
  }),
  revision(3, "2026-07-01T09:00:00.000Z", {
    title: "Hot flushes and night sweats: what helps",
    summary: "What hot flushes are, what makes them better, and when to talk to a doctor about them.",
    documentText: thirdBody,
  }),
];

let sequence = 0;
const step = (
  revisionNumber: number,
  action: ContentTransition["action"],
  fromStatus: ContentTransition["fromStatus"],
  toStatus: ContentTransition["toStatus"],
  by: ContentPerson | null,
  createdAt: string,
  comment: string | null = null,
): ContentTransition => ({
  id: `transition-${(sequence += 1)}`,
  action,
  fromStatus,
  toStatus,
  by,
  comment,
  revision: revisionNumber,
  createdAt,
});

/** Three revisions' review, oldest first as the API lists them; the third waits for Rae's review. */
export const transitions: ContentTransition[] = [
  step(1, "submit", "raw", "ready-for-review", maya, "2026-03-02T10:05:00.000Z"),
  step(1, "assign", "ready-for-review", "waiting", rae, "2026-03-03T09:15:00.000Z"),
  step(
    1,
    "send-back",
    "waiting",
    "raw",
    rae,
    "2026-03-04T14:30:00.000Z",
    "Please say when to see a doctor, as NG23 does.",
  ),
  step(1, "submit", "raw", "ready-for-review", maya, "2026-03-05T16:40:00.000Z"),
  step(1, "assign", "ready-for-review", "waiting", rae, "2026-03-06T09:00:00.000Z"),
  step(
    1,
    "request-second-review",
    "waiting",
    "second-review-requested",
    rae,
    "2026-03-06T11:20:00.000Z",
    "A second look at the treatment advice, please.",
  ),
  step(
    1,
    "approve",
    "second-review-requested",
    "ready-to-publish",
    sam,
    "2026-03-07T15:45:00.000Z",
    "Matches NG23.",
  ),
  step(1, "publish", "ready-to-publish", "live", maya, "2026-03-08T08:00:00.000Z"),
  step(2, "submit", "raw", "ready-for-review", maya, "2026-05-12T08:45:00.000Z"),
  step(2, "assign", "ready-for-review", "waiting", ada, "2026-05-13T10:00:00.000Z"),
  step(2, "approve", "waiting", "ready-to-publish", rae, "2026-05-14T12:10:00.000Z"),
  step(2, "publish", "ready-to-publish", "live", null, "2026-05-14T12:30:00.000Z"),
  step(3, "submit", "raw", "ready-for-review", maya, "2026-07-01T09:10:00.000Z"),
  step(
    3,
    "assign",
    "ready-for-review",
    "waiting",
    ada,
    "2026-07-02T13:00:00.000Z",
    "Rae knows this topic best.",
  ),
];

/** A long document whose revisions differ in one sentence, to show the unchanged text shortened. */
const longParagraphs = Array.from(
  { length: 6 },
  (_, index) =>
    `Paragraph ${index + 1}. Night sweats are hot flushes that happen while you sleep. They can wake you and leave your sheets damp, and a poor night makes the next day harder.`,
);
export const longRevisions: ContentRevision[] = [
  revision(1, "2026-03-02T10:00:00.000Z", {
    title: "Night sweats",
    summary: "Why they happen and what helps.",
    documentText: longParagraphs.join("\n\n"),
  }),
  revision(2, "2026-04-20T10:00:00.000Z", {
    title: "Night sweats",
    summary: "Why they happen and what helps.",
    documentText: longParagraphs
      .map((paragraph, index) =>
        index === 3 ? paragraph.replace("a poor night", "a broken night's sleep") : paragraph,
      )
      .join("\n\n"),
  }),
];
