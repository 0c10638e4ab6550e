import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { stepStory } from "../../stories/step-story";
import { pressNext, restPage } from "../../stories/story-helpers";
import { AboutPracticeScreen } from "./about-practice-screen";
import { useAboutPracticeForm, type AboutPracticeValues } from "./use-about-practice-form";

const AboutPracticeStory = stepStory(useAboutPracticeForm, AboutPracticeScreen);

const licence = new File(["%PDF-1.4 licence"], "licence.pdf", { type: "application/pdf", lastModified: 1 });

const filled: AboutPracticeValues = {
  school: ["Health Coach Institute"],
  recentClientCount: "6-15",
  targetClientCount: "31-50",
  labs: "Planning to",
  certificates: [licence],
};

const meta = {
  title: "Screens/Onboarding/Practitioner/AboutPractice",
  component: AboutPracticeStory,
  parameters: { layout: "fullscreen" },
  afterEach: restPage,
  args: { onSave: fn(), onBack: fn() },
} satisfies Meta<typeof AboutPracticeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: both client counts start empty, Next is disabled. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: /Recent client count/ })).toHaveTextContent(
      "Choose a range",
    );
    await expect(canvas.getByRole("combobox", { name: /Target client count/ })).toHaveTextContent(
      "Choose a range",
    );
    await expect(canvas.getByText("Data is securely saved with a HIPAA-compliant notice")).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "Planning to" })).not.toBeChecked();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
  },
};

/** Every answer given, a certificate among them: Next saves the answers and the file. */
export const Filled: Story = {
  args: { initialValues: filled },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText("licence.pdf")).toBeVisible();
    await pressNext(canvas, userEvent.keyboard);
    await expect(args.onSave).toHaveBeenCalledWith({
      school: ["Health Coach Institute"],
      recent_client_count: "6-15",
      target_client_count: "31-50",
      uses_labs_supplements: "Planning to",
      certificates: [licence],
    });
  },
};

/** Answered one by one: Next is enabled only once the certificate is uploaded too. */
export const AnswerEachPart: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole("combobox", { name: /Schools you trained with/ }));
    await userEvent.click(await body.findByRole("option", { name: "Nutritional Therapy Association" }));
    await userEvent.keyboard("{Escape}");
    await userEvent.click(canvas.getByRole("combobox", { name: /Recent client count/ }));
    await userEvent.click(await body.findByRole("option", { name: "0-5" }));
    await userEvent.click(canvas.getByRole("combobox", { name: /Target client count/ }));
    await userEvent.click(await body.findByRole("option", { name: "50+" }));
    await userEvent.click(canvas.getByRole("radio", { name: "Yes" }));
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, licence);
    await expect(await canvas.findByText("licence.pdf")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeEnabled();
  },
};

/** A file of another type is refused with a clear message. */
export const RejectedFile: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const notes = new File(["notes"], "notes.docx", {
      type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    });
    // As a drop would: past the file picker's own type filter.
    await userEvent.upload(input, notes, { applyAccept: false });
    await expect(await canvas.findByText(/notes\.docx is not an accepted file type/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
  },
};

export const Submitting: Story = {
  args: { initialValues: filled, submitting: true },
};

export const ApiError: Story = {
  args: { initialValues: filled, apiError: "Your files could not be kept. Please try again." },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("alert")[0]).toHaveTextContent(
      "Your files could not be kept. Please try again.",
    );
  },
};

export const Mobile: Story = {
  args: { initialValues: filled },
  globals: { viewport: { value: "mobile" } },
};
