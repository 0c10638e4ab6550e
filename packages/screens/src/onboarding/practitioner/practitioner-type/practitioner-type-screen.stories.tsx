import { OTHER_PLEASE_SPECIFY } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { stepStory } from "../../stories/step-story";
import { pressNext, restPage } from "../../stories/story-helpers";
import { PractitionerTypeScreen } from "./practitioner-type-screen";
import { usePractitionerTypeForm, type PractitionerTypeValues } from "./use-practitioner-type-form";

const PractitionerTypeStory = stepStory(usePractitionerTypeForm, PractitionerTypeScreen);

const filled: PractitionerTypeValues = {
  types: ["Midwife", "Herbalist", "Yoga Teacher", "Fertility Coach", "Course Creator"],
  otherTexts: ["", "", "", "", ""],
};

const meta = {
  title: "Screens/Onboarding/Practitioner/PractitionerType",
  component: PractitionerTypeStory,
  parameters: { layout: "fullscreen" },
  afterEach: restPage,
  args: { onSave: fn(), onBack: fn() },
} satisfies Meta<typeof PractitionerTypeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five empty dropdowns: Next is disabled until every category is answered. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("combobox")).toHaveLength(5);
    await expect(
      canvas.getByRole("combobox", { name: /Clinical & Licensed Healthcare Providers/ }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
  },
};

/** Every category answered: Next saves the five answers in order. */
export const Filled: Story = {
  args: { initialValues: filled },
  play: async ({ args, canvas }) => {
    await pressNext(canvas, userEvent.keyboard);
    await expect(args.onSave).toHaveBeenCalledWith({
      practitioner_types: ["Midwife", "Herbalist", "Yoga Teacher", "Fertility Coach", "Course Creator"],
    });
  },
};

/** Choosing from a list by searching it. */
export const ChooseBySearch: Story = {
  args: { initialValues: { ...filled, types: ["", ...filled.types.slice(1)] } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: /Clinical & Licensed Healthcare Providers/ }));
    const body = within(document.body);
    await userEvent.type(await body.findByRole("combobox", { name: /Search Clinical/ }), "chiro");
    await userEvent.click(await body.findByRole("option", { name: "Chiropractor" }));
    await expect(await canvas.findByText("Chiropractor")).toBeVisible();
    await pressNext(canvas, userEvent.keyboard);
    await expect(args.onSave).toHaveBeenCalledWith({
      practitioner_types: ["Chiropractor", "Herbalist", "Yoga Teacher", "Fertility Coach", "Course Creator"],
    });
  },
};

/** A search that finds nothing says so. */
export const NoMatches: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: /Women's Health & Specialty Coaches/ }));
    const body = within(document.body);
    await userEvent.type(await body.findByRole("combobox", { name: /Search Women's Health/ }), "astronaut");
    await expect(await body.findByText("No matches found")).toBeVisible();
    await userEvent.keyboard("{Escape}");
  },
};

/** 'Other (please specify)' needs its text, which replaces it; blank text keeps Next disabled. */
export const OtherChosen: Story = {
  args: {
    initialValues: {
      types: [...filled.types.slice(0, 4), OTHER_PLEASE_SPECIFY],
      otherTexts: ["", "", "", "", ""],
    },
  },
  play: async ({ args, canvas }) => {
    const other = canvas.getByRole("textbox", { name: /Please specify: Other/ });
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
    await userEvent.type(other, "   ");
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
    await userEvent.clear(other);
    await userEvent.type(other, "  Doula ");
    await expect(canvas.getByRole("button", { name: "Next" })).toBeEnabled();
    await pressNext(canvas, userEvent.keyboard);
    await expect(args.onSave).toHaveBeenCalledWith({
      practitioner_types: ["Midwife", "Herbalist", "Yoga Teacher", "Fertility Coach", "Doula"],
    });
  },
};

/** Each category explains itself in a tooltip. */
export const CategoryHelp: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(
      canvas.getByRole("button", { name: "About Lifestyle Mind-Body and Wellness Coaches" }),
    );
    const tooltip = await within(document.body).findByRole("tooltip", {}, { timeout: 1500 });
    await expect(tooltip).toHaveTextContent("Coaches who support movement, mindset, stress and habits.");
  },
};

export const Submitting: Story = {
  args: { initialValues: filled, submitting: true },
};

export const ApiError: Story = {
  args: { initialValues: filled, apiError: "Something went wrong. Please try again." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Something went wrong. Please try again.");
  },
};

export const Mobile: Story = {
  args: { initialValues: filled },
  globals: { viewport: { value: "mobile" } },
};
