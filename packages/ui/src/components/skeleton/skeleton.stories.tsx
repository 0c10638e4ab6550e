import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { Skeleton } from "./skeleton";

const meta = {
  title: "UI/Skeleton",
  component: Skeleton,
  args: {
    shape: "rect",
    className: "h-24 w-64",
  },
  argTypes: {
    shape: { control: "inline-radio", options: ["rect", "circle", "text"] },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A placeholder block; hidden from assistive technology. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector("[data-slot=skeleton]");
    await expect(skeleton).toHaveAttribute("aria-hidden", "true");
    await expect(skeleton).toHaveAttribute("data-shape", "rect");
  },
};

export const Circle: Story = { args: { shape: "circle", className: "size-12" } };

export const Text: Story = { args: { shape: "text", className: "w-48" } };

/**
 * A loading card: the region is marked busy and named, the shapes stand in for its content, and a
 * visually hidden status says what is happening.
 */
export const LoadingCard: Story = {
  render: () => (
    <section aria-label="Client summary" aria-busy="true" className="flex w-80 flex-col gap-4">
      <p role="status" className="sr-only">
        Loading client summary
      </p>
      <div className="flex items-center gap-3">
        <Skeleton shape="circle" className="size-10" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton shape="text" className="w-3/4" />
          <Skeleton shape="text" className="w-1/2" />
        </div>
      </div>
      <Skeleton className="h-28 w-full" />
    </section>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Client summary" });
    await expect(region).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading client summary");
  },
};

export const Dark: Story = {
  ...LoadingCard,
  globals: { theme: "dark" },
};
