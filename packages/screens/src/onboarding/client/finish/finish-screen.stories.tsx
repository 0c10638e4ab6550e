import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { FinishScreen } from "./finish-screen";
import { restFocus } from "../../stories/story-rest";

/** The three images are files: the screenshot waits until each has loaded. */
async function imagesLoaded(images: HTMLImageElement[]) {
  await waitFor(() => expect(images.every((image) => image.complete && image.naturalWidth > 0)).toBe(true));
}

const meta = {
  title: "Screens/Onboarding/Client/Finish",
  component: FinishScreen,
  parameters: { layout: "fullscreen" },
  afterEach: restFocus,
  args: { status: "success", secondsLeft: 5, homeHref: "/health-snapshot", onRetry: fn(), onBack: fn() },
} satisfies Meta<typeof FinishScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saved: the thank-you, three images, the countdown and the link to go at once. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Thank you for sharing your story" }),
    ).toBeVisible();
    const images = canvas.getAllByRole<HTMLImageElement>("img");
    await expect(images).toHaveLength(3);
    for (const image of images) await expect(image).toHaveAccessibleName();
    await imagesLoaded(images);
    await expect(canvas.getByText("Taking you to your dashboard in 5 seconds")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Go to my dashboard now" })).toHaveAttribute(
      "href",
      "/health-snapshot",
    );
  },
};

/** The last second of the countdown. */
export const OneSecondLeft: Story = {
  args: { secondsLeft: 1 },
  play: async ({ canvas }) => {
    await imagesLoaded(canvas.getAllByRole<HTMLImageElement>("img"));
    await expect(canvas.getByText("Taking you to your dashboard in 1 second")).toBeVisible();
  },
};

/** The answers are being sent. */
export const Submitting: Story = {
  args: { status: "submitting" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Creating your personalized dashboard…");
    await expect(canvas.queryByRole("img")).not.toBeInTheDocument();
  },
};

/** The API refused: the spec's message, the answers kept, and a way to try again. */
export const ApiError: Story = {
  args: { status: "failure", apiError: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Error during onboarding. Please try again");
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: /Back to summary/ }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await imagesLoaded(canvas.getAllByRole<HTMLImageElement>("img"));
    await expect(canvas.getByRole("link", { name: "Go to my dashboard now" })).toBeVisible();
  },
};
