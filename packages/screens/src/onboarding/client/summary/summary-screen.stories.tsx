import { CLIENT_ONBOARDING_DEFAULTS } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import type { ClientOnboardingRecordValues } from "../shared";
import { restFocus } from "../../stories/story-rest";
import { SummaryScreen } from "./summary-screen";

const record: ClientOnboardingRecordValues = {
  ...CLIENT_ONBOARDING_DEFAULTS,
  age: 51,
  menopauseStatus: "Irregular cycles",
  country: "Canada",
  ZIP: "K1A0B",
  language: ["English", "French"],
  household: "Living with partner",
  education: "Bachelor's",
  whatBringsYouHere: "Better sleep",
  values: ["Peace", "Energy"],
  support: ["Partner", "Online groups"],
  personalityType: "INFJ",
  readiness: 6,
};

const meta = {
  title: "Screens/Onboarding/Client/Summary",
  component: SummaryScreen,
  parameters: { layout: "fullscreen" },
  afterEach: restFocus,
  args: {
    record,
    onSavePersonalInfo: fn(),
    onSaveInsights: fn(),
    onBack: fn(),
    onCreate: fn(),
  },
} satisfies Meta<typeof SummaryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing answered yet (every step skipped): each answer says so, readiness too. */
export const Default: Story = {
  args: { record: CLIENT_ONBOARDING_DEFAULTS },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Summary Confirmation Page" })).toBeVisible();
    await expect(canvas.getAllByText("Not answered")).toHaveLength(15);
    await expect(canvas.queryByText(/Thinking about it/)).not.toBeInTheDocument();
  },
};

/** The saved answers, typed text in place of 'Other'; Create goes on. */
export const Filled: Story = {
  play: async ({ args, canvas }) => {
    const personal = canvas.getByRole("region", { name: "Personal info" });
    await expect(within(personal).getByText("English, French")).toBeVisible();
    const insights = canvas.getByRole("region", { name: "Your insights" });
    await expect(within(insights).getByText("Better sleep")).toBeVisible();
    await expect(within(insights).getByText("6: Taking first steps")).toBeVisible();
    canvas.getByRole("button", { name: "Create My Personalized Dashboard" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

/** Editing Personal info: the edits stay in the card; Cancel shows the saved answers again. */
export const EditCancelled: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Edit personal info" }));
    const form = await canvas.findByRole("form", { name: "Edit personal info" });
    const age = within(form).getByRole("spinbutton", { name: /Age/ });
    await expect(age).toHaveValue(51);
    await userEvent.clear(age);
    await userEvent.type(age, "60");
    await userEvent.click(within(form).getByRole("button", { name: "Cancel" }));
    const personal = canvas.getByRole("region", { name: "Personal info" });
    await expect(await within(personal).findByText("51")).toBeVisible();
    await expect(args.onSavePersonalInfo).not.toHaveBeenCalled();
  },
};

/** Saving the insights hands on each answer; the typed 'Other' text comes back as 'Other'. */
export const EditSaved: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Edit your insights" }));
    const form = await canvas.findByRole("form", { name: "Edit your insights" });
    await expect(within(form).getByRole("textbox", { name: /Other goal/ })).toHaveValue("Better sleep");
    await userEvent.click(within(form).getByRole("checkbox", { name: "Clarity" }));
    within(form).getByRole("button", { name: "Save" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSaveInsights).toHaveBeenCalledWith({
      whatBringsYouHere: { choice: "Other", otherText: "Better sleep" },
      values: { choices: ["Energy", "Clarity", "Peace"] },
      barriers: { choice: "" },
      support: ["Partner", "Online groups"],
      personalityType: "INFJ",
      readiness: 6,
    });
    await expect(await canvas.findByRole("button", { name: "Edit your insights" })).toBeVisible();
  },
};

/** In the insights card too, 'No one right now' excludes the other support answers. */
export const EditSupportNoOne: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Edit your insights" }));
    const form = await canvas.findByRole("form", { name: "Edit your insights" });
    await userEvent.click(within(form).getByRole("checkbox", { name: "No one right now" }));
    await expect(within(form).getByRole("checkbox", { name: "Partner" })).not.toBeChecked();
    await expect(within(form).getByRole("checkbox", { name: "Online groups" })).not.toBeChecked();
    within(form).getByRole("button", { name: "Save" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSaveInsights).toHaveBeenCalledWith(
      expect.objectContaining({ support: ["No one right now"] }),
    );
  },
};

/** Bad input in a card shows the step's message and saves nothing. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Edit personal info" }));
    const form = await canvas.findByRole("form", { name: "Edit personal info" });
    const age = within(form).getByRole("spinbutton", { name: /Age/ });
    await userEvent.clear(age);
    await userEvent.type(age, "130");
    const zip = within(form).getByRole("textbox", { name: /ZIP/ });
    await userEvent.clear(zip);
    await userEvent.type(zip, "1234567");
    within(form).getByRole("button", { name: "Save" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await within(form).findByText("Age must be between 0 and 120")).toBeVisible();
    await expect(within(form).getByText("ZIP must be at most 5 characters")).toBeVisible();
    await expect(age).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSavePersonalInfo).not.toHaveBeenCalled();
  },
};

/** Create while a card is open asks to save or cancel first. */
export const UnsavedEdits: Story = {
  args: { initialEditing: "insights" },
  play: async ({ args, canvas }) => {
    canvas.getByRole("button", { name: "Create My Personalized Dashboard" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Save or cancel your changes before you continue.",
    );
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Create My Personalized Dashboard" })).toBeVisible();
  },
};
