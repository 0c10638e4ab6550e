import type { Handout, HandoutAttachment, SharedAccessEntry } from "@pkg/contracts";

/** Fixed data for the handout and sharing stories: the same dates on every run. */

export const SLEEP_HANDOUT_ID = "6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a51";
export const FLUSHES_HANDOUT_ID = "6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a52";
export const MOVEMENT_HANDOUT_ID = "6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a53";

export const HOT_FLUSHES_ITEM_ID = "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c61";
export const SLEEP_ITEM_ID = "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c62";
export const MOOD_ITEM_ID = "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c63";

/** The stories' time zone, so dates read the same on every machine. */
export const STORY_TIME_ZONE = "Europe/London";

export const handoutsHref = "/coaches/handouts";
export const newHandoutHref = "/coaches/handouts/new";
export const editHandoutHref = (id: string) => `/coaches/handouts/${id}`;

export const sleepHandoutBody = [
  "# Sleeping better through the menopause",
  "",
  "Night sweats and worry can both break up sleep. Small changes often help.",
  "",
  "## Try this week",
  "",
  "- Keep the bedroom cool, with layers you can throw off.",
  "- Go to bed and get up at the same times, weekends too.",
  "- Write down what is on your mind an hour before bed.",
  "",
  "Bring your sleep diary to our next session.",
].join("\n");

export const flushesHandoutBody = [
  "# Hot flushes: a plan for the day",
  "",
  "Notice what sets a flush off for you, then plan around it.",
  "",
  "## Common triggers",
  "",
  "- Hot drinks and spicy food",
  "- Alcohol",
  "- Warm rooms",
].join("\n");

export const handouts: Handout[] = [
  {
    id: SLEEP_HANDOUT_ID,
    title: "Sleeping better through the menopause",
    body: sleepHandoutBody,
    source: { id: SLEEP_ITEM_ID, title: "Sleep and the menopause" },
    createdAt: "2026-02-10T09:30:00.000Z",
    updatedAt: "2026-03-02T11:15:00.000Z",
    sharedWith: 3,
    attachments: [],
  },
  {
    id: FLUSHES_HANDOUT_ID,
    title: "Hot flushes: a plan for the day",
    body: flushesHandoutBody,
    source: null,
    createdAt: "2026-02-20T14:00:00.000Z",
    updatedAt: "2026-02-24T16:40:00.000Z",
    sharedWith: 1,
    attachments: [],
  },
  {
    id: MOVEMENT_HANDOUT_ID,
    title: "Moving more, gently",
    body: "# Moving more, gently\n\nA ten-minute walk after lunch is a good start.",
    source: null,
    createdAt: "2026-01-12T10:00:00.000Z",
    updatedAt: "2026-01-12T10:00:00.000Z",
    sharedWith: 0,
    attachments: [],
  },
];

const moreTitles = [
  "Eating for steady energy",
  "Talking to your GP about HRT",
  "Breathing exercises for anxious moments",
  "Looking after your bones",
  "Pelvic floor exercises",
  "Keeping a symptom diary",
  "Alcohol and the menopause",
  "Questions to ask at your next appointment",
  "Brain fog: tips for work",
];

/** Files a handout carries: a PDF and a picture, with fixed sizes. */
export const handoutAttachments: HandoutAttachment[] = [
  {
    id: "7d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e01",
    fileName: "sleep-diary.pdf",
    contentType: "application/pdf",
    size: 248_320,
  },
  {
    id: "7d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e02",
    fileName: "bedroom-checklist.png",
    contentType: "image/png",
    size: 96_512,
  },
];

/** A practitioner with a dozen handouts. */
export const manyHandouts: Handout[] = [
  ...handouts,
  ...moreTitles.map((title, index) => ({
    id: `6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4b${String(index + 10)}`,
    title,
    body: `# ${title}\n\nNotes for clients.`,
    source: index % 3 === 0 ? { id: MOOD_ITEM_ID, title: "Mood changes in the menopause" } : null,
    createdAt: "2025-11-03T09:00:00.000Z",
    updatedAt: `2025-12-${String(20 - index).padStart(2, "0")}T09:00:00.000Z`,
    sharedWith: index % 4,
    attachments: [],
  })),
];

/** Published library items a handout can start from (`libraryResults`). */
export const libraryResults = [
  {
    id: HOT_FLUSHES_ITEM_ID,
    title: "Hot flushes: what helps",
    summary: "What hot flushes are, what makes them better, and when to talk to a doctor about them.",
  },
  {
    id: SLEEP_ITEM_ID,
    title: "Sleep and the menopause",
    summary: "Why sleep changes around the menopause, and habits that help you sleep through.",
  },
  {
    id: MOOD_ITEM_ID,
    title: "Mood changes in the menopause",
    summary: "Low mood, worry and irritability: what is common, and where to get support.",
  },
];

/**
 * The library search for "hot flashes", as the API answers it: the most relevant first, with the
 * words that matched ("flashes" found "flushes"; "night sweats" is a related word).
 */
export const libraryResultsForHotFlashes = [
  {
    ...libraryResults[0]!,
    titleMarks: [
      [0, 3],
      [4, 11],
    ],
    summaryMarks: [
      [5, 8],
      [9, 16],
    ],
  },
  {
    ...libraryResults[1]!,
    titleMarks: [],
    summaryMarks: [],
  },
] satisfies { titleMarks: [number, number][]; summaryMarks: [number, number][] }[];

/** The text a library item fills in when a handout starts from it. */
export const hotFlushesItemBody = [
  "# Hot flushes: what helps",
  "",
  "A hot flush is a sudden feeling of heat in the face, neck and chest.",
  "",
  "## What can help",
  "",
  "- Wear layers you can take off.",
  "- Keep a fan by your bed.",
].join("\n");

/** The practitioner's clients, as the share dialog lists them. */
export const shareClients = [
  {
    id: "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f01",
    name: "Amara Okafor",
    email: "amara.okafor@example.com",
    hasAccess: false,
  },
  {
    id: "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f02",
    name: "Beth Morgan",
    email: "beth.morgan@example.com",
    hasAccess: false,
  },
  {
    id: "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f03",
    name: "Carmen Ruiz",
    email: "carmen.ruiz@example.com",
    hasAccess: false,
  },
  {
    id: "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f04",
    name: "Diane Chen",
    email: "diane.chen@example.com",
    hasAccess: false,
  },
  {
    id: "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f05",
    name: "Esther Kowalski",
    email: "esther.k@example.com",
    hasAccess: false,
  },
];

/** Two of them have it already. */
export const shareClientsSomeWithAccess = shareClients.map((client, index) => ({
  ...client,
  hasAccess: index === 1 || index === 3,
}));

/** More than eight clients: the dialog offers a filter. */
export const manyShareClients = [
  ...shareClients,
  {
    id: "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f06",
    name: "Fiona Walsh",
    email: "fiona.walsh@example.com",
    hasAccess: false,
  },
  {
    id: "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f07",
    name: "Grace Adeyemi",
    email: "grace.a@example.com",
    hasAccess: true,
  },
  {
    id: "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f08",
    name: "Hannah Lindqvist",
    email: "hannah.l@example.com",
    hasAccess: false,
  },
  {
    id: "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f09",
    name: "Isabel Moreau",
    email: "isabel.moreau@example.com",
    hasAccess: false,
  },
  {
    id: "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f10",
    name: "Joy Mensah",
    email: "joy.mensah@example.com",
    hasAccess: false,
  },
];

/** Who has the sleep handout: one opened it, two not yet. */
export const sharedAccess: SharedAccessEntry[] = [
  {
    clientId: shareClients[0]!.id,
    name: "Amara Okafor",
    sharedAt: "2026-03-02T12:00:00.000Z",
    openedAt: null,
  },
  {
    clientId: shareClients[1]!.id,
    name: "Beth Morgan",
    sharedAt: "2026-02-26T09:00:00.000Z",
    openedAt: "2026-02-27T20:30:00.000Z",
  },
  {
    clientId: shareClients[3]!.id,
    name: "Diane Chen",
    sharedAt: "2026-02-24T17:00:00.000Z",
    openedAt: null,
  },
];

/** Everyone it was shared with has opened it. */
export const sharedAccessAllOpened: SharedAccessEntry[] = sharedAccess.map((entry, index) => ({
  ...entry,
  openedAt: entry.openedAt ?? `2026-03-0${String(index + 3)}T08:00:00.000Z`,
}));
