import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";

import { BarChart } from "./bar-chart";
import type { ChartRow } from "./chart-data";
import { LineChart } from "./line-chart";

/** A year of fasting glucose readings, one a day, from a fixed start (no clock involved). */
function yearOfReadings(): ChartRow[] {
  const start = Date.UTC(2025, 4, 1);
  return Array.from({ length: 365 }, (_, day) => {
    const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
    // A slow seasonal swing and a weekly ripple, repeatable from run to run.
    const value = Math.round(96 + 12 * Math.sin(day / 58) + 6 * Math.sin(day * 0.9) + ((day * 37) % 11) - 5);
    return { date, fasting: value };
  });
}

const checkIns: ChartRow[] = [
  { date: "2026-01-12", total: 21, somatic: 9, psychological: 8, urogenital: 4 },
  { date: "2026-01-26", total: 19, somatic: 8, psychological: 7, urogenital: 4 },
  { date: "2026-02-09", total: 17, somatic: 7, psychological: 6, urogenital: 4 },
  { date: "2026-02-23", total: 18, somatic: 8, psychological: 6, urogenital: 4 },
  { date: "2026-03-09", total: 14, somatic: 6, psychological: 5, urogenital: 3 },
  { date: "2026-03-23", total: 12, somatic: 5, psychological: 4, urogenital: 3 },
  { date: "2026-04-06", total: 11, somatic: 5, psychological: 4, urogenital: 2 },
];

const mrsSeries = [
  { key: "total", label: "Total" },
  { key: "somatic", label: "Somatic" },
  { key: "psychological", label: "Psychological" },
  { key: "urogenital", label: "Urogenital" },
];

/** Waits until the lazily loaded drawing is in the chart's image. */
async function drawn(figure: HTMLElement) {
  const image = within(figure).getByRole("img");
  await waitFor(() => expect(image.querySelector(".recharts-surface")).not.toBeNull(), { timeout: 10_000 });
  return image;
}

