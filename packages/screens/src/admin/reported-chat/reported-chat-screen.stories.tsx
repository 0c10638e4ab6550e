import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { press } from "../../health/shared/story-helpers";
import { restPage } from "../../onboarding/stories/story-helpers";
import { AUDIT_NOTE } from "../admin-chats-text";
import { citationHref, reportedSession } from "../admin.fixtures";
import { ReportedChatScreen } from "./reported-chat-screen";

const meta = {
  title: "Screens/Admin/ReportedChat",
  component: ReportedChatScreen,
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
    session: reportedSession,
    backHref: "/admin",
    citationHref,
    timeZone: "Europe/London",
  },
} satisfies Meta<typeof ReportedChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A reported chat, read-only: the note that the read is recorded, who asked (by role) and what
 * kind of chat, then each question and answer as the asker saw it, with their rating and report.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading", { level: 1, name: "Reported chat: How can I sleep better?" });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(AUDIT_NOTE)).toBeVisible();
    await expect(canvas.getByText("Asked by").nextElementSibling).toHaveTextContent("Client");
    await expect(canvas.getByText("Kind").nextElementSibling).toHaveTextContent("Personalised");
    await expect(canvas.getByText("Questions").nextElementSibling).toHaveTextContent("3 (2 reported)");

    const answers = within(canvas.getByRole("list", { name: "Questions and answers" })).getAllByRole(
      "article",
    );
    await expect(answers).toHaveLength(3);
    const first = within(answers[0]!);
    await expect(first.getByRole("heading", { level: 2 })).toHaveTextContent(
      "Question 1: How can I sleep better?",
    );
    await expect(
      first.getByText(
        "Personalised for: Perimenopause, Hot flushes (your latest check-in), Sleep problems (your latest check-in)",
      ),
    ).toBeVisible();
    await expect(
      first.getByRole("link", {
        name: "Source 1: Hot flushes and night sweats: what they are and what helps",
      }),
    ).toHaveAttribute("href", "/library/night-sweats");
    await expect(first.getByText(/Rated not helpful/)).toHaveTextContent(
      "It did not say anything about waking at 4 am.",
    );
    await expect(first.getByText("24 Nov 2026, 16:05", { selector: "time" }).parentElement).toHaveTextContent(
      "Reported on 24 Nov 2026, 16:05",
    );
    await expect(
      first.getByText("It repeats the same advice twice and ignores that I wake at 4 am."),
    ).toBeVisible();

    // The red flag's advice in its own alert, first; the no-content answer as it was.
    const second = within(answers[1]!);
    await expect(second.getByText("Chest pain needs urgent care")).toBeVisible();
    await expect(within(answers[2]!).getByText(/The reviewed library has nothing on this yet/)).toBeVisible();
    // Read-only: nothing to rate, report or save.
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { session: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Loading the reported chat")).toBeVisible();
    await expect(canvas.getByText(AUDIT_NOTE)).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: "Reported chat" })).toBeVisible();
  },
};

/** A chat that is not reported (or no longer exists) reads as missing; the way back stays. */
export const NotFound: Story = {
  args: { session: undefined, loadError: "No such chat", onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("The chat could not be opened");
    await expect(canvas.getByRole("alert")).toHaveTextContent("No such chat");
    await expect(canvas.getByRole("link", { name: "Back to Administration" })).toHaveAttribute(
      "href",
      "/admin",
    );
    await press(canvas.getByRole("button", { name: "Try again" }), userEvent.keyboard);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("article")).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
