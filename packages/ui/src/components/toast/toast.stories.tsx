import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { Button } from "../button";
import { ToastAction, Toaster, type ToasterProps } from "./toast";
import { toast, toastStore, type ToastContent } from "./toast-store";

type DemoProps = Pick<ToasterProps, "position" | "duration"> &
  Pick<ToastContent, "title" | "description" | "variant"> & {
    /** This toast's own duration in milliseconds. */
    toastDuration?: number;
  };

function ToastDemo({ position, duration, toastDuration, ...content }: DemoProps) {
  return (
    <>
      <Button variant="outline" onClick={() => toast({ ...content, duration: toastDuration })}>
        Show toast
      </Button>
      <Toaster position={position} duration={duration} />
    </>
  );
}

const meta = {
  title: "UI/Toast",
  component: ToastDemo,
  subcomponents: { Toaster, ToastAction },
  args: {
    title: "Password updated",
    description: "You can now log in with your new password.",
    variant: "default",
    position: "responsive",
  },
  argTypes: {
    variant: { control: "inline-radio", options: ["default", "success", "destructive"] },
    position: { control: "inline-radio", options: ["responsive", "top-right", "bottom-right"] },
    title: { control: "text" },
    description: { control: "text" },
  },
  globals: { viewport: { value: "desktop" } },
  // Each story starts with no toast left over from the previous one.
  beforeEach: () => {
    toastStore.remove();
  },
  // Toasts render in a fixed viewport: the story fills the screen so that they are in its screenshot.
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <div className="min-h-dvh p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

const toasts = () => [...document.querySelectorAll<HTMLElement>("[data-slot=toast]")];

/** Finds the toast showing `text`, waiting for it to appear. */
async function findToast(text: string, timeout = 1000): Promise<HTMLElement> {
  const node = await body.findByText(text, {}, { timeout });
  const element = node.closest<HTMLElement>("[data-slot=toast]");
  if (!element) throw new Error(`"${text}" is not inside a toast`);
  return element;
}

/** Hovering the toast region pauses the timer (Radix): the toast then stays for the screenshot. */
async function holdOpen(element: HTMLElement) {
  await userEvent.hover(element);
}

export const Playground: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    const shown = await findToast("Password updated");
    await expect(shown).toHaveTextContent("You can now log in with your new password.");
    await userEvent.click(within(shown).getByRole("button", { name: "Dismiss notification" }));
    await waitFor(() => expect(toasts()).toHaveLength(0));
  },
};

/** A neutral toast stays 5000 ms (Radix's default). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    const shown = await findToast("Password updated");
    await expect(shown).toHaveAttribute("data-variant", "default");
    await expect(shown).toHaveAttribute("data-duration", "5000");
    await holdOpen(shown);
  },
};

/** Success: 2 s by default. */
export const Success: Story = {
  args: { variant: "success", title: "Register successful", description: "Welcome!" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    const shown = await findToast("Register successful");
    await expect(shown).toHaveAttribute("data-variant", "success");
    await expect(shown).toHaveAttribute("data-duration", "2000");
    await holdOpen(shown);
  },
};

/** Errors: destructive, 4 s by default. */
export const Destructive: Story = {
  args: {
    variant: "destructive",
    title: "Invalid or expired invitation",
    description: "Please check your invite link or request a new one.",
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    const shown = await findToast("Invalid or expired invitation");
    await expect(shown).toHaveAttribute("data-variant", "destructive");
    await expect(shown).toHaveAttribute("data-duration", "4000");
    await holdOpen(shown);
  },
};

/** A success toast leaves by itself after 2 s. */
export const SuccessClosesAfterTwoSeconds: Story = {
  args: { variant: "success", title: "Saved", description: undefined },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    await findToast("Saved");
    const shownAt = performance.now();
    await waitFor(() => expect(toasts()).toHaveLength(0), { timeout: 4000 });
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(1800);
  },
};

/** A toast can set its own duration. */
export const CustomDuration: Story = {
  args: { toastDuration: 10_000 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    const shown = await findToast("Password updated");
    await expect(shown).toHaveAttribute("data-duration", "10000");
    await holdOpen(shown);
  },
};

/** The onboarding toaster: every toast 2 s, always at the top-right. */
export const OnboardingToaster: Story = {
  args: { duration: 2000, position: "top-right" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    const shown = await findToast("Password updated");
    await expect(shown).toHaveAttribute("data-duration", "2000");
    const box = shown.getBoundingClientRect();
    await expect(box.top).toBeLessThan(40);
    await holdOpen(shown);
  },
};

function QueueDemo({ duration, limit }: { duration?: number; limit?: number }) {
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          for (const title of ["First", "Second", "Third", "Fourth"]) toast({ title, duration });
        }}
      >
        Show four
      </Button>
      <Toaster limit={limit} />
    </>
  );
}

/** Up to three toasts at once by default; a fourth waits until one of them closes. */
export const UpToThreeAtOnce: Story = {
  render: () => <QueueDemo duration={Infinity} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show four" }));
    const first = await findToast("First");
    await findToast("Third");
    await expect(toasts()).toHaveLength(3);
    await expect(body.queryByText("Fourth")).toBeNull();
    await userEvent.click(within(first).getByRole("button", { name: "Dismiss notification" }));
    await findToast("Fourth");
    await waitFor(() => expect(toasts()).toHaveLength(3));
  },
};

/** With `limit={1}`, one toast at a time: the others wait and follow when it is closed. */
export const Queue: Story = {
  render: () => <QueueDemo limit={1} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show four" }));
    for (const title of ["First", "Second", "Third", "Fourth"]) {
      const shown = await findToast(title);
      await expect(toasts()).toHaveLength(1);
      await userEvent.click(within(shown).getByRole("button", { name: "Dismiss notification" }));
    }
    await waitFor(() => expect(toasts()).toHaveLength(0));
    await expect(toastStore.getState().toasts.every((item) => item.status === "dismissed")).toBe(true);
  },
};

