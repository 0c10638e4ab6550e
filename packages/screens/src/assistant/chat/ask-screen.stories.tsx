import type { ChatKind, ChatMessage } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, waitFor, within } from "storybook/test";

import { restPage } from "../../onboarding/stories/story-helpers";
import { press } from "../../health/shared/story-helpers";
import {
  ABOUT_ARTICLE,
  aboutArticleAnswer,
  ARTICLE_SUGGESTIONS,
  ASK_SUGGESTIONS,
  citationHref,
  followUpAnswer,
  HISTORY_TODAY,
  historyChats,
  hotFlushesAnswer,
  kindChats,
  learningAnswer,
  noContentAnswer,
  personalisedAnswer,
  redFlagAnswer,
  usageAtLimit,
  usageStarter,
  CHAT_ID,
} from "../assistant.fixtures";
import { ShareChatToggle } from "../../care/client-side";
import { ChatHistoryPanel } from "../history/chat-history-panel";
import { ASK_ABOUT_UNAVAILABLE, AskScreen, type AskScreenProps } from "./ask-screen";
import type { AnswerDraftState } from "./chat-message-view";

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

/** A client with a practitioner reopens a chat: they can share it with them. */
export const ShareWithPractitioner: Story = {
  args: {
    messages: [hotFlushesAnswer],
    chatTitle: "What helps with hot flushes?",
    chatActions: <ShareChatToggle practitionerName="Priya Practitioner" shared={false} onChange={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Share with Priya Practitioner" })).toBeVisible();
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

/** The answer being written (before its stored message replaces it). */
const streamingAnswer = (root: Element) => root.querySelector<HTMLElement>('[data-slot="streaming-answer"]');

/** The answer's text in the pieces a stream sends them (they make the stored answer's text). */
const STREAM_PIECES = (() => {
  const text = hotFlushesAnswer.answer.text;
  const cuts = [0, 24, 61, 118, 170, 230, text.length];
  return cuts.slice(1).map((end, index) => text.slice(cuts[index], end));
})();

/**
 * The answer streams in: the text grows piece by piece (each piece shown before the next is sent),
 * then the stored answer arrives with its citations and sources and takes the focus.
 */
export const Streaming: Story = {
  args: { onStop: fn() },
  render: function Render(args) {
    const [messages, setMessages] = React.useState<ChatMessage[]>([]);
    const [pending, setPending] = React.useState<string | null>(null);
    const [pieces, setPieces] = React.useState(0);
    const [question, setQuestion] = React.useState("");
    // The next piece is sent once the one before it is on the screen, as a slow stream would.
    React.useEffect(() => {
      if (pending === null) return;
      const timer = setTimeout(() => {
        if (pieces < STREAM_PIECES.length) setPieces(pieces + 1);
        else {
          setPending(null);
          setQuestion("");
          setMessages([hotFlushesAnswer]);
        }
      }, 40);
      return () => clearTimeout(timer);
    }, [pending, pieces]);
    return (
      <AskScreen
        {...args}
        messages={messages}
        question={question}
        onQuestionChange={setQuestion}
        pendingQuestion={pending}
        streamingText={pending === null ? null : STREAM_PIECES.slice(0, pieces).join("")}
        onAsk={(text) => {
          args.onAsk(text);
          setPieces(0);
          setPending(text);
        }}
      />
    );
  },
  play: async ({ canvas, canvasElement, userEvent: user }) => {
    await user.type(
      canvas.getByRole("textbox", { name: "Your question" }),
      "What helps with hot flushes?{Enter}",
    );
    const streaming = await waitFor(() => {
      const shown = streamingAnswer(canvasElement);
      if (!shown) throw new Error("no answer being written yet");
      return shown;
    });
    // Every text the growing answer shows, recorded as it changes.
    const seen: string[] = [streaming.textContent ?? ""];
    const list = canvas.getByRole("list", { name: "Questions and answers" });
    const observer = new MutationObserver(() => {
      const current = streamingAnswer(list);
      if (current) seen.push(current.textContent ?? "");
    });
    observer.observe(list, { subtree: true, childList: true, characterData: true });
    await expect(canvas.getByRole("button", { name: "Stop" })).toBeVisible();
    await expect(canvas.getByRole("status", { name: "" })).toHaveTextContent("Writing the answer.");

    const heading = await canvas.findByRole("heading", {
      level: 2,
      name: "You asked: What helps with hot flushes?",
    });
    observer.disconnect();
    const partial = seen.map((text) => text.replace("Writing the answer…", "")).filter(Boolean);
    // The text grew: more than one partial text, each longer than the last, none of them the whole.
    await expect(new Set(partial).size).toBeGreaterThan(1);
    for (let index = 1; index < partial.length; index += 1)
      await expect(partial[index]!.length).toBeGreaterThanOrEqual(partial[index - 1]!.length);
    await expect(partial[0]!.length).toBeLessThan(hotFlushesAnswer.answer.text.length);
    // Then the stored answer: its citations and sources, and the focus.
    const article = canvas.getByRole("article", { name: "You asked: What helps with hot flushes?" });
    await expect(within(article).getByRole("list", { name: "Sources" })).toBeVisible();
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.queryByRole("button", { name: "Stop" })).not.toBeInTheDocument();
  },
};

/** Part of the answer is on the screen and more is coming: Stop ends it and the focus goes back to the question. */
export const StreamingStop: Story = {
  args: {
    messages: [hotFlushesAnswer],
    chatTitle: "What helps with hot flushes?",
    pendingQuestion: "And at night?",
    question: "And at night?",
    streamingText: "Night sweats are hot flushes during sleep: cotton bedding",
    onStop: fn(),
  },
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    const streaming = streamingAnswer(canvasElement)!;
    await expect(streaming).toHaveTextContent("Night sweats are hot flushes during sleep: cotton bedding");
    await expect(streaming.closest("li")).toHaveAttribute("aria-busy", "true");
    await expect(within(streaming).queryByRole("list", { name: "Sources" })).not.toBeInTheDocument();
    await press(canvas.getByRole("button", { name: "Stop" }), user.keyboard);
    await expect(args.onStop).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole("textbox", { name: "Ask a follow-up question" })).toHaveFocus();
  },
};

