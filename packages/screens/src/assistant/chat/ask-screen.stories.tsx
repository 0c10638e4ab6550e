import type { ChatMessage } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, waitFor, within } from "storybook/test";

import { restPage } from "../../onboarding/stories/story-helpers";
import { press } from "../../health/shared/story-helpers";
import {
  ASK_SUGGESTIONS,
  citationHref,
  followUpAnswer,
  HISTORY_TODAY,
  historyChats,
  hotFlushesAnswer,
  noContentAnswer,
  redFlagAnswer,
  CHAT_ID,
} from "../assistant.fixtures";
import { ChatHistoryPanel } from "../history/chat-history-panel";
import { AskScreen, type AskScreenProps } from "./ask-screen";

const meta = {
  title: "Screens/Assistant/Ask",
  component: AskScreen,
  parameters: { layout: "padded" },
  afterEach: restPage,
  args: {
    messages: [],
    suggestions: ASK_SUGGESTIONS,
    question: "",
    onQuestionChange: fn(),
    onAsk: fn(),
    onRetryAsk: fn(),
    onReload: fn(),
    onRate: fn(),
    onReport: fn(),
    copyText: fn(async () => undefined),
    citationHref,
    newChatHref: "/ask",
  },
} satisfies Meta<typeof AskScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new chat: what the answers come from, and suggested questions drawn from the library's topics. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Ask" })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "New chat" })).not.toBeInTheDocument();
    const suggestions = canvas.getByRole("list", { name: "Suggested questions" });
    await expect(within(suggestions).getAllByRole("button")).toHaveLength(4);
    await press(
      within(suggestions).getByRole("button", { name: "What helps with hot flushes?" }),
      user.keyboard,
    );
    await expect(args.onQuestionChange).toHaveBeenCalledWith("What helps with hot flushes?");
    await expect(args.onAsk).toHaveBeenCalledWith("What helps with hot flushes?");
  },
};

/** An empty question is refused with the contracts' message and is not sent. */
export const ValidationErrors: Story = {
  args: { question: "   " },
  play: async ({ args, canvas, userEvent: user }) => {
    await press(canvas.getByRole("button", { name: "Ask" }), user.keyboard);
    const input = canvas.getByRole("textbox", { name: "Your question" });
    await waitFor(() => expect(input).toHaveAttribute("aria-invalid", "true"));
    await expect(input).toHaveAccessibleDescription(/Type a question/);
    await expect(input).toHaveFocus();
    await expect(args.onAsk).not.toHaveBeenCalled();
  },
};

/** Typing and Enter asks; the question is sent trimmed. */
export const Filled: Story = {
  args: { question: "  Does HRT help with sleep?  " },
  play: async ({ args, canvas, userEvent: user }) => {
    const input = canvas.getByRole("textbox", { name: "Your question" });
    input.focus();
    await user.keyboard("{End}{Enter}");
    await expect(args.onAsk).toHaveBeenCalledWith("Does HRT help with sleep?");
  },
};

/** The question is being answered: it shows in the chat, the Ask button is busy, a live region says so. */
export const Asking: Story = {
  args: { pendingQuestion: "What helps with hot flushes?", question: "" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Looking in the reviewed library…")).toBeVisible();
    await expect(canvas.getByRole("status", { name: "" })).toHaveTextContent("Looking for an answer.");
    await expect(canvas.getByRole("button", { name: "Ask" })).toHaveAttribute("aria-busy", "true");
  },
};

/** An answer with its numbered citations, which open the items in the reader, and its sources. */
export const Answered: Story = {
  args: { messages: [hotFlushesAnswer], chatTitle: "What helps with hot flushes?" },
  play: async ({ canvas }) => {
    const answer = canvas.getByRole("article", { name: "You asked: What helps with hot flushes?" });
    const citations = within(answer).getAllByRole("link", { name: "[1]" });
    await expect(citations[0]).toHaveAttribute("href", "/library/hot-flushes-everyday");
    await expect(within(answer).getByRole("link", { name: "[2]" })).toHaveAttribute(
      "href",
      "/library/hrt-explained",
    );
    const sources = within(answer).getByRole("list", { name: "Sources" });
    await expect(
      within(sources).getByRole("link", { name: "Source 1: Hot flushes: what helps day to day" }),
    ).toHaveAttribute("href", "/library/hot-flushes-everyday");
    await expect(canvas.getByRole("link", { name: "New chat" })).toHaveAttribute("href", "/ask");
    await expect(canvas.getByRole("textbox", { name: "Ask a follow-up question" })).toBeVisible();
  },
};

