import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import {
  handoutHref,
  libraryHref,
  PRACTITIONER_NAME,
  sharedItemsWithNew,
} from "../../care/client-side/care-client-side.fixtures";
import { glucoseEntry } from "../glucose/glucose.fixtures";
import { inPageMain } from "../shared/story-helpers";
import { HealthSnapshotScreen } from "./health-snapshot-screen";
import { moodOn, SNAPSHOT_TODAY, snapshotFirstRun, snapshotWithData } from "./snapshot.fixtures";

const articles = [
  {
    id: "a1",
    title: "Hot flushes and night sweats",
    summary: "Why they happen, what makes them worse, and the treatments that help most people.",
  },
  {
    id: "a2",
    title: "Sleep in perimenopause",
    summary: "Night waking is common. Habits, CBT for insomnia and treating flushes can all help.",
  },
  {
    id: "a3",
    title: "When to see a doctor",
    summary: "Bleeding after menopause, very heavy periods and low mood that does not lift need a clinician.",
  },
];

const meta = {
  title: "Screens/Health/HealthSnapshotOverview",
  component: HealthSnapshotScreen,
  parameters: { layout: "padded" },
  decorators: [inPageMain],
  args: {
    firstName: "Carmen",
    snapshot: snapshotWithData,
    links: {
      symptoms: "/symptoms",
      glucose: "/glucose",
      mood: "/mood",
      history: "/health-history",
      timeline: "/health-snapshot/timeline",
    },
    onLogMood: fn(),
    onDownloadReport: fn(),
    articleHref: (id: string) => `/library/${id}`,
    libraryHref: "/library",
    articles,
    recommendations: {
      symptoms: [{ slug: "sleep-problems", label: "Sleep problems", value: 3 }],
      items: [articles[1]!],
    },
  },
} satisfies Meta<typeof HealthSnapshotScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Months of data: today's check-in result, mood, glucose, the 90-day trend, reading and the report. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Health snapshot" })).toBeVisible();
    await expect(canvas.getByText("Welcome back, Carmen.")).toBeVisible();
    await expect(canvas.getByText("You have checked in today.")).toBeVisible();
    await expect(canvas.getByText(/points lower \(better\) than on May 5/)).toBeVisible();
    await expect(canvas.getByText(/5-day streak/)).toBeVisible();
    await expect(canvas.getByText("104 mg/dL")).toBeVisible();
    await expect(canvas.getByText("Raised")).toBeVisible();
    const recommended = within(canvas.getByRole("region", { name: "Recommended for you" }));
    await expect(recommended.getByRole("link", { name: "Sleep in perimenopause" })).toHaveAttribute(
      "href",
      "/library/a2",
    );
  },
};

/** A client whose practitioner shared a handout and an article: "Shared with you", the new one marked. */
export const SharedWithYou: Story = {
  args: {
    sharedWithYou: {
      practitioner: { name: PRACTITIONER_NAME },
      shared: sharedItemsWithNew,
      handoutHref,
      libraryHref,
      timeZone: "UTC",
    },
  },
  play: async ({ canvas }) => {
    const shared = await canvas.findByRole("heading", { name: "Shared with you" });
    await expect(shared).toBeVisible();
    await expect(canvas.getByText(`From ${PRACTITIONER_NAME}`, { exact: false })).toBeVisible();
  },
};

/** One tap logs today's mood. */
export const LogMood: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Good" }));
    await expect(args.onLogMood).toHaveBeenCalledWith(4);
  },
};

/** The report of the last 90 days by default. */
export const DownloadReport: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Download PDF report" }));
    await expect(args.onDownloadReport).toHaveBeenCalledWith("pdf", "2026-02-12", SNAPSHOT_TODAY);
  },
};

/** The 90-day trend's numbers as a table, for screen readers and for people who prefer numbers. */
export const TrendAsTable: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show table" }));
    await expect(await canvas.findByRole("table", { name: /MRS total and subscales/ })).toBeVisible();
  },
};

/** A client who has logged nothing yet is guided to the first check-in; no recommendations, no trend. */
export const FirstRun: Story = {
  args: { snapshot: snapshotFirstRun, firstVisit: true, recommendations: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Start with your first check-in" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Take your first check-in" })).toHaveAttribute(
      "href",
      "/symptoms",
    );
    await expect(canvas.queryByRole("region", { name: "Recommended for you" })).toBeNull();
    await expect(canvas.queryByRole("region", { name: "Your last 90 days" })).toBeNull();
    await expect(canvas.getByText("No glucose readings yet.")).toBeVisible();
  },
};

/** Today's mood is logged: the buttons give way to what was logged. */
export const MoodLoggedToday: Story = {
  args: {
    snapshot: {
      ...snapshotWithData,
      mood: {
        streak: { days: 6, lastLocalDate: SNAPSHOT_TODAY },
        latest: moodOn(SNAPSHOT_TODAY, 5),
        todayLogged: true,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You logged Great today.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Great" })).toBeNull();
  },
};

/** A reading of 54 mg/dL is low but not extreme; 320 mg/dL in mmol/L shows the seek-care advice. */
export const ExtremeGlucose: Story = {
  args: {
    snapshot: {
      ...snapshotWithData,
      preferences: { ...snapshotWithData.preferences, glucoseUnit: "mmol/L" },
      glucose: {
        latest: glucoseEntry({
          value: 320,
          measurementType: "random",
          takenAt: `${SNAPSHOT_TODAY}T15:00:00.000Z`,
        }),
        last7DaysAverageMgDl: 160,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("17.8 mmol/L")).toBeVisible();
    await expect(canvas.getByText("This reading is very high")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { snapshot: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Loading your snapshot")).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    snapshot: null,
    snapshotError: "We could not reach the server. Check your connection.",
    onRetrySnapshot: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText("Your snapshot could not be loaded")).toBeVisible();
    await userEvent.click(canvas.getAllByRole("button", { name: "Try again" })[0]!);
    await expect(args.onRetrySnapshot).toHaveBeenCalledOnce();
  },
};

export const ReportFailed: Story = {
  args: { reportError: "The report could not be made. Try again." },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("The report could not be made. Try again.")).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