/** Stopped: the chat says so, and the question is still in the box to ask again. */
export const Stopped: Story = {
  args: {
    messages: [hotFlushesAnswer],
    chatTitle: "What helps with hot flushes?",
    question: "And at night?",
    stopped: true,
  },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(
      canvas.getByText(
        "You stopped the answer. Your question is still in the box: ask it again when you are ready.",
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText("You stopped the answer.", { selector: '[role="status"]' }),
    ).toBeInTheDocument();
    const input = canvas.getByRole("textbox", { name: "Ask a follow-up question" });
    await expect(input).toHaveValue("And at night?");
    input.focus();
    await user.keyboard("{End}{Enter}");
    await expect(args.onAsk).toHaveBeenCalledWith("And at night?");
  },
};

/** The stored answer replaced the streamed text (it failed the check against the library): a short note says so. */
export const Replaced: Story = {
  args: { messages: [hotFlushesAnswer], replacedMessageId: hotFlushesAnswer.id },
  play: async ({ canvas }) => {
    const article = canvas.getByRole("article");
    await expect(
      within(article).getByText("The answer was checked against the library and replaced."),
    ).toBeVisible();
    await expect(within(article).getByRole("list", { name: "Sources" })).toBeVisible();
  },
};

/** The stream failed or the connection dropped: the error, Try again, and the question kept in the box. */
export const StreamError: Story = {
  args: {
    messages: [],
    question: "What helps with hot flushes?",
    askError: "The connection was lost before the answer was complete. Check your connection and try again.",
  },
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("Your question could not be answered");
    await expect(alert).toHaveTextContent("The connection was lost before the answer was complete.");
    await expect(canvas.getByRole("textbox", { name: "Your question" })).toHaveValue(
      "What helps with hot flushes?",
    );
    await expect(streamingAnswer(canvasElement)).toBeNull();
    await press(within(alert).getByRole("button", { name: "Try again" }), user.keyboard);
    await expect(args.onRetryAsk).toHaveBeenCalled();
  },
};

