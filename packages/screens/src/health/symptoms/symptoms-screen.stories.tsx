import { MRS_ITEMS, MRS_VALUE_LABELS, type MrsAnswers } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, waitFor, within } from "storybook/test";

import { restPage } from "../../onboarding/stories/story-helpers";
import { CHART_LOAD_TIMEOUT } from "../glucose/chart-story-helpers";
import { press } from "../shared/story-helpers";
import { oneCheckIn, SYMPTOMS_TODAY, yearOfSymptoms } from "./symptoms-fixtures";
import { SymptomsScreen, type SymptomsScreenProps } from "./symptoms-screen";

type Canvas = ReturnType<typeof within>;
type Keyboard = (text: string) => Promise<unknown>;

/** Chooses a value for a question with the keyboard: focus its radio, then Space. */
async function choose(canvas: Canvas, keyboard: Keyboard, question: string, value: string) {
  const group = canvas.getByRole("radiogroup", { name: question });
  within(group).getByRole("radio", { name: value }).focus();
  await keyboard(" ");
  await waitFor(() => expect(within(group).getByRole("radio", { name: value })).toBeChecked());
}

/** The answers the stories give: 2 (Moderate) for every question but the last, 1 (Mild). */
const storyAnswers = Object.fromEntries(
  MRS_ITEMS.map((item, index) => [item.slug, index === MRS_ITEMS.length - 1 ? 1 : 2]),
) as MrsAnswers;

const yearEntries = yearOfSymptoms();

const meta = {
  title: "Screens/Health/Symptoms",
  component: SymptomsScreen,
  parameters: { layout: "padded" },
  afterEach: restPage,
  args: {
    today: SYMPTOMS_TODAY,
    entries: [],
    layout: "form",
    onSubmit: fn(),
    onQuickLog: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SymptomsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First run: no entries yet, the whole check-in as one form; answering all eleven sends them. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Symptom check-in" })).toBeVisible();
    await expect(canvas.getByText(/Your first check-in: eleven questions/)).toBeVisible();
    await expect(canvas.getAllByRole("radiogroup")).toHaveLength(11);
    await expect(canvas.getByText("Your check-ins will show here as a chart.")).toBeVisible();
    for (const item of MRS_ITEMS) {
      await choose(canvas, user.keyboard, item.name, storyAnswers[item.slug] === 2 ? "2 Moderate" : "1 Mild");
    }
    await press(canvas.getByRole("button", { name: "Save check-in" }), user.keyboard);
    await expect(args.onSubmit).toHaveBeenCalledWith(storyAnswers);
  },
};

