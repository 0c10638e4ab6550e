import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { ReadinessScreen, type ReadinessScreenProps } from "./readiness-screen";
import { useReadinessForm, type ReadinessValues } from "./use-readiness-form";
import { pressContinue, restFocus } from "../../stories/story-rest";

type StoryProps = Pick<ReadinessScreenProps, "onBack" | "onSkip"> & {
  initialValues?: ReadinessValues;
  onSave: (readiness: number) => void;
};

function ReadinessStory({ initialValues, onSave, ...props }: StoryProps) {
  const form = useReadinessForm(initialValues);
  return (
    <ReadinessScreen
      readiness={form.values.readiness}
      error={form.errors.readiness}
      onReadinessChange={(value) => form.setValue("readiness", value)}
      onContinue={form.handleContinue(onSave)}
      {...props}
    />
  );
}

const meta = {
  title: "Screens/Onboarding/Client/Readiness",
  component: ReadinessStory,
  parameters: { layout: "fullscreen" },
  afterEach: restFocus,
  args: { onSave: fn(), onBack: fn(), onSkip: fn() },
} satisfies Meta<typeof ReadinessStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts at 2, 'Thinking about it'; Continue is active at once. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole("slider", { name: "Your readiness" });
    await expect(slider).toHaveValue("2");
    await expect(slider).toHaveAttribute("aria-valuetext", "2: Thinking about it");
    await expect(canvas.getByRole("button", { name: "Continue" })).toHaveAttribute("data-variant", "primary");
    await pressContinue(canvas, userEvent.keyboard);
    await expect(args.onSave).toHaveBeenCalledWith(2);
  },
};

/** The top of the scale reads the last label. */
export const Filled: Story = {
  args: { initialValues: { readiness: 10 } },
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole("slider", { name: "Your readiness" });
    await expect(slider).toHaveValue("10");
    await expect(slider).toHaveAttribute("aria-valuetext", "10: Fully committed");
    await expect(canvas.getByText("Fully committed")).toBeVisible();
    await pressContinue(canvas, userEvent.keyboard);
    await expect(args.onSave).toHaveBeenCalledWith(10);
  },
};

/** The lowest positions share the first label. */
export const NotStarted: Story = {
  args: { initialValues: { readiness: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("slider", { name: "Your readiness" })).toHaveAttribute(
      "aria-valuetext",
      "0: I'm just exploring right now",
    );
  },
};

/** A value outside the scale (never produced by the slider) is refused with the contracts' message. */
export const ValidationErrors: Story = {
  args: { initialValues: { readiness: 11 } },
  play: async ({ args, canvas }) => {
    await pressContinue(canvas, userEvent.keyboard);
    await expect(await canvas.findByText("Readiness must be between 0 and 10")).toBeVisible();
    await expect(canvas.getByRole("slider", { name: "Your readiness" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { initialValues: { readiness: 5 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Starting soon")).toBeVisible();
  },
};
