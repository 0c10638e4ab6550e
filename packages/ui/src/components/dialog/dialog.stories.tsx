import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { Button } from "../button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from "./dialog";
import { closesAndRefocuses, pressClose, pressEscape } from "./modal-story-plays";

type DemoProps = {
  /** Called when the confirming action is pressed. */
  onConfirm?: () => void;
  /** Called whenever the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** How the panel is laid out. */
  layout?: DialogContentProps["layout"];
  /** Show the built-in close control. */
  showCloseButton?: boolean;
};

function DialogDemo({ onConfirm, onOpenChange, layout, showCloseButton }: DemoProps) {
  return (
    <Dialog onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">Remove client</Button>
      </DialogTrigger>
      <DialogContent layout={layout} showCloseButton={showCloseButton}>
        <DialogHeader>
          <DialogTitle>Remove this client?</DialogTitle>
          <DialogDescription>
            Jane Cooper will lose access to her plan and her history stays in your records.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm}>
            Remove
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: "UI/Dialog",
  component: DialogDemo,
  subcomponents: { Dialog, DialogContent, DialogHeader, DialogTitle, DialogDescription, DialogFooter },
  args: {
    onConfirm: fn(),
    onOpenChange: fn(),
    layout: "responsive",
    showCloseButton: true,
  },
  argTypes: {
    layout: { control: "inline-radio", options: ["responsive", "centered", "fullscreen"] },
  },
  globals: { viewport: { value: "desktop" } },
  // The dialog renders in a portal on <body>: the story fills the viewport so that its screenshot
  // takes in the whole screen, overlay and panel included.
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <div className="min-h-dvh p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Remove client" }));
    const dialog = await body.findByRole("dialog", { name: "Remove this client?" });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** From 768 px: a centred modal with a button labelled 'Close' (and no back arrow). */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Remove client" }));
    const dialog = await body.findByRole("dialog", { name: "Remove this client?" });
    await expect(dialog).toHaveAttribute("data-layout", "centered");
    const close = within(dialog).getByRole("button", { name: "Close" });
    await waitFor(() => expect(close).toBeVisible());
    await expect(within(dialog).queryByRole("button", { name: "Close modal" })).not.toBeInTheDocument();
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBeLessThan(window.innerWidth);
    await expect(Math.round(box.left + box.width / 2)).toBe(Math.round(window.innerWidth / 2));
  },
};

/** Escape closes the dialog and gives focus back to the control that opened it. */
export const DesktopEscapeReturnsFocus: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Remove client" });
    await closesAndRefocuses(trigger, "Remove this client?", { close: pressEscape });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The 'Close' button closes the dialog and focus returns to the trigger. */
export const DesktopCloseButton: Story = {
  play: async ({ canvas }) => {
    await closesAndRefocuses(canvas.getByRole("button", { name: "Remove client" }), "Remove this client?", {
      close: pressClose,
    });
  },
};

/** Below 768 px: the dialog fills the screen and closes with a back arrow labelled 'Close modal'. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Remove client" }));
    const dialog = await body.findByRole("dialog", { name: "Remove this client?" });
    await expect(dialog).toHaveAttribute("data-layout", "fullscreen");
    const back = within(dialog).getByRole("button", { name: "Close modal" });
    await waitFor(() => expect(back).toBeVisible());
    await expect(within(dialog).queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
    const box = dialog.getBoundingClientRect();
    await expect([box.left, box.top, box.width, box.height]).toEqual([
      0,
      0,
      window.innerWidth,
      window.innerHeight,
    ]);
  },
};

/** The back arrow closes the full-screen dialog and focus returns to the trigger. */
export const MobileBackArrowReturnsFocus: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Remove client" });
    await userEvent.click(trigger);
    const dialog = await body.findByRole("dialog", { name: "Remove this client?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Close modal" }));
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** At exactly 768 px the centred modal applies. */
export const Tablet: Story = {
  globals: { viewport: { value: "tablet" } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Remove client" }));
    const dialog = await body.findByRole("dialog", { name: "Remove this client?" });
    await expect(dialog).toHaveAttribute("data-layout", "centered");
    const close = within(dialog).getByRole("button", { name: "Close" });
    await waitFor(() => expect(close).toBeVisible());
  },
};

/** Cancel in the footer closes the dialog without confirming. */
export const CancelAction: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Remove client" }));
    const dialog = await body.findByRole("dialog", { name: "Remove this client?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Without the built-in control, the dialog closes from its own actions or Escape. */
export const WithoutCloseButton: Story = {
  args: { showCloseButton: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Remove client" }));
    const dialog = await body.findByRole("dialog", { name: "Remove this client?" });
    await expect(within(dialog).queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
  },
};

export const DarkDesktop: Story = {
  ...Desktop,
  globals: { viewport: { value: "desktop" }, theme: "dark" },
};

export const DarkMobile: Story = {
  ...Mobile,
  globals: { viewport: { value: "mobile" }, theme: "dark" },
};
