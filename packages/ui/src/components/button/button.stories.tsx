import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowRight, Plus } from "lucide-react";
import type * as React from "react";
import { expect, fn, userEvent } from "storybook/test";

import { Button } from "./button";

const meta = {
  title: "UI/Button",
  component: Button,
  args: {
    children: "Proceed",
    onClick: fn(),
  },
  argTypes: {
    variant: {
      control: "select",
      options: ["primary", "secondary", "outline", "ghost", "destructive", "link"],
    },
    size: { control: "select", options: ["sm", "md", "lg", "icon"] },
    loading: { control: "boolean" },
    disabled: { control: "boolean" },
    asChild: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Proceed" });
    await expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = { args: { variant: "primary" } };
export const Secondary: Story = { args: { variant: "secondary" } };
export const Outline: Story = { args: { variant: "outline" } };
export const Ghost: Story = { args: { variant: "ghost" } };
export const Destructive: Story = { args: { variant: "destructive", children: "Delete account" } };
export const Link: Story = { args: { variant: "link", children: "Forgot password?" } };

export const Small: Story = { args: { size: "sm" } };
export const Large: Story = { args: { size: "lg" } };

export const Icon: Story = {
  args: { size: "icon", "aria-label": "Add invitee", children: <Plus /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Add invitee" })).toBeVisible();
  },
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        Next <ArrowRight />
      </>
    ),
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Proceed" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Busy: same size as idle, still named and focusable, presses ignored. */
export const Loading: Story = {
  args: { loading: true },
  render: (args) => (
    <div className="flex items-center gap-4">
      <Button {...args} />
      <Button onClick={args.onClick}>Proceed</Button>
    </div>
  ),
  play: async ({ args, canvas }) => {
    const [busy, idle] = canvas.getAllByRole("button", { name: "Proceed" });
    if (!busy || !idle) throw new Error("both buttons should render");
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(busy).toBeEnabled();
    const busyBox = busy.getBoundingClientRect();
    const idleBox = idle.getBoundingClientRect();
    await expect(busyBox.width).toBe(idleBox.width);
    await expect(busyBox.height).toBe(idleBox.height);
    await userEvent.click(busy);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(busy).toHaveFocus();
  },
};

export const AsChild: Story = {
  args: {
    asChild: true,
    children: <a href="#sign-up">Sign up</a>,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Sign up" });
    await expect(link).toHaveAttribute("data-slot", "button");
    await expect(link).not.toHaveAttribute("type");
  },
};

/** `onClick` reaches the child. */
export const AsChildPressed: Story = {
  args: {
    asChild: true,
    children: <a href="#sign-up">Sign up</a>,
    // The test page must not follow the link.
    onClick: fn((event: React.MouseEvent) => event.preventDefault()),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("link", { name: "Sign up" }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A disabled link-button: marked `aria-disabled`, out of the tab order, and presses do nothing. */
export const AsChildDisabled: Story = {
  args: {
    asChild: true,
    disabled: true,
    children: <a href="#sign-up">Sign up</a>,
  },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole("link", { name: "Sign up" });
    await expect(link).toHaveAttribute("aria-disabled", "true");
    await expect(link).toHaveAttribute("tabindex", "-1");
    await userEvent.click(link, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(window.location.hash).not.toBe("#sign-up");
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="primary">Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="outline">Outline</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="destructive">Destructive</Button>
      <Button variant="link">Link</Button>
    </div>
  ),
};

export const Dark: Story = {
  ...AllVariants,
  globals: { theme: "dark" },
};
