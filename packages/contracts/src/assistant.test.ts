import { describe, expect, it } from "vitest";

import {
  ASSISTANT_LIMITS,
  ASSISTANT_MESSAGES,
  askRequestSchema,
  chatTitleFrom,
  rateAnswerRequestSchema,
  renameChatRequestSchema,
  reportAnswerRequestSchema,
  toFieldErrors,
} from "./index";

const fieldErrorsOf = (result: { success: boolean; error?: Parameters<typeof toFieldErrors>[0] }) =>
  result.success ? {} : toFieldErrors(result.error!);

const ID = "6f1f8a4e-3c1b-4f7e-9a55-2d3c4b5a6e7f";

describe("the assistant's requests", () => {
  it("trims a question and takes an optional chat id", () => {
    expect(askRequestSchema.parse({ question: "  Hot flushes?  " })).toEqual({ question: "Hot flushes?" });
    expect(askRequestSchema.parse({ question: "And at night?", chatId: ID })).toEqual({
      question: "And at night?",
      chatId: ID,
    });
  });

  it("refuses an empty, long or multi-line question, and a chat id that is not a UUID", () => {
    expect(fieldErrorsOf(askRequestSchema.safeParse({ question: " " }))).toEqual({
      question: ASSISTANT_MESSAGES.questionRequired,
    });
    expect(fieldErrorsOf(askRequestSchema.safeParse({}))).toEqual({
      question: ASSISTANT_MESSAGES.questionRequired,
    });
    expect(
      fieldErrorsOf(askRequestSchema.safeParse({ question: "x".repeat(ASSISTANT_LIMITS.questionMax + 1) })),
    ).toEqual({ question: ASSISTANT_MESSAGES.questionTooLong });
    expect(askRequestSchema.safeParse({ question: "x".repeat(ASSISTANT_LIMITS.questionMax) }).success).toBe(
      true,
    );
    expect(fieldErrorsOf(askRequestSchema.safeParse({ question: "one\ntwo" })).question).toBe(
      "Remove the control characters from this text",
    );
    expect(fieldErrorsOf(askRequestSchema.safeParse({ question: "Hi", chatId: "42" }))).toEqual({
      chatId: ASSISTANT_MESSAGES.chatId,
    });
  });

  it("checks renames, ratings and reports with their field messages", () => {
    expect(fieldErrorsOf(renameChatRequestSchema.safeParse({ chatId: ID, title: "  " }))).toEqual({
      title: ASSISTANT_MESSAGES.titleRequired,
    });
    expect(
      fieldErrorsOf(
        renameChatRequestSchema.safeParse({ chatId: ID, title: "t".repeat(ASSISTANT_LIMITS.titleMax + 1) }),
      ),
    ).toEqual({ title: ASSISTANT_MESSAGES.titleTooLong });
    expect(fieldErrorsOf(rateAnswerRequestSchema.safeParse({ messageId: ID, rating: "great" }))).toEqual({
      rating: ASSISTANT_MESSAGES.ratingRequired,
    });
    expect(rateAnswerRequestSchema.parse({ messageId: ID, rating: null })).toEqual({
      messageId: ID,
      rating: null,
    });
    expect(fieldErrorsOf(reportAnswerRequestSchema.safeParse({ messageId: ID, reason: "" }))).toEqual({
      reason: ASSISTANT_MESSAGES.reportReasonRequired,
    });
    expect(fieldErrorsOf(reportAnswerRequestSchema.safeParse({ messageId: "x", reason: "Wrong" }))).toEqual({
      messageId: ASSISTANT_MESSAGES.messageId,
    });
  });
});

describe("chatTitleFrom", () => {
  it("keeps a short question whole, with its spaces made single", () => {
    expect(chatTitleFrom("What helps with  hot flushes?")).toBe("What helps with hot flushes?");
  });

  it("cuts a long question at the last word within 60 characters and marks the cut", () => {
    const question =
      "My hot flushes have got much worse over the last few months and I wonder whether HRT could help";
    const title = chatTitleFrom(question);
    expect(title).toBe("My hot flushes have got much worse over the last few months…");
    expect(Array.from(title).length).toBeLessThanOrEqual(ASSISTANT_LIMITS.autoTitleMax + 1);
  });

  it("cuts a question without spaces at 60 characters, never inside a character", () => {
    expect(chatTitleFrom("a".repeat(80))).toBe(`${"a".repeat(60)}…`);
    const title = chatTitleFrom("🔥".repeat(70));
    expect(title).toBe(`${"🔥".repeat(60)}…`);
  });
});
