import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { stepStory } from "../../stories/step-story";
import { pressNext, restPage } from "../../stories/story-helpers";
import { SubscriptionPlanScreen } from "./subscription-plan-screen";
import { useSubscriptionPlanForm } from "./use-subscription-plan-form";

const SubscriptionPlanStory = stepStory(useSubscriptionPlanForm, SubscriptionPlanScreen);

const meta = {
  title: "Screens/Onboarding/Practitioner/SubscriptionPlan",
  component: SubscriptionPlanStory,
  parameters: { layout: "fullscreen" },
  afterEach: restPage,
  args: { onSave: fn(), onBack: fn() },
} satisfies Meta<typeof SubscriptionPlanStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The two plans with the prices and limits of spec section 9; Next waits for a choice. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const starter = canvas.getByRole("radio", { name: "Starter" });
    const professional = canvas.getByRole("radio", { name: /Professional/ });
    await expect(starter).toHaveAccessibleDescription(
      /\$0\.00 per month.*Up to 3 active clients.*10 sessions per month.*1 GB storage.*Basic content library/,
    );
    await expect(professional).toHaveAccessibleDescription(
      /\$39\.00 USD per month.*50 active clients.*50 sessions per month.*15 GB storage.*Full content library, with templates/,
    );
    await expect(canvas.getByText("Most Popular")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
  },
};

/** Chosen with the keyboard: Space chooses the focused card, a held arrow key moves and chooses. */
export const KeyboardChoice: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole("radio", { name: "Starter" }).focus();
    await userEvent.keyboard("[Space]");
    await expect(await canvas.findByRole("radio", { name: "Starter", checked: true })).toHaveFocus();
    // Radix chooses the radio that receives focus while an arrow key is held, as a user's key is.
    await userEvent.keyboard("{ArrowRight>}");
    await expect(await canvas.findByRole("radio", { name: /Professional/, checked: true })).toHaveFocus();
    await userEvent.keyboard("{/ArrowRight}");
    await pressNext(canvas, userEvent.keyboard);
    await expect(args.onSave).toHaveBeenCalledWith({ subscription_plan: "professional" });
  },
};

export const Filled: Story = {
  args: { initialValues: { plan: "professional" } },
  play: async ({ args, canvas }) => {
    await pressNext(canvas, userEvent.keyboard);
    await expect(args.onSave).toHaveBeenCalledWith({ subscription_plan: "professional" });
  },
};

export const Submitting: Story = {
  args: { initialValues: { plan: "starter" }, submitting: true },
};

export const ApiError: Story = {
  args: { initialValues: { plan: "starter" }, apiError: "Something went wrong. Please try again." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Something went wrong. Please try again.");
  },
};

export const Mobile: Story = {
  args: { initialValues: { plan: "professional" } },
  globals: { viewport: { value: "mobile" } },
};
