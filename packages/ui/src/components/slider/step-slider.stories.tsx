import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent } from "storybook/test";

import { Field } from "../field";
import { StepSlider } from "./slider";

/** The readiness scale's ten labels (product spec, option lists). */
const readinessLabels = [
  "I'm just exploring right now",
  "Thinking about it",
  "Planning to start",
  "Getting ready",
  "Starting soon",
  "Taking first steps",
  "Building habits",
  "Feeling confident",
  "Seeing progress",
  "Fully committed",
];

/**
 * Eleven positions, ten labels: 0 and 1 both read the first label, and each position from 2 on
 * reads the next one (the app takes this mapping from its shared option lists).
 */
function readinessLabel(value: number): string {
  return readinessLabels[Math.min(readinessLabels.length - 1, Math.max(0, value - 1))] ?? "";
}

const meta = {
  title: "UI/StepSlider",
  component: StepSlider,
  args: {
    "aria-label": "Your readiness",
    min: 0,
    max: 10,
    step: 1,
    defaultValue: 2,
    size: "md",
    showMarks: true,
    disabled: false,
    getLabel: readinessLabel,
    onValueChange: fn(),
    onValueCommit: fn(),
  },
  argTypes: {
    size: { control: "select", options: ["sm", "md"] },
    min: { control: "number" },
    max: { control: "number" },
    step: { control: "number" },
    showMarks: { control: "boolean" },
    disabled: { control: "boolean" },
    getLabel: { control: false },
  },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StepSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The readiness scale: 0 to 10, step 1, starting at 2; the words follow the thumb. */
export const Playground: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const thumb = canvas.getByRole("slider", { name: "Your readiness" });
    await expect(thumb).toHaveAttribute("aria-valuemin", "0");
    await expect(thumb).toHaveAttribute("aria-valuemax", "10");
    await expect(thumb).toHaveAttribute("aria-valuenow", "2");
    await expect(thumb).toHaveAttribute("aria-valuetext", "2: Thinking about it");
    const output = canvasElement.querySelector("output");
    await expect(output).toHaveTextContent("2Thinking about it");
    await expect(output).toHaveAttribute("for", thumb.id);

    await userEvent.tab();
    await expect(thumb).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(await canvas.findByRole("slider", { value: { now: 3, text: "3: Planning to start" } })).toBe(
      thumb,
    );
    await expect(output).toHaveTextContent("3Planning to start");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    await expect(args.onValueCommit).toHaveBeenLastCalledWith(3);

    await userEvent.keyboard("{End}");
    await expect(await canvas.findByRole("slider", { value: { now: 10, text: "10: Fully committed" } })).toBe(
      thumb,
    );
    await userEvent.keyboard("{Home}");
    await expect(
      await canvas.findByRole("slider", { value: { now: 0, text: "0: I'm just exploring right now" } }),
    ).toBe(thumb);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(0);
  },
};

/** Every one of the eleven positions is marked under the track, the current one emphasised. */
export const Marks: Story = {
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll("[data-slot=step-slider-marks] > span")];
    await expect(marks.map((mark) => mark.textContent)).toEqual(
      Array.from({ length: 11 }, (_, index) => String(index)),
    );
    await expect(marks[2]).toHaveAttribute("data-current", "true");
    await expect(canvasElement.querySelector("[data-slot=step-slider-marks]")).toHaveAttribute(
      "aria-hidden",
      "true",
    );
  },
};

export const FullyCommitted: Story = {
  args: { defaultValue: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("slider")).toHaveAttribute("aria-valuetext", "10: Fully committed");
  },
};

export const WithoutMarks: Story = {
  args: { showMarks: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=step-slider-marks]")).toBeNull();
  },
};

export const Small: Story = { args: { size: "sm", defaultValue: 5 } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("slider", { name: "Your readiness" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

function ControlledReadiness(props: React.ComponentProps<typeof StepSlider>) {
  const [value, setValue] = React.useState(2);
  return (
    <Field
      group
      label="Your readiness"
      description="0 means not yet, 10 means fully committed."
      className="w-96"
    >
      <StepSlider
        {...props}
        aria-label={undefined}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange?.(next);
        }}
      />
    </Field>
  );
}

/** Controlled and inside a Field, as the readiness step uses it: the label names the thumb. */
export const ControlledInField: Story = {
  render: (args) => <ControlledReadiness {...args} />,
  play: async ({ args, canvas }) => {
    const thumb = canvas.getByRole("slider", { name: "Your readiness" });
    await expect(thumb).toHaveAccessibleDescription("0 means not yet, 10 means fully committed.");
    await userEvent.click(thumb);
    await userEvent.keyboard("{ArrowLeft}");
    await expect(await canvas.findByRole("slider", { value: { now: 1 } })).toBe(thumb);
    await expect(thumb).toHaveAttribute("aria-valuetext", "1: I'm just exploring right now");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
};
