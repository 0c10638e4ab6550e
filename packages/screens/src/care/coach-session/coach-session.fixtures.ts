import type { ChatMessage, CoachSessionResponse } from "@pkg/contracts";

/** Fixed data for a practitioner reading a chat their client shared. */

export const SHARED_CHAT_ID = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
export const CLIENT_ID = "0a1b2c3d-0000-4000-8000-000000000031";

export const clientHref = `/coaches/clients/${CLIENT_ID}`;
export const citationHref = (contentId: string) => `/content-manager/library/${contentId}`;

const message = (
  fields: Partial<ChatMessage> & Pick<ChatMessage, "id" | "question" | "answer">,
): ChatMessage => ({
  chatId: SHARED_CHAT_ID,
  position: 0,
  rating: null,
  ratingReason: null,
  reportedAt: null,
  reportedReason: null,
  createdAt: "2026-03-12T20:10:00.000Z",
  ...fields,
});

const sleepQuestion = message({
  id: "7b6a5c4d-0000-4000-8000-000000000101",
  question: "Why do I wake at 4 am every night?",
  answer: {
    kind: "answer",
    text:
      "Personalised for you: perimenopause, and sleep problems from your latest check-in.\n\n" +
      "Night sweats often wake people in the early hours, and falling oestrogen makes sleep lighter [1]. " +
      "A cool bedroom and the same wake-up time every day help sleep settle [2].",
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
    personalizedFor: ["Perimenopause", "Sleep problems (your latest check-in)"],
  },
});

const magnesiumQuestion = message({
  id: "7b6a5c4d-0000-4000-8000-000000000102",
  position: 1,
  question: "Does magnesium help with sleep?",
  createdAt: "2026-03-12T20:13:00.000Z",
  answer: {
    kind: "answer",
    text:
      "The reviewed library does not recommend magnesium for menopausal sleep problems. " +
      "Cognitive behavioural therapy for insomnia has the best evidence [1].",
    citations: [{ n: 1, contentId: "sleep-problems", title: "Sleep problems around the menopause" }],
    redFlags: [],
    source: "extractive",
  },
});

export const coachSession: CoachSessionResponse = {
  chat: {
    id: SHARED_CHAT_ID,
    title: "Waking at 4 am",
    kind: "personalized",
    messageCount: 2,
    reportedAt: null,
    createdAt: "2026-03-12T20:10:00.000Z",
    updatedAt: "2026-03-12T20:13:00.000Z",
  },
  client: { id: CLIENT_ID, name: "Carmen Ortiz" },
  messages: [sleepQuestion, magnesiumQuestion],
};

/** A shared chat whose second question raised a red flag: the seek-care advice comes first. */
export const coachSessionWithRedFlag: CoachSessionResponse = {
  ...coachSession,
  chat: { ...coachSession.chat, title: "Bleeding again after a year", messageCount: 2 },
  messages: [
    sleepQuestion,
    message({
      id: "7b6a5c4d-0000-4000-8000-000000000103",
      position: 1,
      question: "I have started bleeding again after 14 months without a period. Is that normal?",
      createdAt: "2026-03-12T20:16:00.000Z",
      answer: {
        kind: "red-flag",
        text:
          "**Bleeding after menopause needs a doctor's check.** Book an appointment with your doctor in the next few days; if the bleeding is heavy, get urgent care today.\n\n" +
          "From the reviewed library:\n\n" +
          "Bleeding a year or more after the last period is called postmenopausal bleeding and should always be checked [1].",
        citations: [{ n: 1, contentId: "when-to-see-a-doctor", title: "When to see a doctor" }],
        redFlags: [
          {
            id: "postmenopausal-bleeding",
            urgency: "soon",
            advice: {
              title: "Bleeding after menopause needs a doctor's check",
              body: "Book an appointment with your doctor in the next few days; if the bleeding is heavy, get urgent care today.",
            },
          },
        ],
        source: "extractive",
      },
    }),
  ],
};
