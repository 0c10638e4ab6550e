import type { ChatMessage, ChatSummary } from "@pkg/contracts";

/** Fixed chats and answers for the assistant's stories. */

export const CHAT_ID = "0f3b8f43-2f6c-4d7e-9a55-1c1a1f0c0001";

export const ASK_SUGGESTIONS = [
  "What helps with hot flushes?",
  "How can I sleep better during the menopause?",
  "What are the benefits and risks of HRT?",
  "How does the menopause affect mood?",
];

export const citationHref = (contentId: string) => `/library/${contentId}`;

const message = (
  overrides: Partial<ChatMessage> & Pick<ChatMessage, "id" | "question" | "answer">,
): ChatMessage => ({
  chatId: CHAT_ID,
  position: 0,
  rating: null,
  ratingReason: null,
  reportedAt: null,
  reportedReason: null,
  createdAt: "2026-05-03T09:00:00.000Z",
  ...overrides,
});

export const hotFlushesAnswer = message({
  id: "7a1e0b6c-0000-4000-8000-000000000001",
  question: "What helps with hot flushes?",
  answer: {
    kind: "answer",
    text:
      "Dressing in layers, keeping the bedroom cool and carrying a small fan help many people through a flush [1]. " +
      "Cutting down on alcohol and caffeine can make flushes less frequent [1].\n\n" +
      "Hormone therapy is the most effective treatment for hot flushes; talk it through with your practitioner [2].",
    citations: [
      { n: 1, contentId: "hot-flushes-everyday", title: "Hot flushes: what helps day to day" },
      { n: 2, contentId: "hrt-explained", title: "Hormone therapy explained" },
    ],
    redFlags: [],
  },
});

export const followUpAnswer = message({
  id: "7a1e0b6c-0000-4000-8000-000000000002",
  position: 1,
  question: "And at night?",
  createdAt: "2026-05-03T09:02:00.000Z",
  answer: {
    kind: "answer",
    text: "Night sweats are hot flushes during sleep: cotton bedding and a cool room help [1].",
    citations: [{ n: 1, contentId: "sleep-and-night-sweats", title: "Sleep and night sweats" }],
    redFlags: [],
  },
});

export const noContentAnswer = message({
  id: "7a1e0b6c-0000-4000-8000-000000000003",
  question: "How do I change my car's brake pads?",
  answer: {
    kind: "no-content",
    text:
      "The reviewed library has nothing on this yet, so I cannot answer it from there. " +
      "You could ask your practitioner, who can look into it with you.",
    citations: [],
    redFlags: [],
  },
});

export const redFlagAnswer = message({
  id: "7a1e0b6c-0000-4000-8000-000000000004",
  question: "I have chest pain and hot flushes",
  answer: {
    kind: "red-flag",
    text:
      "**Chest pain or pressure: call for help now.** Call your local emergency number now (911 in the US, 999 in the UK).\n\n" +
      "From the reviewed library:\n\n" +
      "Dressing in layers helps many people through a flush [1].",
    citations: [{ n: 1, contentId: "hot-flushes-everyday", title: "Hot flushes: what helps day to day" }],
    redFlags: [
      {
        id: "chest-pain",
        urgency: "emergency",
        advice: {
          title: "Chest pain or pressure: call for help now",
          body: "Call your local emergency number now (911 in the US, 999 in the UK).",
        },
      },
    ],
  },
});

const summary = (id: string, title: string, updatedAt: string, messageCount = 1): ChatSummary => ({
  id,
  title,
  kind: "search",
  messageCount,
  reportedAt: null,
  createdAt: updatedAt,
  updatedAt,
});

export const HISTORY_TODAY = "2026-05-03";

