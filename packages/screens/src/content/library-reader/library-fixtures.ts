import type { ContentTopic, PublishedContent, TextMarks } from "@pkg/contracts";

import type { LibraryListItem } from "./library-screen";

/** Fixed data for the reader's stories: a small published library, newest first. */

const reviewers = [
  { id: "r1", name: "Dr. Ana Lopez" },
  { id: "r2", name: "Sam Okafor" },
];

const nice = {
  title: "Menopause: identification and management (NG23)",
  publisher: "NICE",
  year: 2024,
  url: "https://www.nice.org.uk/guidance/ng23",
};

function summaryItem(
  index: number,
  title: string,
  summary: string,
  topics: ContentTopic[],
  reviewedAt: string | null = `2026-03-${String(Math.max(1, 20 - index)).padStart(2, "0")}T10:00:00.000Z`,
): LibraryListItem {
  return {
    id: `article-${index + 1}`,
    title,
    summary,
    topics,
    audience: "clients",
    sources: [nice],
    reviewers: reviewedAt ? [reviewers[index % 2]!] : [],
    reviewedAt,
    publishedAt: reviewedAt ?? "2026-01-12T09:00:00.000Z",
    attachments: [],
  };
}

export const libraryArticles: LibraryListItem[] = [
  summaryItem(
    0,
    "Hot flushes: what helps",
    "What hot flushes are, what makes them better, and when to talk to a doctor about them.",
    ["hot-flushes-and-sweating", "non-hormonal-treatments"],
  ),
  summaryItem(
    1,
    "Sleeping well through the menopause",
    "Why sleep often gets harder around the menopause, and the habits and treatments that help most people sleep better.",
    ["sleep-problems", "hot-flushes-and-sweating"],
  ),
  summaryItem(
    2,
    "Hormone therapy: benefits and risks",
    "What hormone therapy is, who it helps, and how its risks compare with everyday risks, in plain numbers.",
    ["hormone-therapy"],
  ),
  summaryItem(
    3,
    "Brain fog and memory",
    "Many people notice slower thinking or lapses in memory. Here is what is known about why, and what helps.",
    ["brain-fog", "physical-and-mental-exhaustion"],
  ),
  summaryItem(
    4,
    "Looking after your bones",
    "Bone density falls faster after the menopause. Exercise, food and, for some people, medicine keep bones strong.",
    ["bone-health", "exercise", "nutrition"],
  ),
  summaryItem(
    5,
    "Anxiety and low mood",
    "Mood changes are common in perimenopause. How to tell what is hormonal, what else can help, and when to get support.",
    ["anxiety", "depressive-mood", "irritability"],
  ),
  summaryItem(
    6,
    "Vaginal dryness and discomfort",
    "A common and treatable change: moisturisers, lubricants and local oestrogen, and how to talk about it with a clinician.",
    ["vaginal-dryness", "sexual-problems"],
  ),
  summaryItem(
    7,
    "Perimenopause: the years before the last period",
    "Cycles can change years before periods stop. What to expect, and why you may still need contraception.",
    ["perimenopause-and-cycle-changes", "contraception"],
  ),
  summaryItem(
    8,
    "Night sweats and sleep",
    "Night sweats wake many people. Cooling the bedroom and some treatments can mean fewer broken nights.",
    ["hot-flushes-and-sweating", "sleep-problems"],
  ),
  summaryItem(
    9,
    "Exercise that helps in midlife",
    "Strength, balance and heart health: the mix of activity that does most for mood, bones and sleep.",
    ["exercise", "heart-health"],
  ),
  summaryItem(
    10,
    "Herbal remedies: what the evidence says",
    "Black cohosh, red clover, soy and others: what studies found, and how they can interact with medicines.",
    ["supplements-and-herbal-remedies", "non-hormonal-treatments"],
  ),
  summaryItem(
    11,
    "Bladder changes",
    "Needing to go more often, or leaks when you cough: why it happens and the exercises and treatments that help.",
    ["bladder-problems"],
  ),
  summaryItem(
    12,
    "When to see a doctor",
    "Bleeding after the menopause, chest pain and other signs that need a clinician soon, not a wait-and-see.",
    ["when-to-see-a-doctor"],
  ),
  summaryItem(
    13,
    "The Menopause Rating Scale",
    "The eleven symptoms the scale asks about, and how your check-in scores can help a conversation with your clinician.",
    ["menopause-rating-scale"],
    null,
  ),
];

