import type { Folder, FolderDetails, FolderItem } from "@pkg/contracts";

/** Fixed folders and saved items for the Saved page's and the save dialog's stories. */

export const SLEEP_ID = "5f0d0000-0000-4000-8000-000000000001";
export const NIGHTS_ID = "5f0d0000-0000-4000-8000-000000000002";
export const DEEP_ID = "5f0d0000-0000-4000-8000-000000000003";
export const HRT_ID = "5f0d0000-0000-4000-8000-000000000004";
export const MOOD_ID = "5f0d0000-0000-4000-8000-000000000005";

const at = "2026-05-03T09:00:00.000Z";

const folder = (
  id: string,
  name: string,
  parentId: string | null,
  depth: number,
  itemCount: number,
): Folder => ({
  id,
  name,
  parentId,
  depth,
  itemCount,
  createdAt: at,
  updatedAt: at,
});

/** Sleep › Nights › Deep sleep, and two more at the top level. */
export const nestedFolders: Folder[] = [
  folder(HRT_ID, "HRT questions", null, 1, 2),
  folder(MOOD_ID, "Mood", null, 1, 0),
  folder(SLEEP_ID, "Sleep", null, 1, 2),
  folder(NIGHTS_ID, "Nights", SLEEP_ID, 2, 1),
  folder(DEEP_ID, "Deep sleep", NIGHTS_ID, 3, 0),
];

export const libraryHref = (contentId: string) => `/library/${contentId}`;
export const chatHref = (chatId: string) => `/ask/${chatId}`;
export const savedHref = (folderId: string) => `/saved?folder=${folderId}`;

export const savedAnswer: FolderItem = {
  id: "5f0d1000-0000-4000-8000-000000000001",
  folderId: SLEEP_ID,
  kind: "answer",
  title: "What helps with night sweats?",
  note: "Try the cooler bedroom first.\nAsk about HRT at the May appointment.",
  answer: {
    question: "What helps with night sweats?",
    kind: "answer",
    text:
      "Keeping the bedroom cool, wearing light layers and having a glass of water by the bed help many people [1]. " +
      "Cutting down on alcohol in the evening can make night sweats less frequent [1].\n\n" +
      "Hormone therapy is the most effective treatment; talk it through with your practitioner [2].",
    citations: [
      { n: 1, contentId: "night-sweats", title: "Night sweats: what helps" },
      { n: 2, contentId: "hrt-explained", title: "Hormone therapy explained" },
    ],
    redFlags: [],
  },
  chatId: "5f0d2000-0000-4000-8000-000000000001",
  messageId: "5f0d3000-0000-4000-8000-000000000001",
  content: null,
  createdAt: "2026-05-03T09:10:00.000Z",
  updatedAt: "2026-05-03T09:10:00.000Z",
};

export const savedArticle: FolderItem = {
  id: "5f0d1000-0000-4000-8000-000000000002",
  folderId: SLEEP_ID,
  kind: "content",
  title: "Sleep and the menopause",
  note: null,
  answer: null,
  chatId: null,
  messageId: null,
  content: {
    id: "sleep-and-menopause",
    title: "Sleep and the menopause",
    summary: "Why sleep changes around the menopause, and the habits and treatments that help.",
    available: true,
  },
  createdAt: "2026-05-02T18:00:00.000Z",
  updatedAt: "2026-05-02T18:00:00.000Z",
};

export const withdrawnArticle: FolderItem = {
  ...savedArticle,
  id: "5f0d1000-0000-4000-8000-000000000003",
  folderId: HRT_ID,
  title: "An older article on HRT",
  content: { id: "older-hrt", title: null, summary: null, available: false },
};

export const sleepDetails: FolderDetails = {
  folder: nestedFolders[2]!,
  path: [],
  items: [savedAnswer, savedArticle],
  total: 2,
  page: 1,
  pageSize: 20,
};

export const nightsDetails: FolderDetails = {
  folder: nestedFolders[3]!,
  path: [{ id: SLEEP_ID, name: "Sleep" }],
  items: [{ ...savedArticle, id: "5f0d1000-0000-4000-8000-000000000004", folderId: NIGHTS_ID }],
  total: 1,
  page: 1,
  pageSize: 20,
};

export const moodDetails: FolderDetails = {
  folder: nestedFolders[1]!,
  path: [],
  items: [],
  total: 0,
  page: 1,
  pageSize: 20,
};
