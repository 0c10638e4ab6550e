import type { Meta, StoryObj } from "@storybook/react-vite";
import { Bell, Plus, Trash2 } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";

import { IconButton, LinkButton } from "./icon-button";

const meta = {
  title: "UI/IconButton",
  component: IconButton,
  args: {
    "aria-label": "Add invitee",
    children: <Plus />,
    onClick: fn(),
  },
  argTypes: {
    variant: {
      control: "select",
      options: ["primary", "secondary", "outline", "ghost", "destructive"],
    },
    size: { control: "select", options: ["sm", "md", "lg"] },
    loading: { control: "boolean" },
    disabled: { control: "boolean" },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Add invitee" });
    await expect(button).toHaveAttribute("type", "button");
    await expect(button).toHaveAttribute("data-slot", "icon-button");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Ghost: Story = { args: { variant: "ghost" } };
export const Outline: Story = { args: { variant: "outline" } };
export const Primary: Story = { args: { variant: "primary" } };
export const Destructive: Story = {
  args: { variant: "destructive", "aria-label": "Delete file", children: <Trash2 /> },
};

/** The three square sizes: 32, 40 and 48 px. */
export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <IconButton {...args} size="sm" aria-label="Notifications, small">
        <Bell />
      </IconButton>
      <IconButton {...args} size="md" aria-label="Notifications, medium">
        <Bell />
      </IconButton>
      <IconButton {...args} size="lg" aria-label="Notifications, large">
        <Bell />
      </IconButton>
    </div>
  ),
  args: { variant: "outline" },
  play: async ({ canvas }) => {
    const sizes = ["small", "medium", "large"].map(
      (size) => canvas.getByRole("button", { name: `Notifications, ${size}` }).getBoundingClientRect().width,
    );
    await expect(sizes).toEqual([32, 40, 48]);
  },
};

export const Disabled: Story = {
  args: { disabled: true, variant: "outline" },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Add invitee" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Busy: the spinner replaces the icon, the name stays, presses are ignored. */
export const Loading: Story = {
  args: { loading: true, variant: "primary" },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Add invitee" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A link-styled button for in-page actions such as 'Resend'. */
export const LinkStyled: Story = {
  render: (args) => (
    <p className="text-sm text-muted-foreground">
      Didn&apos;t get the e-mail? <LinkButton onClick={args.onClick}>Resend</LinkButton>
    </p>
  ),
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Resend" });
    await expect(button).toHaveAttribute("type", "button");
    await expect(button).toHaveAttribute("data-slot", "link-button");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const LinkStyledSmall: Story = {
  render: () => <LinkButton size="sm">Forgot password?</LinkButton>,
};

export const Dark: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <IconButton variant="ghost" aria-label="Notifications">
        <Bell />
      </IconButton>
      <IconButton variant="outline" aria-label="Add">
        <Plus />
      </IconButton>
      <IconButton variant="primary" aria-label="Add, primary">
        <Plus />
      </IconButton>
      <LinkButton>Resend</LinkButton>
    </div>
  ),
  globals: { theme: "dark" },
};
