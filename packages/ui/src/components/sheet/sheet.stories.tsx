import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { Button } from "../button";
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  type SheetContentProps,
} from "./sheet";
import { closesAndRefocuses, pressClose, pressEscape } from "../dialog/modal-story-plays";

type DemoProps = {
  /** Which edge the panel slides in from. */
  side?: SheetContentProps["side"];
  /** Show the built-in close button. */
  showCloseButton?: boolean;
  /** Called whenever the sheet opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Called when a link in the panel is chosen. */
  onNavigate?: (to: string) => void;
};

const links = ["Library", "Settings"];

function SheetDemo({ side, showCloseButton, onOpenChange, onNavigate }: DemoProps) {
  // Open state held by the page, as an app's menu does: a router's link handles the click itself
  // (it prevents the browser's navigation), so the page closes the sheet when a link is chosen.
  const [open, setOpen] = React.useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <Sheet open={open} onOpenChange={change}>
      <SheetTrigger asChild>
        <Button variant="outline">Open menu</Button>
      </SheetTrigger>
      <SheetContent side={side} showCloseButton={showCloseButton}>
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Pages you can open.</SheetDescription>
        </SheetHeader>
        <nav aria-label="Menu">
          <ul className="flex flex-col gap-1">
            {links.map((label) => (
              <li key={label}>
                <a
                  href={`/${label.toLowerCase()}`}
                  className="block rounded-md px-3 py-2 text-sm font-medium hover:bg-accent"
                  onClick={(event) => {
                    event.preventDefault();
                    onNavigate?.(label);
                    change(false);
                  }}
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <SheetClose asChild>
          <Button variant="ghost">Done</Button>
        </SheetClose>
      </SheetContent>
    </Sheet>
  );
}

const meta = {
  title: "UI/Sheet",
  component: SheetDemo,
  subcomponents: { Sheet, SheetTrigger, SheetContent, SheetHeader, SheetTitle, SheetDescription, SheetClose },
  args: { side: "left", showCloseButton: true, onOpenChange: fn(), onNavigate: fn() },
  argTypes: { side: { control: "inline-radio", options: ["left", "right"] } },
  // The sheet renders in a portal on <body>: the story fills the viewport so that its screenshot
  // takes in the whole screen, overlay and panel included.
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <div className="min-h-dvh p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SheetDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Opens from the left edge, names itself by its title, and moves focus inside. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    const sheet = await body.findByRole("dialog", { name: "Menu" });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(sheet).toHaveAttribute("data-side", "left");
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    await waitFor(() => expect(Math.round(sheet.getBoundingClientRect().left)).toBe(0));
  },
};

/** From the right edge. */
export const Right: Story = {
  args: { side: "right" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    const sheet = await body.findByRole("dialog", { name: "Menu" });
    await waitFor(() =>
      expect(Math.round(sheet.getBoundingClientRect().right)).toBe(document.documentElement.clientWidth),
    );
  },
};

/** Escape closes the sheet and gives focus back to the button that opened it. */
export const EscapeReturnsFocus: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Open menu" });
    await closesAndRefocuses(trigger, "Menu", { open: "keyboard", close: pressEscape });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The 'Close' button closes the sheet. */
export const CloseButton: Story = {
  play: async ({ canvas }) => {
    await closesAndRefocuses(canvas.getByRole("button", { name: "Open menu" }), "Menu", {
      close: pressClose,
    });
  },
};

/** Choosing a link closes the sheet (the page closes it as it navigates). */
export const ChoosingALinkCloses: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    const sheet = await body.findByRole("dialog", { name: "Menu" });
    await userEvent.click(within(sheet).getByRole("link", { name: "Settings" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("Settings");
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** Without the built-in button, the sheet closes with Escape, the overlay or its own controls. */
export const WithoutCloseButton: Story = {
  args: { showCloseButton: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    const sheet = await body.findByRole("dialog", { name: "Menu" });
    await expect(within(sheet).queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
  },
};

/** A control of the sheet's own wrapped in SheetClose ('Done') closes it. */
export const OwnCloseControl: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    const sheet = await body.findByRole("dialog", { name: "Menu" });
    await userEvent.click(within(sheet).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(canvas.getByRole("button", { name: "Open menu" })).toHaveFocus();
  },
};

export const Mobile: Story = {
  ...Playground,
  globals: { viewport: { value: "mobile" } },
};

export const Dark: Story = {
  ...Playground,
  globals: { theme: "dark" },
};
