import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, waitFor, within } from "storybook/test";

import { restPage } from "../../onboarding/stories/story-helpers";
import { CHART_LOAD_TIMEOUT } from "../glucose/chart-story-helpers";
import { press } from "../shared/story-helpers";
import { MOOD_TODAY, oneMood, streakOf, yearOfMoods } from "./mood-fixtures";
import { MoodScreen, type MoodScreenProps } from "./mood-screen";

const yearEntries = yearOfMoods();

const meta = {
  title: "Screens/Health/Mood",
  component: MoodScreen,
  parameters: { layout: "padded" },
  afterEach: restPage,
  args: {
    today: MOOD_TODAY,
    entries: [],
    streak: { days: 0, lastLocalDate: null },
    onLog: fn(),
    onDelete: fn(),
    onMonthChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MoodScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First run: nothing logged; a note and tags, then one tap on a mood logs all three. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "How are you feeling today?" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "No streak yet" })).toBeVisible();
    await expect(canvas.getByText("Your moods will show here as a chart.")).toBeVisible();
    await expect(canvas.getByText(/No moods logged this month\./)).toBeVisible();
    await user.type(canvas.getByLabelText("Note (optional)"), "  Busy day, but a good walk. ");
    const tags = canvas.getByRole("group", { name: "Tags (optional)" });
    await press(within(tags).getByRole("button", { name: "Exercise" }), user.keyboard);
    await press(within(tags).getByRole("button", { name: "Work" }), user.keyboard);
    const moods = canvas.getByRole("group", { name: "Your mood" });
    const buttons = within(moods).getAllByRole("button");
    await expect(buttons).toHaveLength(5);
    for (const [index, label] of ["Awful", "Bad", "Okay", "Good", "Great"].entries()) {
      await expect(buttons[index]).toHaveAccessibleName(label);
    }
    await press(within(moods).getByRole("button", { name: "Good" }), user.keyboard);
    await expect(args.onLog).toHaveBeenCalledWith({
      mood: 4,
      note: "Busy day, but a good walk.",
      tags: ["exercise", "work"],
    });
  },
};

/** One mood, today: what was logged, the streak of one day, the day in the calendar. */
export const OneEntry: Story = {
  args: { entries: oneMood, streak: streakOf(oneMood) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You logged Good today")).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "1-day streak" })).toBeVisible();
    const calendar = canvas.getByRole("table", { name: "April 2026" });
    await expect(within(calendar).getByRole("cell", { name: "20 , Good , today" })).toBeVisible();
    await expect(canvas.getByText("Slept through the night for once.")).toBeVisible();
    await expect(canvas.getByText("Sleep, Exercise")).toBeVisible();
  },
};

/**
 * A year of moods: the change since yesterday, a 5-day streak, the calendar by month (previous
 * and next), and the last 90 days as a chart with its table.
 */
export const YearOfData: Story = {
  args: { entries: yearEntries, streak: streakOf(yearEntries) },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByText("You logged Good today")).toBeVisible();
    await expect(canvas.getByText("Up from Okay yesterday")).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "5-day streak" })).toBeVisible();

    await expect(canvas.getByRole("button", { name: "Next month" })).toBeDisabled();
    await press(canvas.getByRole("button", { name: "Previous month" }), user.keyboard);
    await expect(args.onMonthChange).toHaveBeenCalledWith("2026-03");
    const march = await canvas.findByRole("table", { name: "March 2026" });
    await expect(within(march).getByRole("cell", { name: "14 , Great" })).toHaveAttribute("data-mood", "5");
    await expect(within(march).getByRole("cell", { name: "4 , no mood logged" })).toBeVisible();
    await press(canvas.getByRole("button", { name: "Next month" }), user.keyboard);
    await expect(await canvas.findByRole("table", { name: "April 2026" })).toBeVisible();

    const figure = canvas.getByRole("figure", { name: "Mood over the last 90 days" });
    await waitFor(
      () => expect(within(figure).getByRole("img").querySelector(".recharts-line")).not.toBeNull(),
      { timeout: CHART_LOAD_TIMEOUT },
    );
    await expect(within(figure).getByRole("img")).toHaveAccessibleName(/to 20 Apr 2026, 70 points/);
    await press(within(figure).getByRole("button", { name: "Show table" }), user.keyboard);
    const table = await within(figure).findByRole("table", { name: "Mood over the last 90 days" });
    await expect(
      within(within(table).getByRole("row", { name: /19 Apr 2026/ })).getByRole("cell"),
    ).toHaveTextContent("3");
    await press(within(figure).getByRole("button", { name: "Show chart" }), user.keyboard);
    await waitFor(
      () => expect(within(figure).getByRole("img").querySelector(".recharts-line")).not.toBeNull(),
      { timeout: CHART_LOAD_TIMEOUT },
    );
  },
};