/** A follow-up in the same chat: both questions and answers, in order. */
export const FollowUp: Story = {
  args: { messages: [hotFlushesAnswer, followUpAnswer], chatTitle: "What helps with hot flushes?" },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Questions and answers" });
    const articles = within(list).getAllByRole("article");
    await expect(articles).toHaveLength(2);
    await expect(articles[0]).toHaveAccessibleName("You asked: What helps with hot flushes?");
    await expect(articles[1]).toHaveAccessibleName("You asked: And at night?");
  },
};

/** An answer that arrives takes the focus (its question's heading), and a live region announces it. */
export const AnswerArrives: Story = {
  render: function Render(args) {
    const [messages, setMessages] = React.useState<ChatMessage[]>([]);
    const [pending, setPending] = React.useState<string | null>(null);
    const [question, setQuestion] = React.useState("");
    return (
      <AskScreen
        {...args}
        messages={messages}
        question={question}
        onQuestionChange={setQuestion}
        pendingQuestion={pending}
        onAsk={(text) => {
          args.onAsk(text);
          setPending(text);
          setTimeout(() => {
            setPending(null);
            setQuestion("");
            setMessages([hotFlushesAnswer]);
          }, 50);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent: user }) => {
    await user.type(
      canvas.getByRole("textbox", { name: "Your question" }),
      "What helps with hot flushes?{Enter}",
    );
    const heading = await canvas.findByRole("heading", {
      level: 2,
      name: "You asked: What helps with hot flushes?",
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText("The answer is ready.")).toBeInTheDocument();
  },
};

/** Nothing in the reviewed library: the answer says so and cites nothing. */
export const NoContent: Story = {
  args: { messages: [noContentAnswer] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/The reviewed library has nothing on this yet/)).toBeVisible();
    await expect(canvas.queryByRole("list", { name: "Sources" })).not.toBeInTheDocument();
  },
};

/** A red flag: the seek-care advice comes first, in an alert, then what the library says. */
export const RedFlag: Story = {
  args: { messages: [redFlagAnswer] },
  play: async ({ canvas }) => {
    const article = canvas.getByRole("article");
    const alert = within(article).getByRole("alert");
    await expect(within(alert).getByText("Chest pain or pressure: call for help now")).toBeVisible();
    await expect(alert).toHaveTextContent(/Call your local emergency number now/);
    const library = within(article).getByText("From the reviewed library:");
    await expect(alert.compareDocumentPosition(library) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The advice shows once: in the alert, not again in the text.
    await expect(within(article).getAllByText(/Chest pain or pressure/)).toHaveLength(1);
  },
};

/** Helpful, or not helpful with a reason; the answer's rating shows pressed. */
export const Rated: Story = {
  args: { messages: [{ ...hotFlushesAnswer, rating: "helpful" }] },
  play: async ({ args, canvas, userEvent: user }) => {
    const helpful = canvas.getByRole("button", { name: "Helpful" });
    await expect(helpful).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByText("Thank you: you found this answer helpful.")).toBeVisible();
    await press(canvas.getByRole("button", { name: "Not helpful" }), user.keyboard);
    await user.type(
      await canvas.findByRole("textbox", { name: "What was missing or wrong? (optional)" }),
      "It did not mention night sweats",
    );
    await press(canvas.getByRole("button", { name: "Send" }), user.keyboard);
    await expect(args.onRate).toHaveBeenCalledWith(
      hotFlushesAnswer.id,
      "not-helpful",
      "It did not mention night sweats",
    );
    await press(helpful, user.keyboard);
    await expect(args.onRate).toHaveBeenLastCalledWith(hotFlushesAnswer.id, null);
  },
};

/** Not helpful, with the reason given: shown pressed, the reason repeated. */
export const RatedNotHelpful: Story = {
  args: {
    messages: [
      { ...hotFlushesAnswer, rating: "not-helpful", ratingReason: "It did not mention night sweats" },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Not helpful" })).toHaveAttribute("aria-pressed", "true");
    await expect(
      canvas.getByText("Thank you: you found this answer not helpful (It did not mention night sweats)."),
    ).toBeVisible();
  },
};

/** Report asks what is wrong (required), then sends it. */
export const Reported: Story = {
  args: { messages: [hotFlushesAnswer] },
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    const page = within(canvasElement.ownerDocument.body);
    await press(canvas.getByRole("button", { name: "Report" }), user.keyboard);
    const dialog = await page.findByRole("dialog", { name: "Report this answer" });
    await press(within(dialog).getByRole("button", { name: "Send report" }), user.keyboard);
    const reason = within(dialog).getByRole("textbox", { name: /What is wrong with this answer\?/ });
    await waitFor(() => expect(reason).toHaveAttribute("aria-invalid", "true"));
    await expect(reason).toHaveAccessibleDescription(/Say what is wrong with this answer/);
    await user.type(reason, "The second sentence is not in the article");
    await press(within(dialog).getByRole("button", { name: "Send report" }), user.keyboard);
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onReport).toHaveBeenCalledWith(
      hotFlushesAnswer.id,
      "The second sentence is not in the article",
    );
  },
};