/** A client with a check-in: a new chat is personalised by default, with a clear switch to turn it off. */
export const PersonalisedChoice: Story = {
  args: { kindChoices: ["search", "personalized"], chatKind: "personalized", onChatKindChange: fn() },
  play: async ({ args, canvas, userEvent: user }) => {
    const toggle = canvas.getByRole("switch", { name: "Personalised for me" });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(
      "Answers use your onboarding answers and your latest check-in.",
    );
    toggle.focus();
    await user.keyboard(" ");
    await expect(args.onChatKindChange).toHaveBeenCalledWith("search");
  },
};

/** A client's personalised chat: the answer says what it is personalised for, and the chat is labelled. */
export const PersonalisedAnswer: Story = {
  args: { messages: [personalisedAnswer], chatTitle: "How can I sleep better?", chatKind: "personalized" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Personalised", { selector: "[data-kind]" })).toBeVisible();
    const article = canvas.getByRole("article");
    await expect(
      within(article).getByText("Personalised for you: Perimenopause, Night sweats (your latest check-in)"),
    ).toBeVisible();
    // The text's own opening line is not repeated under it.
    await expect(
      within(article).queryByText(/perimenopause, and night sweats from your latest/),
    ).not.toBeInTheDocument();
    // A reopened chat keeps its kind: no choice is offered.
    await expect(canvas.queryByRole("switch")).not.toBeInTheDocument();
  },
};

/** A practitioner's new chat: the general library or the library for practitioners, chosen with the arrow keys. */
export const LearningMode: Story = {
  render: function Render(args) {
    const [kind, setKind] = React.useState<ChatKind>("search");
    return (
      <AskScreen
        {...args}
        chatKind={kind}
        onChatKindChange={(next) => {
          args.onChatKindChange?.(next);
          setKind(next);
        }}
      />
    );
  },
  args: { kindChoices: ["search", "learning"], onChatKindChange: fn(), usage: usageStarter, timeZone: "UTC" },
  play: async ({ args, canvas, userEvent: user }) => {
    const group = canvas.getByRole("radiogroup", { name: "Answer from" });
    const general = within(group).getByRole("radio", { name: "The general library" });
    await expect(general).toBeChecked();
    general.focus();
    // Radix checks the radio that takes the focus while an arrow key is held, as a person's key is.
    await user.keyboard("{ArrowRight>}");
    await expect(
      await within(group).findByRole("radio", { name: "Library for practitioners", checked: true }),
    ).toHaveFocus();
    await user.keyboard("{/ArrowRight}");
    await expect(args.onChatKindChange).toHaveBeenCalledWith("learning");
  },
};

/** A practitioner's chat in the library for practitioners, labelled as such. */
export const LearningAnswer: Story = {
  args: {
    messages: [learningAnswer],
    chatTitle: "When is transdermal oestrogen preferred?",
    chatKind: "learning",
    kindChoices: ["search", "learning"],
    usage: usageStarter,
    timeZone: "UTC",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Library for practitioners", { selector: "[data-kind]" })).toBeVisible();
    await expect(canvas.queryByRole("radiogroup")).not.toBeInTheDocument();
  },
};

/**
 * A practitioner working for a client: under the heading, a note that the library's answers are
 * shaped by that client's latest check-in, and a link to change the client.
 */
export const WorkingForAClient: Story = {
  args: {
    kindChoices: ["search", "learning"],
    usage: usageStarter,
    timeZone: "UTC",
    workingFor: { name: "Rosa Díaz", changeHref: "/coaches" },
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading", { level: 1, name: "Ask" });
    const note = canvas.getByText(/^Answers are shaped by Rosa Díaz's latest check-in\./);
    await expect(note).toBeVisible();
    await expect(heading.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const change = within(note).getByRole("link", { name: /^Change/ });
    await expect(change).toHaveAttribute("href", "/coaches");
    await expect(change).toHaveAccessibleName("Change the client you work for");
  },
};

/** A practitioner sees their AI sessions this month by the question box. */
export const UsageShown: Story = {
  args: { usage: usageStarter, timeZone: "UTC", kindChoices: ["search", "learning"] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("3 of 10 AI sessions used this month (Starter plan)")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Ask" })).toBeEnabled();
  },
};

/** Past the plan's sessions a new chat cannot start: the box explains why and when it opens again. */
export const AtTheLimit: Story = {
  args: {
    usage: usageAtLimit,
    timeZone: "UTC",
    question: "What is new on HRT?",
    kindChoices: ["search", "learning"],
  },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByText("10 of 10 AI sessions used this month (Starter plan)")).toBeVisible();
    await expect(canvas.getByText("You have used this month’s AI sessions")).toBeVisible();
    await expect(
      canvas.getByText(
        "Your Starter plan includes 10 new chats with the assistant a month. New chats open again on 1 June 2026. You can still ask follow-up questions in your earlier chats.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole("list", { name: "Suggested questions" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Ask" })).toBeDisabled();
    const input = canvas.getByRole("textbox", { name: "Your question" });
    input.focus();
    await user.keyboard("{End}{Enter}");
    await expect(args.onAsk).not.toHaveBeenCalled();
  },
};