const meta = {
  title: "UI/Charts",
  component: LineChart,
  parameters: { layout: "padded" },
  // The focus ring a keyboard press leaves depends on whether the test window has focus: release it
  // before the screenshot.
  afterEach: () => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
  args: {
    title: "Symptom score",
    series: mrsSeries,
    rows: checkIns,
  },
  render: (args) => (
    <div className="max-w-2xl">
      <LineChart {...args} />
    </div>
  ),
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four lines over three months, each with its own colour, marker and dash; the legend names them. */
export const Playground: Story = {
  args: { description: "Menopause Rating Scale, every second week", yDomain: [0, 44] },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole("figure", { name: /Symptom score/ });
    const image = await drawn(figure);
    await expect(image).toHaveAccessibleName(
      /^Symptom score: line chart from 12 Jan 2026 to 6 Apr 2026, 7 points\. Total: lowest 11, highest 21, latest 11\./,
    );
    const legend = within(figure).getByRole("list");
    await expect(
      within(legend)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Total", "Somatic", "Psychological", "Urogenital"]);
    await expect(image.querySelectorAll(".recharts-line")).toHaveLength(4);
  },
};

/** Nothing logged yet: the caption and a line that says so, and no table to show. */
export const Empty: Story = {
  args: { rows: [], emptyText: "Your check-ins will show here." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("figure", { name: /Symptom score/ })).toBeVisible();
    await expect(canvas.getByText("Your check-ins will show here.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Show table" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("img")).not.toBeInTheDocument();
  },
};

/** A single day: its marker in the middle of the axis; the table has its one row. */
export const OnePoint: Story = {
  args: { rows: [checkIns[0]!], series: mrsSeries.slice(0, 1) },
  play: async ({ canvas, userEvent: user }) => {
    const figure = canvas.getByRole("figure", { name: /Symptom score/ });
    const image = await drawn(figure);
    await expect(image).toHaveAccessibleName(
      "Symptom score: line chart on 12 Jan 2026, 1 point. Total: 12 Jan 2026 21.",
    );
    canvas.getByRole("button", { name: "Show table" }).focus();
    await user.keyboard("{Enter}");
    const table = await canvas.findByRole("table", { name: "Symptom score" });
    await expect(within(table).getAllByRole("row")).toHaveLength(2);
    await expect(within(table).getByRole("rowheader", { name: "12 Jan 2026" })).toBeVisible();
    await expect(within(table).getByRole("cell", { name: "21" })).toBeVisible();
    canvas.getByRole("button", { name: "Show chart" }).focus();
    await user.keyboard("{Enter}");
    await drawn(figure);
  },
};

/** A year of daily readings: month ticks, lines without markers, and a table that scrolls in its frame. */
export const YearOfData: Story = {
  args: {
    title: "Fasting glucose",
    series: [{ key: "fasting", label: "Fasting", unit: "mg/dL" }],
    rows: yearOfReadings(),
    yDomain: [60, 140],
  },
  play: async ({ canvas, userEvent: user }) => {
    const figure = canvas.getByRole("figure", { name: /Fasting glucose/ });
    const image = await drawn(figure);
    await expect(image).toHaveAccessibleName(/from 1 May 2025 to 30 Apr 2026, 365 points/);
    await expect(image.querySelector(".recharts-line-dots")).toBeNull();
    canvas.getByRole("button", { name: "Show table" }).focus();
    await user.keyboard("{Enter}");
    const table = await canvas.findByRole("table", { name: "Fasting glucose" });
    await expect(within(table).getAllByRole("row")).toHaveLength(366);
    await expect(within(table).getByRole("columnheader", { name: "Fasting (mg/dL)" })).toBeVisible();
    // The frame scrolls, so it takes the focus and is named for keyboard users.
    await expect(await canvas.findByRole("region", { name: "Fasting glucose (table)" })).toHaveAttribute(
      "tabindex",
      "0",
    );
    canvas.getByRole("button", { name: "Show chart" }).focus();
    await user.keyboard("{Enter}");
    await drawn(figure);
  },
};

/** A target range shaded and labelled; the table view says what the band was. */
export const WithBand: Story = {
  args: {
    title: "Glucose after meals",
    series: [{ key: "value", label: "After a meal (2 h)", unit: "mg/dL" }],
    rows: [
      { date: "2026-03-02", value: 128 },
      { date: "2026-03-04", value: 151 },
      { date: "2026-03-07", value: 119 },
      { date: "2026-03-09", value: 136 },
      { date: "2026-03-12", value: 162 },
      { date: "2026-03-15", value: 124 },
    ],
    band: { from: 70, to: 139, label: "In range" },
    yDomain: [40, 200],
  },
  play: async ({ canvas, userEvent: user }) => {
    const figure = canvas.getByRole("figure", { name: /Glucose after meals/ });
    const image = await drawn(figure);
    await expect(image).toHaveAccessibleName(/Shaded band: In range, 70 to 139\.$/);
    await expect(within(figure).getByText("In range (70–139)")).toBeVisible();
    canvas.getByRole("button", { name: "Show table" }).focus();
    await user.keyboard("{Enter}");
    const table = await canvas.findByRole("table", { name: "Glucose after meals" });
    const row = within(table).getByRole("row", { name: /12 Mar 2026/ });
    await expect(within(row).getByRole("cell")).toHaveTextContent("162");
    await expect(within(figure).getByText(/Shaded band in the chart: In range, 70 to 139/)).toBeVisible();
    canvas.getByRole("button", { name: "Show chart" }).focus();
    await user.keyboard("{Enter}");
    await drawn(figure);
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
  },
};

/** The same chart in the dark theme: the series and band colours come from the theme's tokens. */
export const Dark: Story = {
  ...WithBand,
  globals: { theme: "dark" },
};

/** A bar chart of categories: one number above each bar, and the same numbers as a table. */
export const Bars: Story = {
  render: () => (
    <div className="max-w-2xl">
      <BarChart
        title="Average by reading type"
        xLabel="Reading"
        series={[{ key: "average", label: "Average", unit: "mg/dL" }]}
        rows={[
          { category: "Fasting", average: 96 },
          { category: "Before a meal", average: 104 },
          { category: "After a meal (2 h)", average: 138 },
          { category: "Bedtime", average: 117 },
        ]}
      />
    </div>
  ),
  play: async ({ canvas, userEvent: user }) => {
    const figure = canvas.getByRole("figure", { name: /Average by reading type/ });
    const image = await drawn(figure);
    await expect(image).toHaveAccessibleName(
      "Average by reading type: bar chart of 4 categories. Average: Fasting 96 mg/dL, Before a meal 104 mg/dL, After a meal (2 h) 138 mg/dL, Bedtime 117 mg/dL.",
    );
    await waitFor(() => expect(image.querySelectorAll(".recharts-bar-rectangle")).toHaveLength(4));
    canvas.getByRole("button", { name: "Show table" }).focus();
    await user.keyboard("{Enter}");
    const table = await canvas.findByRole("table", { name: "Average by reading type" });
    const row = within(table).getByRole("row", { name: /Bedtime/ });
    await expect(within(row).getByRole("cell")).toHaveTextContent("117");
  },
};

/** Two series side by side: the second is hatched as well as coloured, and the legend shows both. */
export const GroupedBars: Story = {
  render: () => (
    <div className="max-w-2xl">
      <BarChart
        title="Mood by week"
        xLabel="Week"
        series={[
          { key: "good", label: "Good days" },
          { key: "bad", label: "Bad days" },
        ]}
        rows={[
          { category: "Week 1", good: 4, bad: 2 },
          { category: "Week 2", good: 5, bad: 1 },
          { category: "Week 3", good: 3, bad: 3 },
        ]}
        yDomain={[0, 7]}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const figure = canvas.getByRole("figure", { name: /Mood by week/ });
    const image = await drawn(figure);
    await waitFor(() => expect(image.querySelectorAll(".recharts-bar-rectangle")).toHaveLength(6));
    await expect(within(figure).getByText("Bad days")).toBeVisible();
  },
};

/** An empty bar chart. */
export const BarsEmpty: Story = {
  render: () => (
    <div className="max-w-2xl">
      <BarChart title="Average by reading type" series={[{ key: "average", label: "Average" }]} rows={[]} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No data to show yet.")).toBeVisible();
  },
};