/** A reported answer says so instead of offering Report again. */
export const AlreadyReported: Story = {
  args: {
    messages: [{ ...hotFlushesAnswer, reportedAt: "2026-05-03T09:05:00.000Z", reportedReason: "Wrong" }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You reported this answer.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Report" })).not.toBeInTheDocument();
  },
};

/** Copy answer puts the text and its sources on the clipboard and says so. */
export const CopyAnswer: Story = {
  args: { messages: [followUpAnswer] },
  play: async ({ args, canvas, userEvent: user }) => {
    await press(canvas.getByRole("button", { name: "Copy answer" }), user.keyboard);
    await expect(await canvas.findByText("Answer copied.")).toBeVisible();
    await expect(args.copyText).toHaveBeenCalledWith(
      "Night sweats are hot flushes during sleep: cotton bedding and a cool room help [1].\n\nSources:\n[1] Sleep and night sweats",
    );
  },
};

/** The question could not be answered: why, Try again, and the typed question kept. */
export const ApiError: Story = {
  args: {
    messages: [hotFlushesAnswer],
    question: "And at night?",
    askError: "Too many questions in a short time. Try again in 30 seconds.",
  },
  play: async ({ args, canvas, userEvent: user }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("Your question could not be answered");
    await expect(canvas.getByRole("textbox", { name: "Ask a follow-up question" })).toHaveValue(
      "And at night?",
    );
    await press(within(alert).getByRole("button", { name: "Try again" }), user.keyboard);
    await expect(args.onRetryAsk).toHaveBeenCalled();
  },
};

/** A reopened chat loading. */
export const LoadingChat: Story = {
  args: { status: "loading" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Loading the chat…").parentElement).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("link", { name: "New chat" })).toBeVisible();
  },
};

/** A reopened chat that could not be loaded. */
export const LoadFailed: Story = {
  args: { status: "error", loadError: "The chat was not found" },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByText("The chat was not found")).toBeVisible();
    await press(canvas.getByRole("button", { name: "Try again" }), user.keyboard);
    await expect(args.onReload).toHaveBeenCalled();
  },
};

const history: AskScreenProps["history"] = (
  <ChatHistoryPanel
    chats={historyChats}
    search=""
    onSearch={() => undefined}
    currentChatId={CHAT_ID}
    chatHref={(id) => `/ask/${id}`}
    onRename={() => undefined}
    onDelete={() => undefined}
    timeZone="UTC"
    today={HISTORY_TODAY}
  />
);

/** The chat with the history beside it, as the page shows it on a wide screen. */
export const WithHistory: Story = {
  args: { messages: [hotFlushesAnswer, followUpAnswer], chatTitle: "What helps with hot flushes?", history },
  play: async ({ canvas }) => {
    const aside = canvas.getByRole("complementary", { name: "Your chats" });
    await expect(within(aside).getByRole("link", { name: "What helps with hot flushes?" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

/** At 375 px: the chat, then the history under it; nothing wider than the screen. */
export const Mobile: Story = {
  args: { messages: [redFlagAnswer], history },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("alert")).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    const chat = canvas.getByRole("list", { name: "Questions and answers" });
    const aside = canvas.getByRole("complementary", { name: "Your chats" });
    await expect(aside.getBoundingClientRect().top).toBeGreaterThan(chat.getBoundingClientRect().bottom);
  },
};
