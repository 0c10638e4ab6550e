import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";

import { press } from "../../health/shared/story-helpers";
import { restPage } from "../../onboarding/stories/story-helpers";
import { loadFailedArgs, mobileTableStory, playLoadFailed, playLoading } from "../stories/admin-list-plays";
import { manyReportedChats, noReportedChats, REPORTED_CHAT_ID, reportedChatsPage } from "../admin.fixtures";
import { ReportedChatsSection } from "./reported-chats-section";

const meta = {
  title: "Screens/Admin/ReportedChats",
  component: ReportedChatsSection,
  parameters: { layout: "padded" },
  afterEach: restPage,
  decorators: [
    (Story) => (
      <main className="flex flex-col gap-6">
        <Story />
      </main>
    ),
  ],
  args: {
    reportedChats: reportedChatsPage,
    onPageChange: fn(),
    chatHref: (chatId: string) => `/admin/reported-chats/${chatId}`,
    timeZone: "Europe/London",
  },
} satisfies Meta<typeof ReportedChatsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reported chats, newest report first: when, how many answers, whose role, which kind, and 'Open'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Reported answers" })).toBeVisible();
    const table = canvas.getByRole("table", { name: "Reported chats, the most recently reported first" });
    const rows = within(table).getAllByRole("row");
    // The header row and three chats.
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent("24 Nov 2026, 16:05");
    await expect(rows[1]).toHaveTextContent("Client");
    await expect(rows[1]).toHaveTextContent("Personalised");
    await expect(rows[2]).toHaveTextContent("Practitioner");
    await expect(rows[2]).toHaveTextContent("Library for practitioners");
    const open = within(rows[1]!).getByRole("link", { name: "Open the chat reported on 24 Nov 2026, 16:05" });
    await expect(open).toHaveAttribute("href", `/admin/reported-chats/${REPORTED_CHAT_ID}`);
    // One page: no pager.
    await expect(
      canvas.queryByRole("navigation", { name: "Pages of reported answers" }),
    ).not.toBeInTheDocument();
  },
};

/** More than a page: the pager moves on with the keyboard. */
export const ManyPages: Story = {
  args: { reportedChats: manyReportedChats },
  play: async ({ args, canvas, userEvent }) => {
    const pager = canvas.getByRole("navigation", { name: "Pages of reported answers" });
    await expect(pager).toHaveTextContent("1–3 of 45");
    await press(within(pager).getByRole("button", { name: "Next" }), userEvent.keyboard);
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = {
  args: { reportedChats: undefined, loading: true },
  play: playLoading("Loading the reported answers"),
};

/** Nothing reported: says so, and what would show here. */
export const Empty: Story = {
  args: { reportedChats: noReportedChats },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "No reported answers" })).toBeVisible();
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { reportedChats: undefined, ...loadFailedArgs() },
  play: playLoadFailed("The reported answers could not be loaded"),
};

/** At 375 px the table scrolls sideways inside its frame; the page does not. */
export const Mobile: Story = mobileTableStory;
