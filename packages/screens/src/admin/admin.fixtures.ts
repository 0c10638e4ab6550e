import type { AdminChatSession, ChatMessage, ReportedChatsResponse } from "@pkg/contracts";

/** Fixed data for the Super Admin's reported-chat stories. */

export const REPORTED_CHAT_ID = "5c1d2a3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d";

export const reportedChatsPage: ReportedChatsResponse = {
  items: [
    {
      chatId: REPORTED_CHAT_ID,
      kind: "personalized",
      ownerRoleId: 3,
      reportedAt: "2026-11-24T16:05:00.000Z",
      reportCount: 2,
    },
    {
      chatId: "6d2e3b4c-5f6a-4b7c-9d8e-0f1a2b3c4d5e",
      kind: "learning",
      ownerRoleId: 2,
      reportedAt: "2026-11-21T08:40:00.000Z",
      reportCount: 1,
    },
    {
      chatId: "7e3f4c5d-6a7b-4c8d-8e9f-1a2b3c4d5e6f",
      kind: "search",
      ownerRoleId: 3,
      reportedAt: "2026-11-18T19:15:00.000Z",
      reportCount: 1,
    },
  ],
  total: 3,
  page: 1,
  pageSize: 20,
};

/** A first page of many (the pager shows). */
export const manyReportedChats: ReportedChatsResponse = {
  ...reportedChatsPage,
  total: 45,
  pageSize: 3,
};

export const noReportedChats: ReportedChatsResponse = { items: [], total: 0, page: 1, pageSize: 20 };

const message = (
  fields: Partial<ChatMessage> & Pick<ChatMessage, "id" | "question" | "answer">,
): ChatMessage => ({
  chatId: REPORTED_CHAT_ID,
  position: 0,
  rating: null,
  ratingReason: null,
  reportedAt: null,
  reportedReason: null,
  createdAt: "2026-11-24T16:00:00.000Z",
  ...fields,
});

export const reportedSession: AdminChatSession = {
  chat: {
    id: REPORTED_CHAT_ID,
    title: "How can I sleep better?",
    kind: "personalized",
    messageCount: 3,
    reportedAt: "2026-11-24T16:05:00.000Z",
    createdAt: "2026-11-24T16:00:00.000Z",
    updatedAt: "2026-11-24T16:04:00.000Z",
  },
  owner: { id: "0a1b2c3d-0000-4000-8000-000000000003", roleId: 3 },
  messages: [
    message({
      id: "8f4a5d6e-0000-4000-8000-000000000001",
      question: "How can I sleep better?",
      answer: {
        kind: "answer",
        text:
          "Personalised for you: perimenopause, and hot flushes and sleep problems from your latest check-in.\n\n" +
          "A cool, dark bedroom and cotton bedding help with night sweats [1]. " +
          "Keeping the same bedtime every day helps sleep settle [2].",
        citations: [
          {
            n: 1,
            contentId: "night-sweats",
            title: "Hot flushes and night sweats: what they are and what helps",
          },
          { n: 2, contentId: "sleep-problems", title: "Sleep problems around the menopause" },
        ],
        redFlags: [],
        source: "extractive",
        personalizedFor: [
          "Perimenopause",
          "Hot flushes (your latest check-in)",
          "Sleep problems (your latest check-in)",
        ],
      },
      rating: "not-helpful",
      ratingReason: "It did not say anything about waking at 4 am.",
      reportedAt: "2026-11-24T16:05:00.000Z",
      reportedReason: "It repeats the same advice twice and ignores that I wake at 4 am.",
    }),
    message({
      id: "8f4a5d6e-0000-4000-8000-000000000002",
      position: 1,
      question: "I have chest pain at night, is that a hot flush?",
      createdAt: "2026-11-24T16:02:00.000Z",
      answer: {
        kind: "red-flag",
        text:
          "**Chest pain needs urgent care.** Call 911 (or your local emergency number) now if you have chest pain.\n\n" +
          "From the reviewed library:\n\n" +
          "Heart palpitations are common around the menopause [1].",
        citations: [{ n: 1, contentId: "palpitations", title: "Palpitations and the menopause" }],
        redFlags: [
          {
            id: "chest-pain",
            urgency: "emergency",
            advice: {
              title: "Chest pain needs urgent care",
              body: "Call 911 (or your local emergency number) now if you have chest pain.",
            },
          },
        ],
        source: "extractive",
      },
    }),
    message({
      id: "8f4a5d6e-0000-4000-8000-000000000003",
      position: 2,
      question: "Which car tyres are best in snow?",
      createdAt: "2026-11-24T16:04:00.000Z",
      answer: {
        kind: "no-content",
        text:
          "The reviewed library has nothing on this yet, so I cannot answer it from there. " +
          "You could ask your practitioner, who can look into it with you.",
        citations: [],
        redFlags: [],
        source: "extractive",
      },
      reportedAt: "2026-11-24T16:05:30.000Z",
      reportedReason: "No answer at all.",
    }),
  ],
};

export const citationHref = (contentId: string) => `/library/${contentId}`;
