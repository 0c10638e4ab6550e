import type { Meta, StoryObj } from "@storybook/react-vite";
import { Check } from "lucide-react";
import { expect, userEvent } from "storybook/test";

import { Badge } from "./badge";

const meta = {
  title: "UI/Badge",
  component: Badge,
  args: {
    children: "New",
    variant: "default",
    size: "sm",
  },
  argTypes: {
    variant: {
      control: "select",
      options: ["default", "secondary", "outline", "info", "success", "warning", "destructive"],
    },
    size: { control: "select", options: ["sm", "md"] },
    asChild: { control: false },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText("New");
    await expect(badge).toHaveAttribute("data-slot", "badge");
    await expect(badge).toHaveAttribute("data-variant", "default");
    await expect(badge.tagName).toBe("SPAN");
  },
};

export const Default: Story = {};
export const Secondary: Story = { args: { variant: "secondary", children: "Starter" } };
export const Outline: Story = { args: { variant: "outline", children: "Draft" } };
export const Info: Story = { args: { variant: "info", children: "AI-Generated" } };
export const Success: Story = { args: { variant: "success", children: "Active" } };
export const Warning: Story = { args: { variant: "warning", children: "Pending" } };
export const Destructive: Story = { args: { variant: "destructive", children: "Overdue" } };
export const Medium: Story = { args: { size: "md", children: "Most Popular" } };

export const WithIcon: Story = {
  args: {
    variant: "success",
    children: (
      <>
        <Check aria-hidden /> Verified
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Verified")).toBeVisible();
  },
};

/** As a link it keeps the badge's look and is a real, focusable link. */
export const AsChild: Story = {
  args: {
    asChild: true,
    variant: "outline",
    children: <a href="#menopause">Menopause</a>,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Menopause" });
    await expect(link).toHaveAttribute("data-slot", "badge");
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-2">
      <Badge>Default</Badge>
      <Badge variant="secondary">Secondary</Badge>
      <Badge variant="outline">Outline</Badge>
      <Badge variant="info">Info</Badge>
      <Badge variant="success">Success</Badge>
      <Badge variant="warning">Warning</Badge>
      <Badge variant="destructive">Destructive</Badge>
    </div>
  ),
};

export const Dark: Story = {
  ...AllVariants,
  globals: { theme: "dark" },
};