/** Delete asks first; Keep it keeps the entry, Delete sends it. */
export const DeleteEntry: Story = {
  args: { entries: oneMood, streak: streakOf(oneMood) },
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    const page = within(canvasElement.ownerDocument.body);
    const remove = canvas.getByRole("button", { name: "Delete the mood of 20 Apr 2026" });
    await press(remove, user.keyboard);
    const dialog = await page.findByRole("dialog", { name: "Delete the mood of 20 Apr 2026?" });
    await press(within(dialog).getByRole("button", { name: "Keep it" }), user.keyboard);
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await press(remove, user.keyboard);
    const again = await page.findByRole("dialog", { name: "Delete the mood of 20 Apr 2026?" });
    await press(within(again).getByRole("button", { name: "Delete" }), user.keyboard);
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onDelete).toHaveBeenCalledWith(oneMood[0]);
  },
};

/** A note over the limit is refused with the contracts' message; the API's messages show on their fields. */
export const ValidationErrors: Story = {
  args: { fieldErrors: { tags: "Choose at most 5 tags" } },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByRole("group", { name: "Tags (optional)" })).toHaveAccessibleDescription(
      /Choose at most 5 tags/,
    );
    const note = canvas.getByLabelText("Note (optional)");
    note.focus();
    await user.paste("a".repeat(501));
    await press(canvas.getByRole("button", { name: "Okay" }), user.keyboard);
    await expect(note).toHaveAttribute("aria-invalid", "true");
    await expect(note).toHaveAccessibleDescription(/The note must be at most 500 characters/);
    await expect(args.onLog).not.toHaveBeenCalled();
  },
};

/** The screen over a server that refuses the save: its message shows, the note and tags stay. */
function FailingSave(props: MoodScreenProps) {
  const [submitError, setSubmitError] = React.useState<string | null>(null);
  return (
    <MoodScreen
      {...props}
      submitError={submitError}
      onLog={(values) => {
        props.onLog(values);
        setSubmitError("The server could not be reached. Check your connection.");
      }}
    />
  );
}

/** Saving fails: the reason shows, and the note and tags are still there for another tap. */
export const ApiError: Story = {
  render: (args) => <FailingSave {...args} />,
  play: async ({ args, canvas, userEvent: user }) => {
    await user.type(canvas.getByLabelText("Note (optional)"), "Hot flushes all afternoon");
    await press(canvas.getByRole("button", { name: "Hot flushes" }), user.keyboard);
    await press(canvas.getByRole("button", { name: "Bad" }), user.keyboard);
    await expect(
      await canvas.findByText("The server could not be reached. Check your connection."),
    ).toBeVisible();
    await expect(canvas.getByLabelText("Note (optional)")).toHaveValue("Hot flushes all afternoon");
    await expect(canvas.getByRole("button", { name: "Hot flushes" })).toHaveAttribute("aria-pressed", "true");
    await press(canvas.getByRole("button", { name: "Bad" }), user.keyboard);
    await expect(args.onLog).toHaveBeenCalledTimes(2);
    await expect(args.onLog).toHaveBeenLastCalledWith({
      mood: 2,
      note: "Hot flushes all afternoon",
      tags: ["hot-flushes"],
    });
  },
};

/** A mood is being saved: the buttons wait, and the page says so. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Saving your mood…");
    await expect(canvas.getByRole("button", { name: "Great" })).toBeDisabled();
  },
};

/** The moods are loading. */
export const Loading: Story = {
  args: { status: "loading" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Loading your moods" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

/** The moods could not be loaded: the reason, and Try again. */
export const LoadError: Story = {
  args: { status: "error", loadError: "The server could not be reached. Check your connection." },
  play: async ({ args, canvas, userEvent: user }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("Your moods could not be loaded");
    await press(within(alert).getByRole("button", { name: "Try again" }), user.keyboard);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A year of moods on a 375 px phone: one column, five mood buttons in a row, nothing wider than the screen. */
export const Mobile: Story = {
  args: { entries: yearEntries, streak: streakOf(yearEntries) },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    const buttons = within(canvas.getByRole("group", { name: "Your mood" })).getAllByRole("button");
    await expect(buttons[4]!.getBoundingClientRect().top).toBe(buttons[0]!.getBoundingClientRect().top);
    const figure = canvas.getByRole("figure", { name: "Mood over the last 90 days" });
    await waitFor(
      () => expect(within(figure).getByRole("img").querySelector(".recharts-line")).not.toBeNull(),
      { timeout: CHART_LOAD_TIMEOUT },
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
