import { ONBOARDING_MESSAGES } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { PracticeProfileCard, type PracticeProfileValues } from "./practice-profile-card";

const filled: PracticeProfileValues = {
  firstName: "Priya",
  lastName: "Priya Wellness",
  displayCredentials: "FNTP, NBC-HWC",
  location: "Leeds, United Kingdom",
  yearsExperience: "12",
  personalStory:
    "Twenty years of caring for women through the change, first as a nurse and now in my own practice.",
  chips: ["Perimenopause & Menopause", "Gut Health"],
  customNiches: ["Night owls"],
  nicheText: "",
};

const empty: PracticeProfileValues = {
  firstName: "",
  lastName: "",
  displayCredentials: "",
  location: "",
  yearsExperience: "",
  personalStory: "",
  chips: [],
  customNiches: [],
  nicheText: "",
};

const meta = {
  title: "Screens/App/SettingsPracticeProfile",
  component: PracticeProfileCard,
  parameters: { layout: "padded" },
  args: {
    values: filled,
    errors: {},
    onChange: fn(),
    onAddNiche: fn(),
    onSave: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PracticeProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved profile: typing changes a field, a chip toggles, a niche pill can be removed. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Practice profile" })).toBeVisible();
    await expect(canvas.getByLabelText(/Alternative name for your practice profile/)).toHaveValue(
      "Priya Wellness",
    );
    await expect(canvas.getByText("Choose 1 to 5: 3 of 5 chosen")).toBeVisible();
    await userEvent.type(canvas.getByLabelText("Location"), "!");
    await expect(args.onChange).toHaveBeenCalledWith("location", "Leeds, United Kingdom!");
    await userEvent.click(canvas.getByRole("button", { name: "Anxiety & Sleep" }));
    await expect(args.onChange).toHaveBeenCalledWith("chips", [
      "Perimenopause & Menopause",
      "Gut Health",
      "Anxiety & Sleep",
    ]);
    await userEvent.click(canvas.getByRole("button", { name: /Remove Night owls/ }));
    await expect(args.onChange).toHaveBeenCalledWith("customNiches", []);
    await userEvent.click(canvas.getByRole("button", { name: "Save practice profile" }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Loading your practice profile")).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { loadError: "We could not load your practice profile." },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Try again/ }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The onboarding's messages, tied to their fields; the first one in error takes the focus. */
export const ValidationErrors: Story = {
  args: {
    values: empty,
    errors: {
      firstName: ONBOARDING_MESSAGES.firstNameRequired,
      lastName: ONBOARDING_MESSAGES.lastNameRequired,
      chips: ONBOARDING_MESSAGES.focusAreasRequired,
    },
    errorFocusKey: 1,
  },
  play: async ({ canvas }) => {
    const firstName = canvas.getByLabelText(/First name/);
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).toHaveAccessibleDescription(ONBOARDING_MESSAGES.firstNameRequired);
    await expect(firstName).toHaveFocus();
    await expect(canvas.getByLabelText(/Alternative name/)).toHaveAccessibleDescription(
      ONBOARDING_MESSAGES.lastNameRequired,
    );
    await expect(canvas.getByText(ONBOARDING_MESSAGES.focusAreasRequired)).toBeVisible();
  },
};

/** 'Other' chosen: the niche is typed and added as a pill. */
export const OtherChosen: Story = {
  args: { values: { ...filled, chips: ["Gut Health", "Other"], nicheText: "Shift workers" } },
  play: async ({ args, canvas }) => {
    const niche = canvas.getByLabelText(/Please specify your niche/);
    await userEvent.type(niche, "{Enter}");
    await expect(args.onAddNiche).toHaveBeenCalledOnce();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "Add niche" }));
    await expect(args.onAddNiche).toHaveBeenCalledTimes(2);
  },
};

/** Five chosen: the others are disabled. */
export const MaximumReached: Story = {
  args: {
    values: {
      ...filled,
      chips: ["Gut Health", "Cancer Support", "Anxiety & Sleep", "Fertility & Hormones"],
      customNiches: ["Night owls"],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("You chose 5, the most you can choose. Clear one to choose another."),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Thyroid & Autoimmune" })).toBeDisabled();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Save practice profile/ })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const Saved: Story = {
  args: { savedMessage: "Practice profile saved." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Practice profile saved.");
  },
};

export const ApiError: Story = {
  args: { saveError: "Something went wrong. Try again." },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Something went wrong. Try again.")).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
