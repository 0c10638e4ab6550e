import { CARE_ERRORS } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { press } from "../../health/shared/story-helpers";
import { restPage } from "../../onboarding/stories/story-helpers";
import { CoachSessionScreen } from "./coach-session-screen";
import { citationHref, clientHref, coachSession, coachSessionWithRedFlag } from "./coach-session.fixtures";

const meta = {
  title: "Screens/Care/CoachSession",
  component: CoachSessionScreen,
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
    session: coachSession,
    clientHref,
    citationHref,
    timeZone: "Europe/London",
  },
} satisfies Meta<typeof CoachSessionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A chat the client shared, read-only: each question with its answer as the client saw it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading", { level: 1, name: "Waking at 4 am" });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(/^Shared by Carmen Ortiz/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to Carmen Ortiz" })).toHaveAttribute(
      "href",
      clientHref,
    );

    const answers = within(canvas.getByRole("list", { name: "Questions and answers" })).getAllByRole(
      "article",
    );
    await expect(answers).toHaveLength(2);
    const first = within(answers[0]!);
    await expect(first.getByRole("heading", { level: 2 })).toHaveTextContent(
      "Question 1: Why do I wake at 4 am every night?",
    );
    await expect(first.getByText("12 Mar 2026, 20:10", { selector: "time" })).toBeVisible();
    await expect(
      first.getByText("Personalised for Carmen Ortiz: Perimenopause, Sleep problems (your latest check-in)"),
    ).toBeVisible();
    await expect(first.getByRole("link", { name: "[1]" })).toHaveAttribute(
      "href",
      "/content-manager/library/night-sweats",
    );
    await expect(
      first.getByRole("link", { name: "Source 2: Sleep problems around the menopause" }),
    ).toHaveAttribute("href", "/content-manager/library/sleep-problems");
    // Read-only: nothing to rate, report, save or ask.
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("textbox")).not.toBeInTheDocument();
  },
};

/** A red-flag answer opens with the seek-care advice, in its own note, before the text. */
export const WithRedFlag: Story = {
  args: { session: coachSessionWithRedFlag },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Bleeding again after a year" }),
    ).toBeVisible();
    const answers = canvas.getAllByRole("article");
    const flagged = within(answers[1]!);
    const advice = flagged.getByRole("note");
    await expect(advice).toHaveTextContent("Bleeding after menopause needs a doctor's check");
    await expect(advice).toHaveTextContent("Book an appointment with your doctor in the next few days");
    await expect(answers[1]).toHaveAttribute("data-kind", "red-flag");
    await expect(flagged.getByText(/should always be checked/)).toBeVisible();
    await expect(within(answers[0]!).queryByRole("note")).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { session: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading the shared chat" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(canvas.getByRole("link", { name: "Back to your client" })).toHaveAttribute(
      "href",
      clientHref,
    );
  },
};

/** Not shared with this practitioner (any more): the API's message, and the way back. */
export const NotFound: Story = {
  args: { session: undefined, notFound: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: CARE_ERRORS.chatNotShared })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to your client" })).toHaveAttribute(
      "href",
      clientHref,
    );
  },
};

export const LoadError: Story = {
  args: {
    session: undefined,
    loadError: "We could not reach the server. Check your connection and try again.",
    onRetry: fn(),
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("We could not reach the server.");
    await press(canvas.getByRole("button", { name: "Try again" }), userEvent.keyboard);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  args: { session: coachSessionWithRedFlag },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("article")).toHaveLength(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