/** Questions left out: each gets the scale's message; a future day is refused in the quick log. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, userEvent: user }) => {
    await choose(canvas, user.keyboard, "Heart discomfort", "0 None");
    await press(canvas.getByRole("button", { name: "Save check-in" }), user.keyboard);
    const hot = canvas.getByRole("radiogroup", { name: "Hot flushes and sweating" });
    await expect(hot).toHaveAttribute("aria-invalid", "true");
    await expect(hot).toHaveAccessibleDescription("Choose a value from 0 to 4 for Hot flushes and sweating");
    await expect(canvas.getByRole("radiogroup", { name: "Heart discomfort" })).not.toHaveAttribute(
      "aria-invalid",
    );
    await expect(canvas.getAllByRole("alert")).toHaveLength(10);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    const quickLog = canvas.getByRole("form", { name: "Quick log" });
    const day = within(quickLog).getByLabelText("Day");
    await user.clear(day);
    await user.type(day, "2026-04-21");
    await press(within(quickLog).getByRole("button", { name: "Log symptom" }), user.keyboard);
    await expect(await within(quickLog).findByText("Choose a symptom from the list")).toBeVisible();
    await expect(within(quickLog).getByText("Choose a value from 0 to 4")).toBeVisible();
    await expect(day).toHaveAccessibleDescription("The date cannot be in the future");
    await expect(args.onQuickLog).not.toHaveBeenCalled();
  },
};

/** On a phone: one question per step, Next refuses an unanswered one, Back keeps the answers. */
export const Steps: Story = {
  args: { layout: "steps" },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas, userEvent: user }) => {
    await expect(canvas.getByText("Question 1 of 11")).toBeVisible();
    await expect(canvas.getAllByRole("radiogroup")).toHaveLength(1);
    await press(canvas.getByRole("button", { name: "Next" }), user.keyboard);
    await expect(
      await canvas.findByText("Choose a value from 0 to 4 for Hot flushes and sweating"),
    ).toBeVisible();
    await choose(canvas, user.keyboard, "Hot flushes and sweating", "3 Severe");
    await press(canvas.getByRole("button", { name: "Next" }), user.keyboard);
    await expect(await canvas.findByText("Question 2 of 11")).toHaveFocus();
    await expect(canvas.getByRole("radiogroup", { name: "Heart discomfort" })).toBeVisible();
    await choose(canvas, user.keyboard, "Heart discomfort", "1 Mild");
    await press(canvas.getByRole("button", { name: "Next" }), user.keyboard);
    await expect(await canvas.findByText("Question 3 of 11")).toBeVisible();
    await press(canvas.getByRole("button", { name: "Back" }), user.keyboard);
    await press(canvas.getByRole("button", { name: "Back" }), user.keyboard);
    await expect(await canvas.findByText("Question 1 of 11")).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "3 Severe" })).toBeChecked();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The steps through to the last question: Save check-in sends all eleven. */
export const StepsToTheEnd: Story = {
  args: { layout: "steps" },
  globals: { viewport: { value: "mobile" } },
  play: async ({ args, canvas, userEvent: user }) => {
    for (const [index, item] of MRS_ITEMS.entries()) {
      await expect(await canvas.findByText(`Question ${index + 1} of 11`)).toBeVisible();
      await choose(canvas, user.keyboard, item.name, storyAnswers[item.slug] === 2 ? "2 Moderate" : "1 Mild");
      if (index < MRS_ITEMS.length - 1)
        await press(canvas.getByRole("button", { name: "Next" }), user.keyboard);
    }
    await press(canvas.getByRole("button", { name: "Save check-in" }), user.keyboard);
    await expect(args.onSubmit).toHaveBeenCalledWith(storyAnswers);
  },
};

/** One check-in, today: its total, band and subscales; the form waits behind 'Check in again'. */
export const OneEntry: Story = {
  args: { entries: oneCheckIn },
  play: async ({ canvas, userEvent: user }) => {
    const result = canvas.getByRole("region", { name: "Your check-in on 20 Apr 2026" });
    await expect(result).toHaveTextContent("19 of 44");
    await expect(within(result).getByText("Severe")).toBeVisible();
    await expect(within(result).getByText("Somatic").nextElementSibling).toHaveTextContent("9 of 16");
    await expect(within(result).queryByText(/since/)).not.toBeInTheDocument();
    await expect(canvas.getByText("You have checked in today.")).toBeVisible();
    await press(canvas.getByRole("button", { name: "Check in again" }), user.keyboard);
    await expect(await canvas.findByRole("form", { name: "Symptom check-in" })).toBeVisible();
  },
};

