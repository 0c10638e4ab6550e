import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { stepStory } from "../../stories/step-story";
import { pressNext, restPage } from "../../stories/story-helpers";
import { ProfileSetupScreen } from "./profile-setup-screen";
import { useProfileSetupForm, type ProfileSetupValues } from "./use-profile-setup-form";

const ProfileSetupStory = stepStory(useProfileSetupForm, ProfileSetupScreen);

/** A 2×2 teal PNG, so the preview shows a real picture. */
const picture = new File(
  [
    Uint8Array.from(
      atob(
        "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPjPwMDAxMDAwMDAAAANHQEDK+mmyAAAAABJRU5ErkJggg==",
      ),
      (char) => char.charCodeAt(0),
    ),
  ],
  "maya.png",
  { type: "image/png", lastModified: 1 },
);

const filled: ProfileSetupValues = {
  firstName: "Maya",
  lastName: "Rivera Wellness",
  age: "44",
  gender: "women",
  timezone: "GMT+01:00",
  picture: null,
  twoFactorEnabled: false,
  twoFactorMethod: "",
  recoveryQuestion: "In which city were you born?",
  recoveryAnswer: "Lyon",
};

const meta = {
  title: "Screens/Onboarding/Practitioner/ProfileSetup",
  component: ProfileSetupStory,
  parameters: { layout: "fullscreen" },
  afterEach: restPage,
  args: { onSave: fn(), onBack: fn() },
} satisfies Meta<typeof ProfileSetupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field empty; the alternative name is labelled as the spec says; Next is disabled. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("textbox", { name: /Alternative name for your practice profile/ }),
    ).toBeVisible();
    await expect(canvas.getByRole("switch", { name: "I want two-factor sign-in" })).not.toBeChecked();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
  },
};

/** Every required answer: Next saves them with the age as a number. */
export const Filled: Story = {
  args: { initialValues: filled },
  play: async ({ args, canvas }) => {
    await pressNext(canvas, userEvent.keyboard);
    await expect(args.onSave).toHaveBeenCalledWith({
      first_name: "Maya",
      last_name: "Rivera Wellness",
      age: 44,
      gender: "women",
      timezone: "GMT+01:00",
      two_factor_enabled: false,
      two_factor_method: "",
      security_questions: "In which city were you born?",
      security_answers: "Lyon",
      picture: null,
    });
  },
};

/** A picture chosen: read in the browser and previewed; it goes with the answers. */
export const WithPicture: Story = {
  args: { initialValues: filled },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, picture);
    await expect(await canvas.findByRole("img", { name: "Your profile picture" })).toBeVisible();
    await expect(canvas.getByText("maya.png")).toBeVisible();
    await pressNext(canvas, userEvent.keyboard);
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ picture }));
  },
};

/** An age outside 0 to 120 shows the spec's message on the field and blocks Next's save. */
export const ValidationErrors: Story = {
  args: { initialValues: { ...filled, age: "130" } },
  play: async ({ args, canvas }) => {
    await pressNext(canvas, userEvent.keyboard);
    await expect(await canvas.findByText("Age must be between 0 and 120")).toBeVisible();
    await expect(canvas.getByRole("spinbutton", { name: /Age/ })).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Blank names or answer (spaces only) keep Next disabled. */
export const BlankAnswers: Story = {
  args: { initialValues: { ...filled, firstName: "  ", recoveryAnswer: " " } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
  },
};

/**
 * Two-factor wanted: a method must be chosen before Next. Two-factor sign-in does not exist yet,
 * and the step says so plainly instead of pretending to turn it on.
 */
export const TwoFactorOn: Story = {
  args: { initialValues: filled },
  play: async ({ args, canvas }) => {
    const wanted = canvas.getByRole("switch", { name: "I want two-factor sign-in" });
    await expect(wanted).toHaveAccessibleDescription(
      "Two-factor sign-in is not turned on here. You will set it up from Settings once it is available; until then you sign in with your password.",
    );
    await userEvent.click(wanted);
    await expect(await canvas.findByRole("radiogroup", { name: /Preferred method/ })).toBeVisible();
    await expect(await canvas.findByRole("radio", { name: "Authenticator App" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("radio", { name: "Authenticator App" }));
    await pressNext(canvas, userEvent.keyboard);
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ two_factor_enabled: true, two_factor_method: "Authenticator App" }),
    );
  },
};

/** The time zone list holds the 32 GMT offsets. */
export const TimeZones: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: /Time zone/ }));
    const body = within(document.body);
    await expect(await body.findAllByRole("option")).toHaveLength(32);
    await userEvent.keyboard("{Escape}");
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
