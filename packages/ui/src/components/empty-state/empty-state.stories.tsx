import type { Meta, StoryObj } from "@storybook/react-vite";
import { SearchX, UserPlus, Users } from "lucide-react";
import type * as React from "react";
import { expect, fn, userEvent } from "storybook/test";

import { Button } from "../button";
import { EmptyState } from "./empty-state";

type DemoProps = React.ComponentProps<typeof EmptyState> & {
  /** Called when the action is pressed. */
  onAction?: () => void;
};

function EmptyStateDemo({ onAction, ...props }: DemoProps) {
  return (
    <EmptyState
      {...props}
      action={
        props.action === undefined ? (
          <Button onClick={onAction}>
            <UserPlus aria-hidden /> Invite a client
          </Button>
        ) : (
          props.action
        )
      }
    />
  );
}

const meta = {
  title: "UI/EmptyState",
  component: EmptyStateDemo,
  args: {
    icon: <Users />,
    title: "No clients yet",
    description: "Invite your first client and their check-ins will show up here.",
    variant: "default",
    size: "md",
    titleAs: "h3",
    onAction: fn(),
  },
  argTypes: {
    variant: { control: "inline-radio", options: ["default", "outline"] },
    size: { control: "inline-radio", options: ["sm", "md"] },
    titleAs: { control: "inline-radio", options: ["h2", "h3", "h4"] },
    icon: { control: false },
    action: { control: false },
  },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmptyStateDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A heading, a description and an action; the icon is decorative. */
export const Playground: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "No clients yet" })).toBeVisible();
    await expect(canvas.getByText(/Invite your first client/)).toBeVisible();
    await expect(canvasElement.querySelector("[data-slot=empty-state-icon]")).toHaveAttribute(
      "aria-hidden",
      "true",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Invite a client" }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** In a dashed frame, where the list would be. */
export const Outline: Story = { args: { variant: "outline" } };

/** A search with no results: a smaller state and a way to start over. */
export const NoResults: Story = {
  args: {
    icon: <SearchX />,
    title: "No results for 'magnesium'",
    description: "Check the spelling or try a broader word.",
    size: "sm",
    titleAs: "h2",
    action: (
      <Button variant="outline" size="sm">
        Clear search
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "No results for 'magnesium'" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Clear search" })).toBeVisible();
  },
};

/** Title only: no icon, description or action. */
export const Minimal: Story = {
  args: { icon: undefined, description: undefined, action: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { name: "No clients yet" })).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(canvasElement.querySelector("[data-slot=empty-state-icon]")).toBeNull();
  },
};

export const Dark: Story = {
  args: { variant: "outline" },
  globals: { theme: "dark" },
};