const body = [
  "## What hot flushes are",
  "",
  "A hot flush is a sudden feeling of heat in the face, neck and chest. It often comes with sweating and a fast heartbeat. Most last a few minutes.",
  "",
  "## What can help",
  "",
  "- Wear layers you can take off.",
  "- Keep a fan by your bed.",
  "- Cut down on hot drinks and alcohol.",
  "",
  "### Treatments",
  "",
  "| Option | What it does |",
  "| --- | --- |",
  "| Hormone therapy | The most effective treatment for most people |",
  "| Non-hormonal medicines | An option when hormones are not suitable |",
  "",
  "Read more in the [NICE guideline](https://www.nice.org.uk/guidance/ng23).",
].join("\n");

/** A whole article, as `GET /api/content/published/{id}` answers. */
export const libraryArticle: PublishedContent = {
  ...libraryArticles[0]!,
  documentText: body,
  reviewers,
  reviewedAt: "2026-03-03T10:00:00.000Z",
  publishedAt: "2026-03-04T08:00:00.000Z",
  sources: [
    nice,
    {
      title: "The 2022 hormone therapy position statement",
      publisher: "The Menopause Society",
      year: 2022,
      url: "https://www.menopause.org/",
    },
    { title: "Managing menopausal symptoms", publisher: "ACOG", year: 2023, url: null },
  ],
};

/** A body that tries every way Markdown could run code or track its reader. */
export const hostileBody = `## Hostile text

<script>window.__libraryAttack = true</script>

<img src="x" onerror="window.__libraryAttack = true">

<iframe src="https://example.com"></iframe>

[Click me](javascript:window.__libraryAttack=true) and [data](data:text/html;base64,PHNjcmlwdD4=)

<a href="javascript:window.__libraryAttack=true">raw link</a>

![tracking pixel](https://tracker.example.com/pixel.png)

A safe [link](https://www.menopause.org/).`;

/** Where each of `words` occurs in `text` (any case), as the API marks matched words. */
export function marksOf(text: string, words: readonly string[]): TextMarks {
  const lower = text.toLowerCase();
  const marks: [number, number][] = [];
  for (const word of words) {
    const needle = word.toLowerCase();
    if (!needle) continue;
    for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length)) {
      marks.push([at, at + needle.length]);
    }
  }
  return marks.sort((a, b) => a[0] - b[0]);
}

const article = (id: string) => libraryArticles.find((item) => item.id === id)!;

/**
 * `GET /api/content/published?q=hot+flashes`: the most relevant first, each with the words that
 * matched ("flashes" matched as "flushes", "sweats" as a related word) and the passage that matched
 * best, under its section's heading.
 */
export const hotFlashesResults: LibraryListItem[] = [
  article("article-1"),
  article("article-9"),
  article("article-2"),
].map((item, index) => {
  const excerpts = [
    {
      heading: "What can help",
      text: "Wear layers you can take off, keep a fan by your bed, and cut down on hot drinks and alcohol: small changes that make hot flushes easier to live with.",
    },
    {
      heading: "Why they happen",
      text: "Night sweats are hot flushes that come at night. They can soak the bedding and wake you several times.",
    },
    {
      heading: null,
      text: "Hot flushes at night are one of the commonest reasons sleep gets harder around the menopause.",
    },
  ];
  const excerpt = excerpts[index]!;
  const words = ["hot", "flushes"];
  return {
    ...item,
    match: {
      title: marksOf(item.title, words),
      summary: marksOf(item.summary, [...words, "night sweats"]),
      excerpt: { ...excerpt, marks: marksOf(excerpt.text, words) },
    },
  };
});
