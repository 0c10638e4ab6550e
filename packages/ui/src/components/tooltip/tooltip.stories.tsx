import type { Meta, StoryObj } from "@storybook/react-vite";
import { CircleHelp } from "lucide-react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { Button } from "../button";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger, type TooltipProps } from "./tooltip";

const hint = "This will help match your clients to you.";

type DemoProps = Pick<TooltipProps, "delayDuration" | "mode" | "onOpenChange"> & {
  /** The hint text. */
  content?: string;
};

function TooltipDemo({ content = hint, ...props }: DemoProps) {
  return (
    <Tooltip {...props}>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Why we ask">
          <CircleHelp />
        </Button>
      </TooltipTrigger>
      <TooltipContent>{content}</TooltipContent>
    </Tooltip>
  );
}

const meta = {
  title: "UI/Tooltip",
  component: TooltipDemo,
  subcomponents: { Tooltip, TooltipTrigger, TooltipContent, TooltipProvider },
  args: { content: hint, onOpenChange: fn(), mode: "auto" },
  argTypes: {
    mode: { control: "inline-radio", options: ["auto", "hover", "tap"] },
    delayDuration: { control: { type: "number", min: 0, step: 100 } },
  },
  globals: { viewport: { value: "desktop" } },
  // Room around the trigger so that the hint, rendered in a portal, falls inside the screenshot.
  decorators: [
    (Story) => (
      <div className="flex h-56 items-center justify-center">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TooltipDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Wide screens: hovering opens the hint after the delay; it is 329 px wide and describes the trigger. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Why we ask" });
    await userEvent.hover(trigger);
    await expect(body.queryByRole("tooltip")).not.toBeInTheDocument();
    const tooltip = await body.findByRole("tooltip", {}, { timeout: 2000 });
    await expect(tooltip).toHaveTextContent(hint);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(trigger).toHaveAccessibleDescription(hint);
    const content = document.querySelector<HTMLElement>("[data-slot=tooltip-content]");
    await expect(content?.getBoundingClientRect().width).toBe(329);
  },
};

/** Leaving the trigger closes the hint. */
export const DesktopHoverAndLeave: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Why we ask" });
    await userEvent.hover(trigger);
    await body.findByRole("tooltip", {}, { timeout: 2000 });
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole("tooltip")).not.toBeInTheDocument());
  },
};

/** Keyboard users get the hint on focus. */
export const DesktopKeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Why we ask" })).toHaveFocus();
    await expect(await body.findByRole("tooltip")).toHaveTextContent(hint);
  },
};

/** The step-header help opens after 200 ms instead of 700 ms. */
export const ShortDelay: Story = {
  args: { delayDuration: 200 },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole("button", { name: "Why we ask" }));
    await expect(await body.findByRole("tooltip", {}, { timeout: 600 })).toHaveTextContent(hint);
  },
};

/** At 1024 px or less hovering does nothing; a tap opens the hint as a popover. */
export const TabletTap: Story = {
  globals: { viewport: { value: "tablet" } },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Why we ask" });
    await expect(trigger).toHaveAttribute("data-mode", "tap");
    await userEvent.hover(trigger);
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(body.queryByRole("tooltip")).not.toBeInTheDocument();
    await expect(body.queryByRole("dialog")).not.toBeInTheDocument();

    await userEvent.click(trigger);
    const popover = await body.findByRole("dialog", { name: hint });
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(popover.getBoundingClientRect().width).toBe(329);
  },
};

/** Escape closes the tapped hint and returns focus to its trigger. */
export const TabletTapEscape: Story = {
  globals: { viewport: { value: "tablet" } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Why we ask" });
    await userEvent.click(trigger);
    await body.findByRole("dialog", { name: hint });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  },
};

/** Phones behave as tablets: tap to open. */
export const MobileTap: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Why we ask" }));
    await expect(await body.findByRole("dialog", { name: hint })).toBeInTheDocument();
  },
};

/**
 * At 375 px a tapped hint lies over the field below it: it lets taps through to that field (and
 * closes), and it closes when the page scrolls or when focus moves on.
 */
export const MobileTapGetsOutOfTheWay: Story = {
  globals: { viewport: { value: "mobile" } },
  render: (args) => (
    <div className="flex w-full max-w-sm flex-col gap-1.5 self-start pt-4">
      <div className="flex items-center gap-1 text-sm font-medium">
        Practice name <TooltipDemo {...args} />
      </div>
      <input aria-label="Practice name" className="h-10 rounded-md border border-input px-3" />
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Why we ask" });
    const field = canvas.getByRole("textbox", { name: "Practice name" });

    // A tap on the covered field reaches the field, and the hint closes.
    await userEvent.click(trigger);
    const popover = await body.findByRole("dialog", { name: hint });
    const box = field.getBoundingClientRect();
    const { x, y } = { x: box.left + 12, y: box.top + box.height / 2 };
    const over = popover.getBoundingClientRect();
    // The hint lies over the field, yet the field is what a tap there reaches.
    await expect(x >= over.left && x <= over.right && y >= over.top && y <= over.bottom).toBe(true);
    await expect(document.elementFromPoint(x, y)).toBe(field);
    await userEvent.click(field);
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(field).toHaveFocus();

    // Scrolling closes it.
    await userEvent.click(trigger);
    await body.findByRole("dialog", { name: hint });
    window.dispatchEvent(new Event("scroll"));
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());

    // Focus moving on closes it.
    await userEvent.click(trigger);
    await body.findByRole("dialog", { name: hint });
    trigger.focus();
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** `mode="hover"` keeps the hover tooltip even on a tablet. */
export const ForcedHover: Story = {
  args: { mode: "hover" },
  globals: { viewport: { value: "tablet" } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Why we ask" });
    await expect(trigger).toHaveAttribute("data-mode", "hover");
    await userEvent.hover(trigger);
    await expect(await body.findByRole("tooltip", {}, { timeout: 2000 })).toHaveTextContent(hint);
  },
};

/** Several tooltips under one provider share the delay (a second one opens at once). */
export const SharedProvider: Story = {
  render: (args) => (
    <TooltipProvider>
      <div className="flex gap-4">
        {["Mood", "Sleep", "Energy"].map((name) => (
          <Tooltip key={name} onOpenChange={args.onOpenChange}>
            <TooltipTrigger asChild>
              <Button variant="outline">{name}</Button>
            </TooltipTrigger>
            <TooltipContent>{`Log your ${name.toLowerCase()} once a day.`}</TooltipContent>
          </Tooltip>
        ))}
      </div>
    </TooltipProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole("button", { name: "Mood" }));
    await expect(await body.findByRole("tooltip", {}, { timeout: 2000 })).toHaveTextContent(
      "Log your mood once a day.",
    );
  },
};

export const Dark: Story = {
  ...Playground,
  globals: { viewport: { value: "desktop" }, theme: "dark" },
};

export const DarkTabletTap: Story = {
  ...MobileTap,
  globals: { viewport: { value: "tablet" }, theme: "dark" },
};