/** At the limit, a follow-up in an earlier chat still goes. */
export const AtTheLimitFollowUp: Story = {
  args: {
    messages: [learningAnswer],
    chatKind: "learning",
    usage: usageAtLimit,
    timeZone: "UTC",
    question: "And with a history of migraine with aura?",
  },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.queryByText("You have used this month’s AI sessions")).not.toBeInTheDocument();
    await press(canvas.getByRole("button", { name: "Ask" }), user.keyboard);
    await expect(args.onAsk).toHaveBeenCalledWith("And with a history of migraine with aura?");
  },
};

/** The API refused a new chat past the plan's sessions (403): its message as given, no Try again. */
export const SessionLimitRefused: Story = {
  args: {
    question: "What is new on HRT?",
    askError:
      "You have used the 10 AI sessions of your Starter plan this month. Upgrade to Professional for 50.",
    askErrorKind: "session-limit",
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent(
      "You have used the 10 AI sessions of your Starter plan this month. Upgrade to Professional for 50.",
    );
    await expect(within(alert).queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("textbox", { name: "Your question" })).toHaveValue("What is new on HRT?");
  },
};

/** Too many questions in a short time (429): the message with the wait, and the question kept. */
export const FairUse: Story = {
  args: {
    messages: [hotFlushesAnswer],
    question: "And at night?",
    askError: "You have asked a lot of questions in a short time.",
    askErrorKind: "fair-use",
    retryAfterSeconds: 42,
  },
  play: async ({ args, canvas, userEvent: user }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("Please wait a moment");
    await expect(alert).toHaveTextContent(
      "You have asked a lot of questions in a short time. You can ask again in 42 seconds.",
    );
    await expect(canvas.getByRole("textbox", { name: "Ask a follow-up question" })).toHaveValue(
      "And at night?",
    );
    await press(within(alert).getByRole("button", { name: "Try again" }), user.keyboard);
    await expect(args.onRetryAsk).toHaveBeenCalled();
  },
};

/** A practitioner's answer offers 'Turn into draft'; the no-content answer does not. */
export const TurnIntoDraft: Story = {
  args: { messages: [learningAnswer, { ...noContentAnswer, position: 1 }], onTurnIntoDraft: fn() },
  play: async ({ args, canvas, userEvent: user }) => {
    const [answer, noContent] = canvas.getAllByRole("article");
    await expect(
      within(noContent!).queryByRole("button", { name: "Turn into draft" }),
    ).not.toBeInTheDocument();
    await press(within(answer!).getByRole("button", { name: "Turn into draft" }), user.keyboard);
    await expect(args.onTurnIntoDraft).toHaveBeenCalledWith(learningAnswer);
  },
};

/** The draft is being made: the button is busy and says so. */
export const DraftCreating: Story = {
  args: {
    messages: [learningAnswer],
    onTurnIntoDraft: fn(),
    drafts: { [learningAnswer.id]: { status: "creating" } satisfies AnswerDraftState },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Turn into draft" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(canvas.getByText("Creating the draft…")).toBeVisible();
  },
};

/** The draft was made: a success message with a link to the new item's editor. */
export const DraftCreated: Story = {
  args: {
    messages: [learningAnswer],
    onTurnIntoDraft: fn(),
    drafts: {
      [learningAnswer.id]: {
        status: "created",
        href: "/content-manager/library/draft-1",
      } satisfies AnswerDraftState,
    },
  },
  play: async ({ canvas }) => {
    const status = canvas.getByText("Draft created").closest('[role="status"]') as HTMLElement;
    await expect(status).toHaveTextContent("It is in the library under AI-Generated");
    await expect(within(status).getByRole("link", { name: "Open the draft" })).toHaveAttribute(
      "href",
      "/content-manager/library/draft-1",
    );
    await expect(canvas.queryByRole("button", { name: "Turn into draft" })).not.toBeInTheDocument();
  },
};

