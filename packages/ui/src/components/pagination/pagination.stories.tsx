import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { Pagination } from "./pagination";

const meta = {
  title: "UI/Pagination",
  component: Pagination,
  args: { page: 3, pageSize: 20, total: 137, onPageChange: fn() },
  argTypes: {
    page: { control: { type: "number", min: 1 } },
    pageSize: { control: { type: "number", min: 1 } },
    total: { control: { type: "number", min: 0 } },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled navigation: which items are shown, the page out of how many, and the way either side. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Pagination" });
    await expect(nav).toHaveTextContent("41–60 of 137");
    await expect(nav).toHaveTextContent("Page 3 of 7");
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(canvas.getByRole("button", { name: "Previous" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** On the first page Previous leads nowhere: it is marked so, keeps its focus and does nothing. */
export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ args, canvas }) => {
    const previous = canvas.getByRole("button", { name: "Previous" });
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await userEvent.tab();
    await expect(previous).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await expect(canvas.getByText("1–20 of 137")).toBeVisible();
  },
};

/** The last page holds what is left over. */
export const LastPage: Story = {
  args: { page: 7 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText("121–137 of 137")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Next" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Previous" }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
  },
};

/** One page: both buttons lead nowhere. */
export const SinglePage: Story = {
  args: { page: 1, total: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Page 1 of 1")).toBeVisible();
    await expect(canvas.getByText("1–12 of 12")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Next" })).toHaveAttribute("aria-disabled", "true");
  },
};

/**
 * Thousands are grouped, the navigation takes the page's own name, and a page past the end (the
 * list shrank meanwhile) shows as the last one.
 */
export const Large: Story = {
  args: { page: 412, pageSize: 25, total: 10_000, "aria-label": "Library pages" },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Library pages" });
    await expect(nav).toHaveTextContent("9,976–10,000 of 10,000");
    await expect(nav).toHaveTextContent("Page 400 of 400");
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };

export const Dark: Story = { globals: { theme: "dark" } };