/** A year of check-ins and quick logs: the change since the last check-in, the chart and its table. */
export const YearOfData: Story = {
  args: { entries: yearEntries },
  play: async ({ canvas, userEvent: user }) => {
    const result = canvas.getByRole("region", { name: "Your check-in on 20 Apr 2026" });
    await expect(result).toHaveTextContent("12 of 44");
    await expect(within(result).getByText("Moderate")).toBeVisible();
    await expect(within(result).getByText("+2 since 6 Apr")).toBeVisible();
    const figure = canvas.getByRole("figure", { name: "Symptom score over time" });
    const image = within(figure).getByRole("img");
    await waitFor(() => expect(image.querySelectorAll(".recharts-line")).toHaveLength(4), {
      timeout: CHART_LOAD_TIMEOUT,
    });
    await expect(image).toHaveAccessibleName(/from 5 May 2025 to 20 Apr 2026, 26 points/);
    await press(within(figure).getByRole("button", { name: "Show table" }), user.keyboard);
    const table = await within(figure).findByRole("table", { name: "Symptom score over time" });
    const row = within(table).getByRole("row", { name: /6 Apr 2026/ });
    await expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["10", "4", "3", "3"]);
    await press(within(figure).getByRole("button", { name: "Show chart" }), user.keyboard);
    await waitFor(
      () => expect(within(figure).getByRole("img").querySelectorAll(".recharts-line")).toHaveLength(4),
      { timeout: CHART_LOAD_TIMEOUT },
    );
    const history = canvas.getByRole("table", { name: "Your check-ins and quick logs" });
    await expect(within(history).getAllByRole("row")).toHaveLength(1 + yearEntries.length);
  },
};

/** Delete asks first; confirming sends the entry. Edit opens the entry's answers, saved as a change. */
export const EditAndDelete: Story = {
  args: { entries: yearEntries },
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    const page = within(canvasElement.ownerDocument.body);
    const history = canvas.getByRole("table", { name: "Your check-ins and quick logs" });
    await press(
      within(history).getByRole("button", { name: "Delete the check-in of 6 Apr 2026" }),
      user.keyboard,
    );
    const dialog = await page.findByRole("dialog", { name: "Delete the check-in of 6 Apr 2026?" });
    await press(within(dialog).getByRole("button", { name: "Keep it" }), user.keyboard);
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await press(
      within(history).getByRole("button", { name: "Delete the check-in of 6 Apr 2026" }),
      user.keyboard,
    );
    const again = await page.findByRole("dialog", { name: "Delete the check-in of 6 Apr 2026?" });
    await press(within(again).getByRole("button", { name: "Delete" }), user.keyboard);
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument());
    const deleted = yearEntries.find((entry) => entry.localDate === "2026-04-06");
    await expect(args.onDelete).toHaveBeenCalledWith(deleted);

    await press(
      within(history).getByRole("button", { name: "Edit the check-in of 6 Apr 2026" }),
      user.keyboard,
    );
    const sleep = deleted!.answers["sleep-problems"]!;
    const heading = await canvas.findByRole("heading", { name: "Edit the check-in of 6 Apr 2026" });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      within(canvas.getByRole("radiogroup", { name: "Sleep problems" })).getByRole("radio", {
        checked: true,
      }),
    ).toHaveAccessibleName(`${sleep} ${MRS_VALUE_LABELS[sleep]}`);
    await choose(canvas, user.keyboard, "Sleep problems", "4 Very severe");
    await press(canvas.getByRole("button", { name: "Save changes" }), user.keyboard);
    await expect(args.onEdit).toHaveBeenCalledWith(deleted, {
      kind: "check-in",
      answers: { ...deleted!.answers, "sleep-problems": 4 },
    });
  },
};

/** A quick log of one symptom on an earlier day, chosen with the keyboard. */
export const QuickLog: Story = {
  args: { entries: oneCheckIn },
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    const page = within(canvasElement.ownerDocument.body);
    const form = canvas.getByRole("form", { name: "Quick log" });
    within(form).getByRole("combobox", { name: "Symptom" }).focus();
    await user.keyboard("{Enter}");
    await page.findByRole("listbox");
    await user.keyboard("Sle");
    await waitFor(() => expect(page.getByRole("option", { name: "Sleep problems" })).toHaveFocus());
    await user.keyboard("{Enter}");
    await waitFor(() => expect(page.queryByRole("listbox")).not.toBeInTheDocument());
    within(form).getByRole("combobox", { name: "How much" }).focus();
    await user.keyboard("{Enter}");
    await page.findByRole("listbox");
    await user.keyboard("3");
    await waitFor(() => expect(page.getByRole("option", { name: "3 Severe" })).toHaveFocus());
    await user.keyboard("{Enter}");
    await waitFor(() => expect(page.queryByRole("listbox")).not.toBeInTheDocument());
    const day = within(form).getByLabelText("Day");
    await user.clear(day);
    await user.type(day, "2026-04-18");
    await press(within(form).getByRole("button", { name: "Log symptom" }), user.keyboard);
    await expect(args.onQuickLog).toHaveBeenCalledWith({
      symptom: "sleep-problems",
      value: 3,
      date: "2026-04-18",
    });
  },
};