/** Queued toasts follow one another as each one's time runs out. */
export const QueueAdvancesByItself: Story = {
  render: () => <QueueDemo duration={400} limit={1} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show four" }));
    const seen: string[] = [];
    await waitFor(
      () => {
        for (const element of toasts()) {
          const title = element.querySelector("[data-slot=toast-title]")?.textContent ?? "";
          if (seen.at(-1) !== title) seen.push(title);
        }
        expect(toasts().length).toBeLessThanOrEqual(1);
        expect(seen).toEqual(["First", "Second", "Third", "Fourth"]);
      },
      { timeout: 4000, interval: 50 },
    );
    await waitFor(() => expect(toasts()).toHaveLength(0), { timeout: 2000 });
  },
};

/** Wide screens: bottom-right. */
export const DesktopBottomRight: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    const shown = await findToast("Password updated");
    const box = shown.getBoundingClientRect();
    await expect(window.innerHeight - box.bottom).toBeLessThanOrEqual(16);
    await expect(window.innerWidth - box.right).toBeLessThanOrEqual(16);
    await holdOpen(shown);
  },
};

/** Narrow screens (< 768 px): top-right. */
export const MobileTopRight: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    const shown = await findToast("Password updated");
    const box = shown.getBoundingClientRect();
    await expect(box.top).toBeLessThanOrEqual(16);
    await expect(window.innerWidth - box.right).toBeLessThanOrEqual(16);
    await holdOpen(shown);
  },
};

/** Dragging a toast 50 px or more to the right dismisses it. */
export const SwipeRightDismisses: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    const shown = await findToast("Password updated");
    const { left, top } = shown.getBoundingClientRect();
    const y = top + 10;
    await userEvent.pointer([
      { keys: "[MouseLeft>]", target: shown, coords: { clientX: left + 20, clientY: y } },
      { target: shown, coords: { clientX: left + 40, clientY: y } },
      { target: shown, coords: { clientX: left + 80, clientY: y } },
      { keys: "[/MouseLeft]", target: shown, coords: { clientX: left + 80, clientY: y } },
    ]);
    await waitFor(() => expect(toasts()).toHaveLength(0));
  },
};

/** A shorter drag springs back and the toast stays. */
export const ShortSwipeKeepsToast: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    const shown = await findToast("Password updated");
    const { left, top } = shown.getBoundingClientRect();
    const y = top + 10;
    await userEvent.pointer([
      { keys: "[MouseLeft>]", target: shown, coords: { clientX: left + 20, clientY: y } },
      { target: shown, coords: { clientX: left + 30, clientY: y } },
      { target: shown, coords: { clientX: left + 50, clientY: y } },
      { keys: "[/MouseLeft]", target: shown, coords: { clientX: left + 50, clientY: y } },
    ]);
    await expect(shown).toHaveAttribute("data-swipe", "cancel");
    await expect(toasts()).toHaveLength(1);
  },
};

/** F8 moves focus to the notifications region. */
export const F8FocusesRegion: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    await findToast("Password updated");
    await userEvent.keyboard("[F8]");
    const viewport = document.querySelector("[data-slot=toast-viewport]");
    await waitFor(() => expect(viewport).toHaveFocus());
    await expect(body.getByRole("region", { name: "Notifications (F8)" })).toContainElement(
      viewport as HTMLElement,
    );
  },
};

/** A toast's content can change while it is shown (e.g. from 'Uploading…' to 'Uploaded'). */
export const Updated: Story = {
  render: () => (
    <>
      <Button
        variant="outline"
        onClick={() => {
          const handle = toast({ title: "Uploading certificate…", duration: Infinity });
          setTimeout(() => handle.update({ title: "Certificate uploaded", variant: "success" }), 100);
        }}
      >
        Upload
      </Button>
      <Toaster />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Upload" }));
    await findToast("Uploading certificate…");
    const shown = await findToast("Certificate uploaded");
    await expect(shown).toHaveAttribute("data-variant", "success");
  },
};

const retry = fn();

function ActionDemo() {
  return (
    <>
      <Button
        variant="outline"
        onClick={() =>
          toast.error({
            title: "Error during onboarding",
            description: "Error during onboarding. Please try again",
            action: (
              <ToastAction altText="Press Finish again to retry" onClick={retry}>
                Retry
              </ToastAction>
            ),
          })
        }
      >
        Finish
      </Button>
      <Toaster />
    </>
  );
}

/** With an action button; `altText` says where else to find the action. */
export const WithAction: Story = {
  render: () => <ActionDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Finish" }));
    const shown = await findToast("Error during onboarding");
    await expect(shown).toHaveAttribute("data-variant", "destructive");
    const action = within(shown).getByRole("button", { name: "Retry" });
    await waitFor(() => expect(action).toBeVisible());
    await holdOpen(shown);
  },
};

/** Pressing the action runs it and closes the toast. */
export const ActionPressed: Story = {
  render: () => <ActionDemo />,
  play: async ({ canvas }) => {
    retry.mockClear();
    await userEvent.click(canvas.getByRole("button", { name: "Finish" }));
    const shown = await findToast("Error during onboarding");
    await userEvent.click(within(shown).getByRole("button", { name: "Retry" }));
    await expect(retry).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toasts()).toHaveLength(0));
  },
};

export const Dark: Story = {
  ...Success,
  globals: { viewport: { value: "desktop" }, theme: "dark" },
};

export const DarkDestructiveMobile: Story = {
  ...Destructive,
  globals: { viewport: { value: "mobile" }, theme: "dark" },
};
