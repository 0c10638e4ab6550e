import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent } from "storybook/test";

import { SettingsScreen, type SettingsProfileField, type SettingsScreenProps } from "./settings-screen";

/** Keeps what is typed, as the page's container does. */
function SettingsStory(props: SettingsScreenProps) {
  const [values, setValues] = React.useState(props.values);
  return (
    <SettingsScreen
      {...props}
      values={values}
      onChange={(field: SettingsProfileField, value: string) => {
        setValues((current) => ({ ...current, [field]: value }));
        props.onChange(field, value);
      }}
    />
  );
}

const meta = {
  title: "Screens/App/SettingsScreen",
  component: SettingsScreen,
  parameters: { layout: "padded" },
  render: (args) => <SettingsStory {...args} />,
  decorators: [
    (Story) => (
      <main className="flex flex-col gap-6">
        <Story />
      </main>
    ),
  ],
  args: {
    email: "carmen@example.com",
    roleLabel: "Client",
    values: { name: "Carmen Ortiz", phone: "15555550123", dob: "1974-05-12" },
    errors: {},
    onChange: fn(),
    onSave: fn(),
    onSignOut: fn(),
  },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile as saved: name, e-mail (read only), phone and date of birth; Save and Sign out. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(canvas.getByLabelText("Email")).toHaveAttribute("readonly");
    const name = canvas.getByLabelText(/Full name/);
    await userEvent.clear(name);
    await userEvent.type(name, "Carmen Ortiz-Lee");
    await expect(args.onChange).toHaveBeenLastCalledWith("name", "Carmen Ortiz-Lee");
    await userEvent.click(canvas.getByRole("button", { name: "Save profile" }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Sign out" }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Loading your profile")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Sign out" })).toBeEnabled();
  },
};

export const LoadFailed: Story = {
  args: { loadError: "We could not reach the server. Check your connection.", onRetry: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A refused save keeps what was typed, names the field and takes the focus there. */
export const FieldErrors: Story = {
  args: {
    values: { name: "", phone: "555", dob: "1974-05-12" },
    errors: { name: "Full name is required", phone: "Phone number is too short" },
    errorFocusKey: 1,
  },
  play: async ({ canvas }) => {
    const name = canvas.getByLabelText(/Full name/);
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription("Full name is required");
    await expect(canvas.getByLabelText("Phone number")).toHaveAccessibleDescription(
      "Phone number is too short",
    );
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Save profile" })).toHaveAttribute("aria-busy", "true");
  },
};

export const Saved: Story = {
  args: { savedMessage: "Profile saved." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Profile saved.");
  },
};

export const SaveFailed: Story = {
  args: { saveError: "Something went wrong. Try again." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Something went wrong. Try again.");
  },
};

export const SigningOut: Story = {
  args: { signingOut: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Sign out" })).toHaveAttribute("aria-busy", "true");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};

const TIME_ZONES = ["America/Toronto", "America/Vancouver", "Europe/London", "UTC"];
const clientPreferences = {
  preferences: { glucoseUnit: "mg/dL", hasDiabetes: false, timeZone: "America/Toronto" },
  showGlucose: true,
  timeZones: TIME_ZONES,
} as const;

/** A client chooses the glucose unit, 'I have diabetes' and the time zone; Save sends all three. */
/** A client's practitioner, with the choice to share their health data. */
export const PractitionerSharing: Story = {
  args: {
    practitionerSharing: {
      practitioner: { name: "Dr. Lena Fischer" },
      sharingHealthData: true,
      onChange: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("switch", { name: "Share my health data with Dr. Lena Fischer" }),
    ).toBeChecked();
  },
};

export const ClientPreferences: Story = {
  args: { preferences: { ...clientPreferences, onSave: fn() } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Units and time zone" })).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "mmol/L" }));
    const diabetes = canvas.getByRole("switch", { name: "I have diabetes" });
    await expect(diabetes).not.toBeChecked();
    await userEvent.click(diabetes);
    await userEvent.click(canvas.getByRole("combobox", { name: /Time zone/ }));
    await userEvent.keyboard("London");
    await userEvent.keyboard("{Enter}");
    await userEvent.click(canvas.getByRole("button", { name: "Save preferences" }));
    await expect(args.preferences?.onSave).toHaveBeenCalledWith({
      glucoseUnit: "mmol/L",
      hasDiabetes: true,
      timeZone: "Europe/London",
    });
  },
};

/** Practitioners and reviewers keep only the time zone. */
export const TimeZoneOnly: Story = {
  args: {
    preferences: {
      ...clientPreferences,
      showGlucose: false,
      onSave: fn(),
      savedMessage: "Preferences saved.",
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Time zone" })).toBeVisible();
    await expect(canvas.queryByRole("switch", { name: "I have diabetes" })).toBeNull();
    await expect(canvas.getByText("Preferences saved.")).toBeVisible();
  },
};

/** No zone saved yet: the device's is offered, said so, and saved with the rest. */
export const TimeZoneNotSaved: Story = {
  args: {
    preferences: {
      ...clientPreferences,
      preferences: { ...clientPreferences.preferences, timeZone: null },
      suggestedTimeZone: "Europe/London",
      onSave: fn(),
    },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("combobox", { name: /Time zone/ })).toHaveTextContent("Europe/London");
    await expect(canvas.getByText(/None is saved yet: this one is your device's\./)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Save preferences" }));
    await expect(args.preferences?.onSave).toHaveBeenCalledWith({
      glucoseUnit: "mg/dL",
      hasDiabetes: false,
      timeZone: "Europe/London",
    });
  },
};

export const PreferencesLoading: Story = {
  args: { preferences: { ...clientPreferences, preferences: null, onSave: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Loading your preferences")).toBeVisible();
  },
};