/** The draft was not made: why, and the button to try again. */
export const DraftFailed: Story = {
  args: {
    messages: [learningAnswer],
    onTurnIntoDraft: fn(),
    drafts: { [learningAnswer.id]: { status: "failed", error: "Check your connection and try again." } },
  },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(
      canvas.getByText("The draft was not created: Check your connection and try again."),
    ).toBeVisible();
    await press(canvas.getByRole("button", { name: "Turn into draft" }), user.keyboard);
    await expect(args.onTurnIntoDraft).toHaveBeenCalledWith(learningAnswer);
  },
};

/** 'Save' shows on each answer when the page can save answers into folders. */
export const SaveAnswer: Story = {
  args: { messages: [hotFlushesAnswer, followUpAnswer], onSave: fn() },
  play: async ({ args, canvas, userEvent: user }) => {
    const [, second] = canvas.getAllByRole("article");
    await press(within(second!).getByRole("button", { name: "Save" }), user.keyboard);
    await expect(args.onSave).toHaveBeenCalledWith(followUpAnswer);
  },
};

/** Without a way to save, no 'Save' button. */
export const WithoutSave: Story = {
  args: { messages: [hotFlushesAnswer] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Turn into draft" })).not.toBeInTheDocument();
  },
};

const kindHistory: AskScreenProps["history"] = (
  <ChatHistoryPanel
    chats={kindChats}
    search=""
    onSearch={() => undefined}
    currentChatId={kindChats[0]!.id}
    chatHref={(id) => `/ask/${id}`}
    onRename={() => undefined}
    onDelete={() => undefined}
    timeZone="UTC"
    today={HISTORY_TODAY}
  />
);

/** At 375 px: a personalised chat with its label, the history with the kinds' labels, nothing wider than the screen. */
export const MobilePersonalised: Story = {
  args: {
    messages: [personalisedAnswer],
    chatTitle: "How can I sleep better?",
    chatKind: "personalized",
    history: kindHistory,
  },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    const aside = canvas.getByRole("complementary", { name: "Your chats" });
    await expect(
      within(aside).getByRole("link", { name: "How can I sleep better? (Personalised)" }),
    ).toBeVisible();
  },
};

/**
 * "Ask about this article" (`/ask?about={id}`) while the article is looked up: the page says so
 * above the question box, with the way to ask about anything instead; nothing is asked yet.
 */