/** The screen over a server that refuses the save: its message shows, the answers stay. */
function FailingSave(props: SymptomsScreenProps) {
  const [submitError, setSubmitError] = React.useState<string | null>(null);
  return (
    <SymptomsScreen
      {...props}
      submitError={submitError}
      onSubmit={(answers) => {
        props.onSubmit(answers);
        setSubmitError("The server could not be reached. Check your connection.");
      }}
    />
  );
}

/** Saving fails: the reason shows and every answer is still there to send again. */
export const ApiError: Story = {
  render: (args) => <FailingSave {...args} />,
  play: async ({ args, canvas, userEvent: user }) => {
    for (const item of MRS_ITEMS) {
      await choose(canvas, user.keyboard, item.name, storyAnswers[item.slug] === 2 ? "2 Moderate" : "1 Mild");
    }
    await press(canvas.getByRole("button", { name: "Save check-in" }), user.keyboard);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(
      await canvas.findByText("The server could not be reached. Check your connection."),
    ).toBeVisible();
    await expect(canvas.getByText(/Your answers are kept/)).toBeVisible();
    for (const item of MRS_ITEMS) {
      const group = canvas.getByRole("radiogroup", { name: item.name });
      await expect(within(group).getByRole("radio", { checked: true })).toBeInTheDocument();
    }
    await press(canvas.getByRole("button", { name: "Save check-in" }), user.keyboard);
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await expect(args.onSubmit).toHaveBeenLastCalledWith(storyAnswers);
  },
};

/** The API refused a value (400): its field message shows on the question. */
export const ServerFieldErrors: Story = {
  args: { fieldErrors: { "answers.anxiety": "Choose a value from 0 to 4 for Anxiety" } },
  play: async ({ canvas }) => {
    const anxiety = canvas.getByRole("radiogroup", { name: "Anxiety" });
    await expect(anxiety).toHaveAttribute("aria-invalid", "true");
    await expect(anxiety).toHaveAccessibleDescription("Choose a value from 0 to 4 for Anxiety");
  },
};

/** The check-in is being saved: the button says so and keeps its size. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Save check-in" })).toHaveAttribute("aria-busy", "true");
  },
};

/** The entries are loading. */
export const Loading: Story = {
  args: { status: "loading" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Loading your check-ins" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(canvas.queryByRole("form")).not.toBeInTheDocument();
  },
};

/** The entries could not be loaded: the reason, and Try again. */
export const LoadError: Story = {
  args: { status: "error", loadError: "The server could not be reached. Check your connection." },
  play: async ({ args, canvas, userEvent: user }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("Your check-ins could not be loaded");
    await press(within(alert).getByRole("button", { name: "Try again" }), user.keyboard);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A year of data on a 375 px phone: one column, nothing wider than the screen. */
export const Mobile: Story = {
  args: { entries: yearEntries, layout: "steps" },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Your check-in on 20 Apr 2026" })).toBeVisible();
    const figure = canvas.getByRole("figure", { name: "Symptom score over time" });
    await waitFor(
      () => expect(within(figure).getByRole("img").querySelectorAll(".recharts-line")).toHaveLength(4),
      { timeout: CHART_LOAD_TIMEOUT },
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
