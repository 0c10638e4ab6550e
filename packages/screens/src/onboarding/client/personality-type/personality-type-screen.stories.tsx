import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { PersonalityTypeScreen, type PersonalityTypeScreenProps } from "./personality-type-screen";
import {
  usePersonalityTypeForm,
  type PersonalityTypeAnswer,
  type PersonalityTypeValues,
} from "./use-personality-type-form";
import { pressContinue, restFocus } from "../../stories/story-rest";

type StoryProps = Pick<PersonalityTypeScreenProps, "onBack" | "onSkip"> & {
  initialValues?: PersonalityTypeValues;
  /** Called with where Continue leads. */
  onNext: (answer: PersonalityTypeAnswer) => void;
};

function PersonalityTypeStory({ initialValues, onNext, ...props }: StoryProps) {
  const form = usePersonalityTypeForm(initialValues);
  return (
    <PersonalityTypeScreen
      values={form.values}
      errors={form.errors}
      onChange={form.setValue}
      onContinue={form.handleContinue(onNext)}
      {...props}
    />
  );
}

const meta = {
  title: "Screens/Onboarding/Client/PersonalityType",
  component: PersonalityTypeStory,
  parameters: { layout: "fullscreen" },
  afterEach: restFocus,
  args: { onNext: fn(), onBack: fn(), onSkip: fn() },
} satisfies Meta<typeof PersonalityTypeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Take a quick test" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "I already know my type" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "I'll do it later" })).toBeVisible();
    await expect(canvas.queryByRole("combobox")).not.toBeInTheDocument();
  },
};

/** A known type chosen from the sixteen. */
export const Filled: Story = {
  args: { initialValues: { path: "known", personalityType: "INFJ" } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("combobox", { name: /Your type/ })).toHaveTextContent("INFJ");
    await pressContinue(canvas, userEvent.keyboard);
    await expect(args.onNext).toHaveBeenCalledWith({ path: "known", personalityType: "INFJ" });
  },
};

/** 'I already know my type' without a type: the select is marked invalid. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "I already know my type" }));
    await pressContinue(canvas, userEvent.keyboard);
    await expect(await canvas.findByText("Choose your personality type")).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: /Your type/ })).toHaveAttribute("aria-invalid", "true");
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

/** The enneagram test is offered, so its nine types can be given too. */
export const EnneagramType: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "I already know my type" }));
    await userEvent.click(await canvas.findByRole("combobox", { name: /Your type/ }));
    const body = within(document.body);
    await expect(await body.findByRole("group", { name: "Enneagram" })).toBeVisible();
    await userEvent.click(await body.findByRole("option", { name: "Enneagram 4 (Individualist)" }));
    await expect(canvas.getByRole("combobox", { name: /Your type/ })).toHaveTextContent(
      "Enneagram 4 (Individualist)",
    );
    await pressContinue(canvas, userEvent.keyboard);
    await expect(args.onNext).toHaveBeenCalledWith({
      path: "known",
      personalityType: "Enneagram 4 (Individualist)",
    });
  },
};

export const TakeTheTest: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Take a quick test" }));
    await pressContinue(canvas, userEvent.keyboard);
    await expect(args.onNext).toHaveBeenCalledWith({ path: "test" });
  },
};

export const DoItLater: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "I'll do it later" }));
    await pressContinue(canvas, userEvent.keyboard);
    await expect(args.onNext).toHaveBeenCalledWith({ path: "later" });
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { initialValues: { path: "known", personalityType: "ENTP" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: /Your type/ })).toHaveTextContent("ENTP");
  },
};
