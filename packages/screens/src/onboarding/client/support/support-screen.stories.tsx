import type { SupportAnswer } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent } from "storybook/test";

import { SupportScreen, type SupportScreenProps } from "./support-screen";
import { pressContinue, restFocus } from "../../stories/story-rest";

type StoryProps = Pick<SupportScreenProps, "onBack" | "onSkip"> & {
  initialSupport?: SupportAnswer;
  onSave: (support: SupportAnswer) => void;
};

function SupportStory({ initialSupport = [], onSave, ...props }: StoryProps) {
  const [support, setSupport] = React.useState(initialSupport);
  return (
    <SupportScreen
      support={support}
      onSupportChange={setSupport}
      onContinue={() => onSave(support)}
      {...props}
    />
  );
}

const meta = {
  title: "Screens/Onboarding/Client/Support",
  component: SupportStory,
  parameters: { layout: "fullscreen" },
  afterEach: restFocus,
  args: { onSave: fn(), onBack: fn(), onSkip: fn() },
} satisfies Meta<typeof SupportStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** None chosen: Continue does not look active, but it is not disabled either (spec section 5). */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole("checkbox")).toHaveLength(7);
    const next = canvas.getByRole("button", { name: "Continue" });
    await expect(next).toHaveAttribute("data-variant", "secondary");
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onSave).toHaveBeenCalledWith([]);
  },
};

/** With at least one choice Continue looks active. */
export const Filled: Story = {
  args: { initialSupport: ["Partner"] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("checkbox", { name: "Online groups" }));
    await expect(canvas.getByRole("button", { name: "Continue" })).toHaveAttribute("data-variant", "primary");
    await pressContinue(canvas, userEvent.keyboard);
    await expect(args.onSave).toHaveBeenCalledWith(["Partner", "Online groups"]);
  },
};

/** Support has no rule that fails: Continue with nothing chosen moves on and marks nothing invalid. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    await pressContinue(canvas, userEvent.keyboard);
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("checkbox", { name: "Partner" })).not.toHaveAttribute("aria-invalid");
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** 'No one right now' excludes the other answers: choosing it clears them, and choosing another clears it. */
export const NoOneRightNow: Story = {
  args: { initialSupport: ["Partner", "Doctor"] },
  play: async ({ args, canvas }) => {
    const noOne = canvas.getByRole("checkbox", { name: "No one right now" });
    await userEvent.click(noOne);
    await expect(noOne).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Partner" })).not.toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Doctor" })).not.toBeChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: "Coach" }));
    await expect(noOne).not.toBeChecked();
    await userEvent.click(noOne);
    await pressContinue(canvas, userEvent.keyboard);
    await expect(args.onSave).toHaveBeenCalledWith(["No one right now"]);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { initialSupport: ["Doctor", "Friends / Community"] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Doctor" })).toBeChecked();
  },
};
