import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { Badge } from "../badge";
import { Button } from "../button";
import {
  Timeline,
  TimelineDescription,
  TimelineItem,
  TimelineQuote,
  TimelineTitle,
  type TimelineItemProps,
  type TimelineProps,
} from "./timeline";

type Step = {
  id: string;
  title: string;
  by: string;
  at: string;
  when: string;
  revision: number;
  comment?: string;
  variant?: TimelineItemProps["variant"];
};

const steps: Step[] = [
  {
    id: "publish",
    title: "Published",
    by: "Rae Reviewer",
    at: "2026-07-02T13:00:00.000Z",
    when: "Jul 2, 2026, 1:00 PM",
    revision: 2,
    variant: "success",
  },
  {
    id: "approve",
    title: "Approved",
    by: "Rae Reviewer",
    at: "2026-07-01T09:30:00.000Z",
    when: "Jul 1, 2026, 9:30 AM",
    revision: 2,
    comment: "Clear and matches NG23.",
  },
  {
    id: "send-back",
    title: "Sent back",
    by: "Sam Admin",
    at: "2026-06-28T16:15:00.000Z",
    when: "Jun 28, 2026, 4:15 PM",
    revision: 1,
    comment: "Add a line about bedding materials.\nCotton and bamboo breathe better.",
    variant: "warning",
  },
  {
    id: "submit",
    title: "Submitted for review",
    by: "Dr. Maya Rivera",
    at: "2026-06-27T10:00:00.000Z",
    when: "Jun 27, 2026, 10:00 AM",
    revision: 1,
  },
];

type DemoProps = Pick<TimelineProps, "size"> & {
  /** The steps shown, newest first. */
  items?: Step[];
  /** Called with a step's revision when its 'View revision' button is pressed. */
  onViewRevision?: (revision: number) => void;
};

/** A review history: what happened, by whom and when, the revision and the comment. */
function TimelineDemo({ size, items = steps, onViewRevision }: DemoProps) {
  return (
    <Timeline size={size} aria-label="Review steps, newest first" className="max-w-md">
      {items.map((step) => (
        <TimelineItem key={step.id} variant={step.variant} data-step={step.id}>
          <TimelineTitle>
            {step.title}
            <Badge variant="outline" className="font-normal">
              Revision {step.revision}
            </Badge>
          </TimelineTitle>
          <TimelineDescription>
            by {step.by} · <time dateTime={step.at}>{step.when}</time>
          </TimelineDescription>
          {step.comment ? <TimelineQuote>“{step.comment}”</TimelineQuote> : null}
          {onViewRevision ? (
            <Button
              variant="link"
              size="sm"
              className="h-auto self-start p-0"
              onClick={() => onViewRevision(step.revision)}
            >
              View revision {step.revision}
              <span className="sr-only"> ({step.title.toLowerCase()})</span>
            </Button>
          ) : null}
        </TimelineItem>
      ))}
    </Timeline>
  );
}

const meta = {
  title: "UI/Timeline",
  component: TimelineDemo,
  subcomponents: { Timeline, TimelineItem, TimelineTitle, TimelineDescription, TimelineQuote },
  args: { size: "md" },
  argTypes: {
    size: { control: "inline-radio", options: ["md", "sm"] },
  },
} satisfies Meta<typeof TimelineDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ordered list named by its order; each step's dot is decorative, its words say what happened. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Review steps, newest first" });
    await expect(list.tagName).toBe("OL");
    await expect(list).toHaveAttribute("data-size", "md");
    const items = within(list).getAllByRole("listitem");
    await expect(items).toHaveLength(steps.length);
    await expect(items[0]).toHaveTextContent("PublishedRevision 2");
    await expect(items[0]).toHaveTextContent("by Rae Reviewer · Jul 2, 2026, 1:00 PM");
    await expect(items[0]!.querySelector("time")).toHaveAttribute("datetime", "2026-07-02T13:00:00.000Z");
    for (const item of items) {
      const marker = item.querySelector('[data-slot="timeline-marker"]');
      await expect(marker).toHaveAttribute("aria-hidden", "true");
    }
    await expect(within(items[1]!).getByText("“Clear and matches NG23.”").tagName).toBe("BLOCKQUOTE");
  },
};

/** The dot's colours: success, warning, destructive and muted beside the default ring. */
export const MarkerVariants: Story = {
  args: {
    items: [
      { ...steps[0]!, id: "success", title: "Published", variant: "success" },
      { ...steps[2]!, id: "warning", title: "Sent back", variant: "warning", comment: undefined },
      { ...steps[3]!, id: "destructive", title: "Archived", variant: "destructive" },
      { ...steps[3]!, id: "muted", title: "Review due", variant: "muted" },
      { ...steps[3]!, id: "default", title: "Submitted for review" },
    ],
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole("listitem");
    await expect(items.map((item) => item.getAttribute("data-variant"))).toEqual([
      "success",
      "warning",
      "destructive",
      "muted",
      "default",
    ]);
    // The colour is never the only sign: each step says what happened in words.
    await expect(
      items.map((item) => item.querySelector('[data-slot="timeline-title"]')?.textContent),
    ).toEqual([
      "PublishedRevision 2",
      "Sent backRevision 1",
      "ArchivedRevision 1",
      "Review dueRevision 1",
      "Submitted for reviewRevision 1",
    ]);
  },
};

/** `size="sm"` keeps the steps close together, for a short list in a card or a side panel. */
export const Compact: Story = {
  args: { size: "sm" },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list");
    await expect(list).toHaveAttribute("data-size", "sm");
    await expect(getComputedStyle(list).rowGap).toBe("12px");
  },
};

/** A comment keeps its line breaks, and a long word wraps inside the column instead of widening it. */
export const LongComment: Story = {
  args: {
    items: [
      {
        ...steps[2]!,
        comment: `Please cite the source for this:\nhttps://www.nice.org.uk/guidance/ng23/chapter/Recommendations${"#".repeat(60)}`,
      },
    ],
  },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas, canvasElement }) => {
    const quote = canvas.getByText(/Please cite the source/);
    await expect(getComputedStyle(quote).whiteSpace).toBe("pre-wrap");
    await expect(quote.scrollWidth).toBeLessThanOrEqual(quote.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A title can be a heading (`asChild`), to fit the page's outline. */
export const HeadingTitles: Story = {
  render: (args) => (
    <Timeline size={args.size} aria-label="Versions, newest first">
      <TimelineItem variant="success">
        <TimelineTitle asChild>
          <h3>Version 2 published</h3>
        </TimelineTitle>
        <TimelineDescription>Readers see this version.</TimelineDescription>
      </TimelineItem>
      <TimelineItem variant="muted">
        <TimelineTitle asChild>
          <h3>Version 1</h3>
        </TimelineTitle>
        <TimelineDescription>Replaced on Jul 2, 2026.</TimelineDescription>
      </TimelineItem>
    </Timeline>
  ),
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole("heading", { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      "Version 2 published",
      "Version 1",
    ]);
    await expect(headings[0]).toHaveAttribute("data-slot", "timeline-title");
  },
};

/** Controls inside a step are reached in the list's order with the keyboard. */
export const WithActions: Story = {
  args: { onViewRevision: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "View revision 2 (published)" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const sentBack = canvas.getByRole("button", { name: "View revision 1 (sent back)" });
    await expect(sentBack).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onViewRevision).toHaveBeenCalledTimes(1);
    await expect(args.onViewRevision).toHaveBeenCalledWith(1);
  },
};

export const Dark: Story = {
  ...MarkerVariants,
  globals: { theme: "dark" },
};
