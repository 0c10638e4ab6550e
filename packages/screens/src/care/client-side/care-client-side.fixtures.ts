import type { ClientCareResponse, SharedHandoutResponse, SharedWithMe } from "@pkg/contracts";

/** Fixed data for the client's side of care: their practitioner, what was shared, a handout. */

export const PRACTITIONER_NAME = "Dr. Lena Fischer";

export const HANDOUT_ID = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
export const LIBRARY_ITEM_ID = "4a2d3c5b-6e7f-4a81-9b0c-1d2e3f4a5b6c";

export const handoutHref = (id: string) => `/shared/handouts/${id}`;
export const libraryHref = (id: string) => `/library/${id}`;

/** Everything shared with the client, newest first; all of it opened. */
export const sharedItems: SharedWithMe[] = [
  {
    kind: "handout",
    targetId: HANDOUT_ID,
    title: "Hot flushes at work: a plan for the next four weeks",
    sharedAt: "2026-03-10T09:30:00.000Z",
    openedAt: "2026-03-10T18:12:00.000Z",
  },
  {
    kind: "content",
    targetId: LIBRARY_ITEM_ID,
    title: "Sleep problems around the menopause",
    sharedAt: "2026-02-24T14:00:00.000Z",
    openedAt: "2026-02-25T07:40:00.000Z",
  },
];

/** Two new items (not opened yet) above one already read. */
export const sharedItemsWithNew: SharedWithMe[] = [
  {
    kind: "handout",
    targetId: "5b3e4d6c-7f80-4b92-8c1d-2e3f4a5b6c7d",
    title: "Your glucose before and after breakfast",
    sharedAt: "2026-03-14T08:15:00.000Z",
    openedAt: null,
  },
  {
    kind: "content",
    targetId: "6c4f5e7d-8091-4ca3-9d2e-3f4a5b6c7d8e",
    title: "Vaginal dryness: treatments that help",
    sharedAt: "2026-03-13T16:45:00.000Z",
    openedAt: null,
  },
  sharedItems[0]!,
];

export const clientCare: ClientCareResponse = {
  practitioner: { name: PRACTITIONER_NAME },
  sharingHealthData: true,
  shared: sharedItems,
};

/** A handout the practitioner wrote, with headings, a list and a table. */
export const sharedHandout: SharedHandoutResponse["handout"] = {
  id: HANDOUT_ID,
  title: "Hot flushes at work: a plan for the next four weeks",
  practitionerName: PRACTITIONER_NAME,
  sharedAt: "2026-03-10T09:30:00.000Z",
  attachments: [],
  body: [
    "Carmen, thank you for telling me how hard the afternoons at work have been. Here is what we agreed, so you have it in one place.",
    "",
    "## Why flushes come in waves",
    "",
    "Falling oestrogen makes the body's thermostat more sensitive: a small rise in core temperature sets off a flush. Heat, stress, alcohol and spicy food can tip it over, which is why they cluster at certain times of day.",
    "",
    "## What to try at your desk",
    "",
    "- Dress in layers you can take off quickly, in cotton or linen.",
    "- Keep a small fan and a bottle of cold water within reach.",
    "- When a flush starts, breathe slowly: in for 4 counts, out for 6, for two minutes.",
    "- Move meetings that stress you to the morning where you can.",
    "",
    "## Keep a two-week diary",
    "",
    "Note each flush in the app's check-in, and these details in a notebook. We will look at them together at our next session.",
    "",
    "| Day | Flushes | Worst time | Possible trigger |",
    "| --- | ---: | --- | --- |",
    "| Monday | 6 | 3 pm | Coffee after lunch |",
    "| Tuesday | 4 | 2 pm | Warm meeting room |",
    "| Wednesday | 5 | 4 pm | Deadline |",
    "",
    "## When to call your doctor",
    "",
    "If flushes wake you every night for two weeks, or you notice a racing heartbeat with chest pain, see your doctor. For chest pain, call your local emergency number.",
  ].join("\n"),
};

/** The files the handout carries: a PDF plan and a picture of the breathing pattern. */
export const sharedHandoutAttachments: SharedHandoutResponse["handout"]["attachments"] = [
  {
    id: "5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d01",
    fileName: "four-week-plan.pdf",
    contentType: "application/pdf",
    size: 182_272,
  },
  {
    id: "5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d02",
    fileName: "breathing-4-6.jpg",
    contentType: "image/jpeg",
    size: 64_000,
  },
];
