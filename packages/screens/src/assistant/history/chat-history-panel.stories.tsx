import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { restPage } from "../../onboarding/stories/story-helpers";
import { press } from "../../health/shared/story-helpers";
import { CHAT_ID, HISTORY_TODAY, historyChats, kindChats } from "../assistant.fixtures";
import { ChatHistoryPanel } from "./chat-history-panel";

const meta = {
  title: "Screens/Assistant/ChatHistory",
  component: ChatHistoryPanel,
  parameters: { layout: "padded" },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  afterEach: restPage,
  args: {
    chats: historyChats,
    search: "",
    onSearch: fn(),
    currentChatId: CHAT_ID,
    chatHref: (id: string) => `/ask/${id}`,
    onRename: fn(),
    onDelete: fn(),
    onRetry: fn(),
    timeZone: "UTC",
    today: HISTORY_TODAY,
  },
} satisfies Meta<typeof ChatHistoryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chats grouped by the day of their last question; the open one is marked. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const groups = canvas.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    await expect(groups).toEqual(["Today", "Yesterday", "27 Apr 2026"]);
    const today = canvas.getByRole("region", { name: "Today" });
    await expect(within(today).getAllByRole("link")).toHaveLength(2);
    await expect(within(today).getByRole("link", { name: "What helps with hot flushes?" })).toHaveAttribute(
      "href",
      `/ask/${CHAT_ID}`,
    );
    await expect(within(today).getByRole("link", { name: "What helps with hot flushes?" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

/** Typing in the search box asks for the chats that match. */
export const Search: Story = {
  play: async ({ args, canvas, userEvent: user }) => {
    await user.type(canvas.getByRole("searchbox", { name: "Search your chats" }), "f");
    await expect(args.onSearch).toHaveBeenCalledWith("f");
  },
};

/** A search that matches nothing says so. */
export const NoMatch: Story = {
  args: { chats: [], search: "brakes" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No chats match your search.")).toBeVisible();
  },
};

/** Rename inline: the title in a field, an empty one refused, Escape cancels, Enter saves. */
export const Rename: Story = {
  play: async ({ args, canvas, userEvent: user }) => {
    await press(
      canvas.getByRole("button", { name: "Rename “Which exercise helps my bones?”" }),
      user.keyboard,
    );
    const title = await canvas.findByRole("textbox", { name: "Chat title" });
    await expect(title).toHaveFocus();
    await user.keyboard("{Escape}");
    await expect(canvas.queryByRole("textbox", { name: "Chat title" })).not.toBeInTheDocument();
    await expect(
      canvas.getByRole("button", { name: "Rename “Which exercise helps my bones?”" }),
    ).toHaveFocus();
    await press(
      canvas.getByRole("button", { name: "Rename “Which exercise helps my bones?”" }),
      user.keyboard,
    );
    const again = await canvas.findByRole("textbox", { name: "Chat title" });
    await user.clear(again);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(again).toHaveAttribute("aria-invalid", "true"));
    await expect(again).toHaveAccessibleDescription(/Enter a title for the chat/);
    await user.type(again, "Bones and exercise{Enter}");
    await expect(args.onRename).toHaveBeenCalledWith(historyChats[2]!.id, "Bones and exercise");
  },
};

/** Delete asks first: Keep it keeps the chat, Delete chat sends it. */
export const Delete: Story = {
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    const page = within(canvasElement.ownerDocument.body);
    const remove = canvas.getByRole("button", { name: "Delete “Vaginal dryness treatments”" });
    await press(remove, user.keyboard);
    const dialog = await page.findByRole("dialog", { name: "Delete “Vaginal dryness treatments”?" });
    await press(within(dialog).getByRole("button", { name: "Keep it" }), user.keyboard);
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await press(remove, user.keyboard);
    const again = await page.findByRole("dialog", { name: "Delete “Vaginal dryness treatments”?" });
    await press(within(again).getByRole("button", { name: "Delete chat" }), user.keyboard);
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onDelete).toHaveBeenCalledWith(historyChats[3]!.id);
  },
};

/** No chats yet. */
export const Empty: Story = {
  args: { chats: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Your chats will show here after your first question.")).toBeVisible();
  },
};

/** The history loading, and failing with Try again. */
export const Loading: Story = {
  args: { status: "loading" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Loading your chats…").parentElement).toHaveAttribute("aria-busy", "true");
  },
};

export const LoadFailed: Story = {
  args: { status: "error", loadError: "Your chats could not be loaded." },
  play: async ({ args, canvas, userEvent: user }) => {
    await press(canvas.getByRole("button", { name: "Try again" }), user.keyboard);
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Personalised and learning chats carry a small label; the others none. */
export const KindLabels: Story = {
  args: { chats: kindChats, currentChatId: kindChats[0]!.id },
  play: async ({ canvas }) => {
    const today = canvas.getByRole("region", { name: "Today" });
    await expect(
      within(today).getByRole("link", { name: "How can I sleep better? (Personalised)" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(
      within(today).getByRole("link", {
        name: "When is transdermal oestrogen preferred? (Library for practitioners)",
      }),
    ).toBeVisible();
    await expect(within(today).getByText("Personalised", { selector: "[data-kind]" })).toBeVisible();
    const yesterday = canvas.getByRole("region", { name: "Yesterday" });
    await expect(
      within(yesterday).getByRole("link", { name: "Which exercise helps my bones?" }),
    ).toBeVisible();
    await expect(yesterday.querySelector("[data-kind]")).toBeNull();
  },
};
