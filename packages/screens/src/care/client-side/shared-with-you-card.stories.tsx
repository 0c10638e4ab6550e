import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { inPageMain } from "../../health/shared/story-helpers";
import {
  HANDOUT_ID,
  handoutHref,
  LIBRARY_ITEM_ID,
  libraryHref,
  PRACTITIONER_NAME,
  sharedItems,
  sharedItemsWithNew,
} from "./care-client-side.fixtures";
import { SharedWithYouCard } from "./shared-with-you-card";

const meta = {
  title: "Screens/Care/SharedWithYouCard",
  component: SharedWithYouCard,
  parameters: { layout: "padded" },
  decorators: [inPageMain],
  args: {
    practitioner: { name: PRACTITIONER_NAME },
    shared: sharedItems,
    handoutHref,
    libraryHref,
    timeZone: "UTC",
  },
} satisfies Meta<typeof SharedWithYouCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A handout and a library article the practitioner shared, both already opened. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Shared with you" })).toBeVisible();
    await expect(canvas.getByText(`From ${PRACTITIONER_NAME}`)).toBeVisible();
    const items = within(canvas.getByRole("list", { name: "Shared with you" })).getAllByRole("listitem");
    await expect(items).toHaveLength(2);
    await expect(
      within(items[0]!).getByRole("link", { name: "Hot flushes at work: a plan for the next four weeks" }),
    ).toHaveAttribute("href", `/shared/handouts/${HANDOUT_ID}`);
    await expect(items[0]).toHaveTextContent("Handout · shared 10 Mar 2026");
    await expect(
      within(items[1]!).getByRole("link", { name: "Sleep problems around the menopause" }),
    ).toHaveAttribute("href", `/library/${LIBRARY_ITEM_ID}`);
    await expect(items[1]).toHaveTextContent("Library article · shared 24 Feb 2026");
    await expect(canvas.queryByText("New")).not.toBeInTheDocument();
  },
};

/** Items not opened yet carry a New badge, and the card says how many. */
export const NewItems: Story = {
  args: { shared: sharedItemsWithNew },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("2 new items to read.")).toBeVisible();
    const items = within(canvas.getByRole("list", { name: "Shared with you" })).getAllByRole("listitem");
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByText("New")).toBeVisible();
    await expect(within(items[1]!).getByText("New")).toBeVisible();
    await expect(within(items[2]!).queryByText("New")).not.toBeInTheDocument();
  },
};

/** A practitioner, nothing shared yet. */
export const NothingShared: Story = {
  args: { shared: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Shared with you" })).toBeVisible();
    await expect(canvas.getByText("Nothing shared yet")).toBeVisible();
    await expect(canvas.queryByRole("list")).not.toBeInTheDocument();
  },
};

/** No practitioner and nothing shared: the card is not there at all. */
export const NoPractitioner: Story = {
  args: { practitioner: null, shared: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("heading", { name: "Shared with you" })).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  args: { shared: sharedItemsWithNew },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
