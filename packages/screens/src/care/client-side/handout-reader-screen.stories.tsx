import { CARE_ERRORS } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";

import { press } from "../../health/shared/story-helpers";
import { restPage } from "../../onboarding/stories/story-helpers";
import { PRACTITIONER_NAME, sharedHandout, sharedHandoutAttachments } from "./care-client-side.fixtures";
import { HandoutReaderScreen } from "./handout-reader-screen";

const meta = {
  title: "Screens/Care/HandoutReader",
  component: HandoutReaderScreen,
  parameters: { layout: "padded" },
  afterEach: restPage,
  args: {
    handout: sharedHandout,
    backHref: "/health-snapshot",
    timeZone: "UTC",
  },
} satisfies Meta<typeof HandoutReaderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A handout: its title, who shared it and when, the text with its headings, list and table. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Back to your health snapshot" })).toHaveAttribute(
      "href",
      "/health-snapshot",
    );
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Hot flushes at work: a plan for the next four weeks" }),
    ).toBeVisible();
    await expect(canvas.getByText(/^From Dr\. Lena Fischer/)).toHaveTextContent(
      `From ${PRACTITIONER_NAME} · shared 10 Mar 2026`,
    );
    await expect(canvas.getByRole("heading", { level: 2, name: "What to try at your desk" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4);
    await expect(canvas.getByRole("table")).toBeVisible();
    await expect(canvas.getAllByRole("row")).toHaveLength(4);
    await expect(canvas.getByRole("note")).toHaveTextContent(`${PRACTITIONER_NAME}, your practitioner`);
    await expect(canvas.queryByRole("heading", { name: "Attachments" })).not.toBeInTheDocument();
  },
};

/** A handout with files: each is a download button with its size; nothing can be changed here. */
export const WithAttachments: Story = {
  args: {
    handout: { ...sharedHandout, attachments: sharedHandoutAttachments },
    onAttachmentOpen: fn(),
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Attachments" })).toBeVisible();
    const list = canvas.getByRole("list", { name: "Attachments" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    await expect(within(list).getByText("178 KB")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Remove/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: /Add a PDF/ })).not.toBeInTheDocument();
    await press(
      await canvas.findByRole("button", { name: "Download four-week-plan.pdf" }),
      userEvent.keyboard,
    );
    await expect(args.onAttachmentOpen).toHaveBeenCalledWith(sharedHandoutAttachments[0]);
  },
};

export const Loading: Story = {
  args: { handout: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading the handout" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(canvas.getByRole("link", { name: "Back to your health snapshot" })).toBeVisible();
  },
};

/** Not shared with the client (any more): the API's message, and the way back. */
export const NotFound: Story = {
  args: { handout: undefined, notFound: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: CARE_ERRORS.sharedNotFound })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to your health snapshot" })).toHaveAttribute(
      "href",
      "/health-snapshot",
    );
  },
};

export const LoadError: Story = {
  args: {
    handout: undefined,
    loadError: "We could not reach the server. Check your connection and try again.",
    onRetry: fn(),
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "The handout could not be loaded" }),
    ).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent("We could not reach the server.");
    await press(await canvas.findByRole("button", { name: "Try again" }), userEvent.keyboard);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