export const historyChats: ChatSummary[] = [
  summary(CHAT_ID, "What helps with hot flushes?", "2026-05-03T09:02:00.000Z", 2),
  summary(
    "0f3b8f43-2f6c-4d7e-9a55-1c1a1f0c0002",
    "Is brain fog part of the menopause?",
    "2026-05-03T07:30:00.000Z",
  ),
  summary(
    "0f3b8f43-2f6c-4d7e-9a55-1c1a1f0c0003",
    "Which exercise helps my bones?",
    "2026-05-02T18:10:00.000Z",
  ),
  summary(
    "0f3b8f43-2f6c-4d7e-9a55-1c1a1f0c0004",
    "Vaginal dryness treatments",
    "2026-04-27T12:00:00.000Z",
    3,
  ),
];

/** A client's personalised answer: what it is personalised for, and the text opening by saying so. */
export const personalisedAnswer = message({
  id: "7a1e0b6c-0000-4000-8000-000000000005",
  question: "How can I sleep better?",
  answer: {
    kind: "answer",
    text:
      "Personalised for you: perimenopause, and night sweats from your latest check-in.\n\n" +
      "A cool, dark bedroom and cotton bedding help with night sweats [1]. " +
      "Keeping the same bedtime every day helps sleep settle [1].",
    citations: [{ n: 1, contentId: "sleep-and-night-sweats", title: "Sleep and night sweats" }],
    redFlags: [],
    source: "extractive",
    personalizedFor: ["Perimenopause", "Night sweats (your latest check-in)"],
  },
});

/** A practitioner's answer from the items written for practitioners. */
export const learningAnswer = message({
  id: "7a1e0b6c-0000-4000-8000-000000000006",
  question: "When is transdermal oestrogen preferred?",
  answer: {
    kind: "answer",
    text:
      "Transdermal oestrogen is preferred for people with a raised risk of venous thromboembolism [1]. " +
      "It is also a choice for people with migraine [1].",
    citations: [
      { n: 1, contentId: "hrt-prescribing-notes", title: "Prescribing notes: routes of oestrogen" },
    ],
    redFlags: [],
    source: "model",
  },
});

/** A practitioner's AI sessions this month (Starter plan: 10). */
export const usageStarter = {
  plan: "starter" as const,
  used: 3,
  limit: 10,
  resetsAt: "2026-06-01T00:00:00.000Z",
};

export const usageAtLimit = { ...usageStarter, used: 10 };

/** A personalised chat and a learning chat, as the history lists them. */
export const kindChats: ChatSummary[] = [
  {
    ...summary("0f3b8f43-2f6c-4d7e-9a55-1c1a1f0c0005", "How can I sleep better?", "2026-05-03T08:10:00.000Z"),
    kind: "personalized",
  },
  {
    ...summary(
      "0f3b8f43-2f6c-4d7e-9a55-1c1a1f0c0006",
      "When is transdermal oestrogen preferred?",
      "2026-05-03T07:50:00.000Z",
    ),
    kind: "learning",
  },
  summary(
    "0f3b8f43-2f6c-4d7e-9a55-1c1a1f0c0003",
    "Which exercise helps my bones?",
    "2026-05-02T18:10:00.000Z",
  ),
];

/** "Ask about this article": the article a chat starts from, and the questions it suggests. */
export const ABOUT_ARTICLE = {
  title: "Hot flushes and night sweats: what they are and what helps",
  href: "/library/hot-flushes-and-night-sweats",
};
export const ARTICLE_SUGGESTIONS = [
  "What can I do about hot flushes at work?",
  "Why do night sweats wake me up?",
  "Does hormone therapy help with hot flushes?",
];

/** The first answer of a chat about the article: the article is cited first. */
export const aboutArticleAnswer = message({
  id: "7a1e0b6c-0000-4000-8000-000000000010",
  question: "Why do night sweats wake me up?",
  answer: {
    kind: "answer",
    text:
      "Night sweats are hot flushes that happen in your sleep; the rise in body heat and the sweating " +
      "afterwards are what wake you [1]. A cool bedroom and cotton bedding help many people sleep through [1] [2].",
    citations: [
      { n: 1, contentId: "hot-flushes-and-night-sweats", title: ABOUT_ARTICLE.title },
      { n: 2, contentId: "sleep-and-night-sweats", title: "Sleep and night sweats" },
    ],
    redFlags: [],
  },
});