export const AboutArticleLoading: Story = {
  args: {
    about: { status: "loading" },
    leaveAboutHref: "/ask",
    suggestions: [],
    question: "Why do night sweats wake me up?",
    kindChoices: ["search", "personalized"],
  },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Ask about this article" })).toBeVisible();
    await expect(canvas.getByText("Loading the article…")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Ask" })).toBeDisabled();
    await expect(canvas.queryByRole("switch", { name: "Personalised for me" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Ask about anything instead" })).toHaveAttribute(
      "href",
      "/ask",
    );
    // Enter in the question box asks nothing until the article is known.
    canvas.getByRole("textbox", { name: "Your question" }).focus();
    await user.keyboard("{End}{Enter}");
    await expect(args.onAsk).not.toHaveBeenCalled();
  },
};

/**
 * The article is known: the line above the question box names it (a link to it), its own
 * suggested questions are offered, and the question box has the focus. A suggestion asks itself;
 * the chat's kind is the article's (no choice is offered).
 */
export const AboutArticle: Story = {
  args: {
    about: { status: "ready", ...ABOUT_ARTICLE },
    leaveAboutHref: "/ask",
    suggestions: ARTICLE_SUGGESTIONS,
    chatKind: "personalized",
    kindChoices: ["search", "personalized"],
  },
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    const input = canvas.getByRole("textbox", { name: "Your question" });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(canvas.getByRole("heading", { level: 2, name: "Ask about this article" })).toBeVisible();
    const line = canvasElement.querySelector<HTMLElement>("[data-slot=ask-about]")!;
    await expect(line).toHaveTextContent(`About: ${ABOUT_ARTICLE.title}`);
    await expect(within(line).getByRole("link", { name: ABOUT_ARTICLE.title })).toHaveAttribute(
      "href",
      ABOUT_ARTICLE.href,
    );
    await expect(within(line).getByRole("link", { name: "Ask about anything instead" })).toHaveAttribute(
      "href",
      "/ask",
    );
    await expect(canvas.queryByRole("switch", { name: "Personalised for me" })).not.toBeInTheDocument();

    const suggestions = canvas.getByRole("list", { name: "Suggested questions" });
    await expect(within(suggestions).getAllByRole("button")).toHaveLength(ARTICLE_SUGGESTIONS.length);
    await user.click(within(suggestions).getByRole("button", { name: "Why do night sweats wake me up?" }));
    await expect(args.onQuestionChange).toHaveBeenCalledWith("Why do night sweats wake me up?");
    await expect(args.onAsk).toHaveBeenCalledWith("Why do night sweats wake me up?");
  },
};

/** The first question about the article is being answered: the article stays named above the box. */
export const AboutArticleAsking: Story = {
  args: {
    about: { status: "ready", ...ABOUT_ARTICLE },
    leaveAboutHref: "/ask",
    suggestions: ARTICLE_SUGGESTIONS,
    pendingQuestion: "Why do night sweats wake me up?",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Looking in the reviewed library…")).toBeVisible();
    await expect(canvas.getByRole("link", { name: ABOUT_ARTICLE.title })).toBeVisible();
    // Once asked, the chat is about the article: there is no leaving it mid-answer.
    await expect(canvas.queryByRole("link", { name: "Ask about anything instead" })).not.toBeInTheDocument();
  },
};

/**
 * The article cannot be asked about (withdrawn, written for practitioners, or a wrong link: the
 * API answers 404): the page says so, takes the focus there, and offers an ordinary chat.
 */
export const AboutArticleUnavailable: Story = {
  args: { about: { status: "unavailable" }, leaveAboutHref: "/ask", suggestions: [] },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading", { level: 2, name: ASK_ABOUT_UNAVAILABLE });
    await expect(heading).toHaveTextContent("This article is not available to ask about.");
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.queryByRole("textbox")).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Ask about anything instead" })).toHaveAttribute(
      "href",
      "/ask",
    );
  },
};

/** The article could not be looked up (the connection, the server): why, and Try again. */
export const AboutArticleLoadFailed: Story = {
  args: {
    about: { status: "error", message: "The server could not be reached. Check your connection." },
    leaveAboutHref: "/ask",
    onRetryAbout: fn(),
    suggestions: [],
  },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(
      canvas.getByRole("heading", { level: 2, name: "The article could not be loaded" }),
    ).toBeVisible();
    await expect(canvas.getByText("The server could not be reached. Check your connection.")).toBeVisible();
    await press(canvas.getByRole("button", { name: "Try again" }), user.keyboard);
    await expect(args.onRetryAbout).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("link", { name: "Ask about anything instead" })).toBeVisible();
  },
};

/**
 * A chat about an article reopened from the history: the same 'About' line names the article;
 * follow-ups stay in the chat (and about its article), so there is no leaving it but New chat.
 */
export const AboutArticleRestored: Story = {
  args: {
    messages: [aboutArticleAnswer],
    chatTitle: "Why do night sweats wake me up?",
    chatKind: "personalized",
    about: { status: "ready", ...ABOUT_ARTICLE },
  },
  play: async ({ canvas, canvasElement }) => {
    const line = canvasElement.querySelector<HTMLElement>("[data-slot=ask-about]")!;
    await expect(line).toHaveTextContent(`About: ${ABOUT_ARTICLE.title}`);
    await expect(canvas.queryByRole("link", { name: "Ask about anything instead" })).not.toBeInTheDocument();
    const answer = canvas.getByRole("article", { name: "You asked: Why do night sweats wake me up?" });
    await expect(
      within(within(answer).getByRole("list", { name: "Sources" })).getAllByRole("link")[0],
    ).toHaveAccessibleName(`Source 1: ${ABOUT_ARTICLE.title}`);
    await expect(canvas.getByRole("textbox", { name: "Ask a follow-up question" })).not.toHaveFocus();
    await expect(canvas.getByRole("link", { name: "New chat" })).toHaveAttribute("href", "/ask");
  },
};
