import type { Meta, StoryObj } from "@storybook/react-vite";
import type * as React from "react";
import { Info } from "lucide-react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { Button } from "../button";
import {
  POPOVER_SIDE_OFFSET,
  Popover,
  PopoverArrow,
  PopoverClose,
  PopoverContent,
  PopoverTrigger,
} from "./popover";

/**
 * Open stories get a canvas tall enough to hold the portalled panel, so the canvas screenshot
 * (which captures everything painted over the canvas's box) includes it.
 */
function roomForPortal(Story: () => React.ReactNode) {
  return (
    <div className="flex min-h-56 items-start justify-center">
      <Story />
    </div>
  );
}

const meta = {
  title: "UI/Popover",
  component: PopoverContent,
  args: {
    size: "md",
    side: "bottom",
    align: "center",
    sideOffset: POPOVER_SIDE_OFFSET,
  },
  argTypes: {
    size: { control: "select", options: ["sm", "md", "trigger", "auto"] },
    side: { control: "select", options: ["top", "right", "bottom", "left"] },
    align: { control: "select", options: ["start", "center", "end"] },
    sideOffset: { control: { type: "number", min: 0, max: 32 } },
  },
  parameters: { layout: "centered" },
  render: (args) => (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline">Why we ask</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Why we ask" {...args}>
        This will help match your clients to you.
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<typeof PopoverContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press the trigger to open; the panel sits 4 px below it; Escape closes and returns focus. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole("button", { name: "Why we ask" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(trigger);
    const dialog = await body.findByRole("dialog", { name: "Why we ask" });
    await expect(dialog).toHaveTextContent("This will help match your clients to you.");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => {
      const gap = dialog.getBoundingClientRect().top - trigger.getBoundingClientRect().bottom;
      return expect(Math.round(gap)).toBe(POPOVER_SIDE_OFFSET);
    });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Open, with the portal in the screenshot. */
export const Open: Story = {
  decorators: [roomForPortal],
  render: (args) => (
    <Popover defaultOpen>
      <PopoverTrigger asChild>
        <Button variant="outline">Why we ask</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Why we ask" {...args}>
        This will help match your clients to you.
      </PopoverContent>
    </Popover>
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole("dialog", { name: "Why we ask" });
    await expect(dialog).toHaveAttribute("data-slot", "popover-content");
    await expect(dialog).toHaveAttribute("data-side", "bottom");
  },
};

/** With an arrow, a heading and a button that closes it. */
export const WithCloseButton: Story = {
  args: { onOpenAutoFocus: fn() },
  decorators: [roomForPortal],
  render: (args) => (
    <Popover defaultOpen>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="About focus areas">
          <Info />
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-labelledby="focus-areas-tip" {...args}>
        <p id="focus-areas-tip" className="mb-3">
          You can update your focus areas anytime from your dashboard.
        </p>
        <PopoverClose asChild>
          <Button size="sm">Got It</Button>
        </PopoverClose>
        <PopoverArrow />
      </PopoverContent>
    </Popover>
  ),
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    await body.findByRole("dialog", { name: /update your focus areas/ });
    await expect(args.onOpenAutoFocus).toHaveBeenCalled();
    await userEvent.click(await body.findByRole("button", { name: "Got It" }));
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(canvas.getByRole("button", { name: "About focus areas" })).toHaveFocus();
  },
};

/** Placed above the trigger, aligned to its start. */
export const TopStart: Story = {
  args: { side: "top", align: "start", size: "sm" },
  decorators: [roomForPortal],
  render: (args) => (
    <div className="pt-28">
      <Popover defaultOpen>
        <PopoverTrigger asChild>
          <Button variant="outline">Why we ask</Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Why we ask" {...args}>
          This will help match your clients to you.
        </PopoverContent>
      </Popover>
    </div>
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole("dialog", { name: "Why we ask" });
    await expect(dialog).toHaveAttribute("data-side", "top");
    await expect(dialog).toHaveAttribute("data-align", "start");
  },
};

export const Dark: Story = {
  ...Open,
  globals: { theme: "dark" },
};
