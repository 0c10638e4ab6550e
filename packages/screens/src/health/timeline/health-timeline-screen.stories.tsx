import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, waitFor, within } from "storybook/test";

import { chartsAtRest, chartsDrawn } from "../glucose/chart-story-helpers";
import { inPageMain, press } from "../shared/story-helpers";
import { HealthTimelineScreen, type HealthTimelineScreenProps } from "./health-timeline-screen";
import type { TimelinePeriod } from "./timeline";
import { oneDay, STORY_TODAY, yearOfTimeline } from "./timeline.fixtures";

/** Keeps the chosen period, as the page's container does (it then loads that period's days). */
function TimelineStory(props: HealthTimelineScreenProps) {
  const [period, setPeriod] = React.useState<TimelinePeriod>(props.period);
  return (
    <HealthTimelineScreen
      {...props}
      period={period}
      onPeriodChange={(next) => {
        setPeriod(next);
        props.onPeriodChange(next);
      }}
    />
  );
}

const year = yearOfTimeline();

const meta = {
  title: "Screens/Health/HealthTimelineScreen",
  component: HealthTimelineScreen,
  parameters: { layout: "padded" },
  render: (args) => <TimelineStory {...args} />,
  decorators: [inPageMain],
  afterEach: chartsAtRest,
  args: {
    days: year,
    period: 90,
    onPeriodChange: fn(),
    today: STORY_TODAY,
    unit: "mg/dL",
  },
} satisfies Meta<typeof HealthTimelineScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing logged in the period yet. */
export const Empty: Story = {
  args: { days: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Nothing in this period yet")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "90 days" })).toHaveAttribute("aria-pressed", "true");
  },
};

/** One day with a check-in, a reading and a mood: the same day in each chart and in the table. */
export const OneEntry: Story = {
  args: { days: oneDay, period: 30 },
  play: async ({ canvas, canvasElement, userEvent: user }) => {
    await chartsDrawn(canvasElement);
    await expect(canvas.getAllByRole("figure")).toHaveLength(3);
    await press(canvas.getByRole("tab", { name: "Table by day" }), user.keyboard);
    const table = await canvas.findByRole("table", { name: "Your health by day" });
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(2);
    await expect(rows[1]).toHaveTextContent("May 11, 202614 (Moderate)112 mg/dL3, Okay");
  },
};

/**
 * A year of days, 90 shown: three charts on one axis. Switching to 365 days asks for that
 * period; the table lists each day with data, newest first.
 */
export const YearOfData: Story = {
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    await chartsDrawn(canvasElement);
    const figures = canvas.getAllByRole("figure");
    await expect(figures.map((figure) => within(figure).getByRole("img").getAttribute("aria-label"))).toEqual(
      [
        expect.stringMatching(
          /^Symptom score \(MRS total\): line chart from 12 Feb 2026 to 12 May 2026, 90 points\./,
        ),
        expect.stringMatching(
          /^Average glucose \(mg\/dL\): line chart from 12 Feb 2026 to 12 May 2026, 90 points\./,
        ),
        expect.stringMatching(/^Mood: line chart from 12 Feb 2026 to 12 May 2026, 90 points\./),
      ],
    );
    await press(canvas.getByRole("button", { name: "365 days" }), user.keyboard);
    await expect(args.onPeriodChange).toHaveBeenCalledWith(365);
    await expect(canvas.getByRole("button", { name: "365 days" })).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("heading", { name: "The last 365 days" })).toBeVisible();
    await chartsDrawn(canvasElement);

    await press(canvas.getByRole("tab", { name: "Table by day" }), user.keyboard);
    const table = await canvas.findByRole("table", { name: "Your health by day" });
    const first = within(table).getAllByRole("row")[1]!;
    await expect(within(first).getByRole("rowheader")).toHaveTextContent("May 12, 2026");
    await press(canvas.getByRole("tab", { name: "Charts" }), user.keyboard);
    await waitFor(() => expect(canvas.getAllByRole("figure")).toHaveLength(3));
  },
};

/** A person who reads in mmol/L sees the averages in mmol/L. */
export const InMmolPerLitre: Story = {
  args: { days: oneDay, period: 30, unit: "mmol/L" },
  play: async ({ canvas, userEvent: user }) => {
    await press(canvas.getByRole("tab", { name: "Table by day" }), user.keyboard);
    const table = await canvas.findByRole("table", { name: "Your health by day" });
    await expect(table).toHaveTextContent("Average glucose (mmol/L)");
    await expect(table).toHaveTextContent("6.2 mmol/L");
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Loading your timeline")).toHaveAttribute("aria-busy", "true");
  },
};

export const LoadFailed: Story = {
  args: { loadError: "We could not reach the server. Check your connection.", onRetry: fn() },
  play: async ({ args, canvas, userEvent: user }) => {
    await press(canvas.getByRole("button", { name: "Try again" }), user.keyboard);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The client's page around an embedded timeline: its h1 is the client's name. */
const onClientPage: Decorator = (Story) => (
  <>
    <h1 className="text-display font-semibold tracking-tight">Rosa Díaz</h1>
    <Story />
  </>
);

/**
 * Someone else's timeline (a practitioner on their client's page, under the page's h1): an h2,
 * and words about the client rather than to them.
 */
export const ForAClient: Story = {
  args: { days: oneDay, period: 30, subject: { name: "Rosa Díaz" } },
  decorators: [onClientPage],
  play: async ({ canvas, canvasElement, userEvent: user }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Rosa Díaz's timeline" })).toBeVisible();
    await expect(canvas.queryByRole("heading", { level: 1, name: "Timeline" })).toBeNull();
    await expect(
      canvas.getByText(
        "Rosa Díaz's check-ins, glucose and mood on the same days, to see what goes together.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/\bYour\b/)).toBeNull();
    await chartsDrawn(canvasElement);
    await press(canvas.getByRole("tab", { name: "Table by day" }), user.keyboard);
    const table = await canvas.findByRole("table", { name: "Rosa Díaz's health by day" });
    await expect(within(table).getAllByRole("row")).toHaveLength(2);
  },
};

/** Someone else's timeline while it loads: its busy label names them. */
export const ForAClientLoading: Story = {
  args: { loading: true, subject: { name: "Rosa Díaz" } },
  decorators: [onClientPage],
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Loading Rosa Díaz's timeline")).toHaveAttribute("aria-busy", "true");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
