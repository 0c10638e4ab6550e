import type { Meta, StoryObj } from "@storybook/react-vite";
import type * as React from "react";
import { expect, userEvent, within } from "storybook/test";

import { Badge } from "../badge";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "./table";

type Reading = { id: string; date: string; type: string; value: number; band: "In range" | "Raised" };

const readings: Reading[] = [
  { id: "1", date: "3 March 2025", type: "Fasting", value: 92, band: "In range" },
  { id: "2", date: "3 March 2025", type: "After a meal (2 h)", value: 151, band: "Raised" },
  { id: "3", date: "4 March 2025", type: "Fasting", value: 88, band: "In range" },
  { id: "4", date: "4 March 2025", type: "Bedtime", value: 118, band: "In range" },
  { id: "5", date: "5 March 2025", type: "Fasting", value: 104, band: "Raised" },
];

const many: Reading[] = Array.from({ length: 24 }, (_, index) => ({
  id: String(index + 1),
  date: `${(index % 28) + 1} April 2025`,
  type: index % 2 === 0 ? "Fasting" : "After a meal (2 h)",
  value: 80 + ((index * 7) % 70),
  band: 80 + ((index * 7) % 70) >= 100 ? "Raised" : "In range",
}));

function ReadingsTable({
  rows,
  caption,
  ...props
}: React.ComponentProps<typeof Table> & { rows: Reading[]; caption?: string }) {
  return (
    <Table {...props}>
      {caption ? <TableCaption>{caption}</TableCaption> : null}
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Reading</TableHead>
          <TableHead className="text-right">mg/dL</TableHead>
          <TableHead>Band</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell className="whitespace-nowrap">{row.date}</TableCell>
            <TableCell>{row.type}</TableCell>
            <TableCell className="text-right tabular-nums">{row.value}</TableCell>
            <TableCell>
              <Badge variant={row.band === "Raised" ? "warning" : "success"}>{row.band}</Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: "UI/Table",
  component: Table,
  args: { size: "md", stickyHeader: false },
  argTypes: {
    size: { control: "inline-radio", options: ["md", "sm"] },
    stickyHeader: { control: "boolean" },
  },
  render: (args) => <ReadingsTable {...args} rows={readings} caption="Glucose readings, 3–5 March 2025" />,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A semantic table: the caption names it, the header cells head their columns. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Glucose readings, 3–5 March 2025" });
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Date", "Reading", "mg/dL", "Band"]);
    await expect(within(table).getAllByRole("row")).toHaveLength(readings.length + 1);
    await expect(within(table).getAllByRole("columnheader")[0]).toHaveAttribute("scope", "col");
    // Nothing to scroll at this width: the container stays out of the tab order.
    await expect(canvas.queryByRole("region")).toBeNull();
  },
};

/** Dense rows for long lists. */
export const Small: Story = { args: { size: "sm" } };

/** A footer row for totals; a row heading cell names its row (`scope="row"`). */
export const WithFooter: Story = {
  render: (args) => (
    <Table {...args}>
      <TableCaption>Check-ins this week</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Day</TableHead>
          <TableHead className="text-right">Check-ins</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {[
          ["Monday", 2],
          ["Tuesday", 1],
          ["Wednesday", 3],
        ].map(([day, count]) => (
          <TableRow key={day}>
            <TableHead scope="row" className="font-normal text-foreground">
              {day}
            </TableHead>
            <TableCell className="text-right tabular-nums">{count}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableHead scope="row" className="text-foreground">
            Total
          </TableHead>
          <TableCell className="text-right tabular-nums">6</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("rowheader", { name: "Total" })).toBeVisible();
  },
};

/** The header row stays in view while the rows scroll inside a container of fixed height. */
export const StickyHeader: Story = {
  args: { stickyHeader: true, containerClassName: "max-h-64 rounded-md border border-border" },
  render: (args) => <ReadingsTable {...args} rows={many} caption="Glucose readings in April 2025" />,
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector<HTMLElement>("[data-slot=table-container]");
    const header = canvasElement.querySelector<HTMLElement>("[data-slot=table-header]");
    await expect(getComputedStyle(header!).position).toBe("sticky");
    container!.scrollTop = 200;
    await expect(header!.getBoundingClientRect().top).toBeCloseTo(
      container!.getBoundingClientRect().top + container!.clientTop,
      0,
    );
  },
};

/** Wider than a phone: the table scrolls sideways inside its container and the page does not. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  render: (args) => (
    <ReadingsTable
      {...args}
      rows={readings}
      caption="Glucose readings, 3–5 March 2025"
      className="min-w-xl"
    />
  ),
  play: async ({ canvas }) => {
    // Scrolling, the container joins the tab order (arrow keys scroll it) under the caption's name.
    const container = await canvas.findByRole("region", { name: "Glucose readings, 3–5 March 2025" });
    await expect(container).toHaveAttribute("tabindex", "0");
    await expect(container.scrollWidth).toBeGreaterThan(container.clientWidth);
    await userEvent.tab();
    await expect(container).toHaveFocus();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };
