import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { restPage } from "../../onboarding/stories/story-helpers";
import type { PasswordCardProps, PasswordField } from "./password-card";
import type { PreferencesCardProps } from "./preferences-card";
import { SettingsScreen, type SettingsProfileField, type SettingsScreenProps } from "./settings-screen";
import type { YourDataCardProps } from "./your-data-card";

/** Keeps what is typed and whether the delete dialog is open, as the page's container does. */
function SettingsStory(props: SettingsScreenProps) {
  const [values, setValues] = React.useState(props.values);
  const [passwordValues, setPasswordValues] = React.useState(props.password?.values);
  const [deleteOpen, setDeleteOpen] = React.useState(props.yourData?.deleteOpen ?? false);
  const password: PasswordCardProps | undefined = props.password && {
    ...props.password,
    values: passwordValues ?? props.password.values,
    onChange: (field: PasswordField, value: string) => {
      setPasswordValues((current) => current && { ...current, [field]: value });
      props.password?.onChange(field, value);
    },
  };
  const yourData: YourDataCardProps | undefined = props.yourData && {
    ...props.yourData,
    deleteOpen,
    onDeleteOpenChange: (open: boolean) => {
      setDeleteOpen(open);
      props.yourData?.onDeleteOpenChange(open);
    },
  };
  return (
    <SettingsScreen
      {...props}
      values={values}
      onChange={(field: SettingsProfileField, value: string) => {
        setValues((current) => ({ ...current, [field]: value }));
        props.onChange(field, value);
      }}
      password={password}
      yourData={yourData}
    />
  );
}

/** The delete dialog (rendered outside the story's root), once it is open and visible. */
async function deleteDialogOf(element: HTMLElement): Promise<HTMLElement> {
  const dialog = await within(element.ownerDocument.body).findByRole("alertdialog");
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const emptyPassword = { currentPassword: "", newPassword: "", repeatPassword: "" };
const passwordCard = (changes: Partial<PasswordCardProps> = {}): PasswordCardProps => ({
  values: emptyPassword,
  errors: {},
  onChange: fn(),
  onSubmit: fn(),
  ...changes,
});
const yourDataCard = (changes: Partial<YourDataCardProps> = {}): YourDataCardProps => ({
  role: "client",
  onDownload: fn(),
  deleteOpen: false,
  onDeleteOpenChange: fn(),
  onDelete: fn(),
  ...changes,
});

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
  preferences: {
    glucoseUnit: "mg/dL",
    hasDiabetes: false,
    timeZone: "America/Toronto",
    theme: "system",
    emailOptOuts: [],
  },
  showGlucose: true,
  emailKinds: ["content_shared"],
  timeZones: TIME_ZONES,
  onThemeChange: fn(),
} satisfies Omit<PreferencesCardProps, "onSave">;

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
    await expect(canvas.getByRole("heading", { level: 2, name: "Preferences" })).toBeVisible();
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
      emailOptOuts: [],
    });
  },
};

/** Practitioners and reviewers have no glucose choices: the theme, the zone and their e-mails. */
export const TimeZoneOnly: Story = {
  args: {
    preferences: {
      ...clientPreferences,
      showGlucose: false,
      emailKinds: ["red_flag_alert"],
      onSave: fn(),
      savedMessage: "Preferences saved.",
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Preferences" })).toBeVisible();
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
      emailOptOuts: [],
    });
  },
};

export const PreferencesLoading: Story = {
  args: { preferences: { ...clientPreferences, preferences: null, onSave: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Loading your preferences")).toBeVisible();
  },
};

/** The whole page in the dark theme: every text keeps its contrast (axe checks it). */
export const Dark: Story = {
  globals: { theme: "dark" },
  args: {
    preferences: {
      ...clientPreferences,
      preferences: { ...clientPreferences.preferences, theme: "dark" },
      onSave: fn(),
    },
    password: passwordCard(),
    yourData: yourDataCard(),
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement).toHaveClass("dark"));
    await expect(canvas.getByRole("radio", { name: "Dark" })).toBeChecked();
    await expect(canvas.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  },
};

/** The Password card: the current password, the new one twice; Change password submits. */
export const PasswordDefault: Story = {
  args: { password: passwordCard() },
  play: async ({ args, canvas }) => {
    const card = within(canvas.getByRole("form", { name: "Change your password" }));
    await expect(canvas.getByRole("heading", { level: 2, name: "Password" })).toBeVisible();
    await userEvent.type(card.getByLabelText(/Current password/), "old secret 1");
    await userEvent.type(card.getByLabelText(/^New password/), "a new secret 22");
    await userEvent.type(card.getByLabelText(/Repeat the new password/), "a new secret 22");
    await expect(args.password?.onChange).toHaveBeenLastCalledWith("repeatPassword", "a new secret 22");
    await userEvent.click(card.getByRole("button", { name: "Change password" }));
    await expect(args.password?.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Refused: each field names its rule; the first in error takes the focus. */
export const PasswordErrors: Story = {
  args: {
    password: passwordCard({
      values: { currentPassword: "not it", newPassword: "short", repeatPassword: "shorter" },
      errors: {
        currentPassword: "The current password is not correct",
        newPassword: "Password must be at least 8 characters",
        repeatPassword: "Passwords do not match",
      },
      errorFocusKey: 1,
    }),
  },
  play: async ({ canvas }) => {
    const current = canvas.getByLabelText(/Current password/);
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toHaveAttribute("aria-invalid", "true");
    await expect(current).toHaveAccessibleDescription("The current password is not correct");
    await expect(canvas.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      /Password must be at least 8 characters/,
    );
    await expect(canvas.getByLabelText(/Repeat the new password/)).toHaveAccessibleDescription(
      "Passwords do not match",
    );
  },
};

export const PasswordSaving: Story = {
  args: { password: passwordCard({ saving: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Change password" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const PasswordSaved: Story = {
  args: {
    password: passwordCard({ savedMessage: "Password changed. You were signed out everywhere else." }),
  },
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole("form", { name: "Change your password" }));
    await expect(card.getByRole("status")).toHaveTextContent(
      "Password changed. You were signed out everywhere else.",
    );
  },
};

/** "Your data": Download my data, and Delete my account, which opens a dialog asking for the password. */
export const YourData: Story = {
  args: { yourData: yourDataCard() },
  parameters: { visual: { target: "page" } },
  afterEach: restPage,
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Your data" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Download my data" }));
    await expect(args.yourData?.onDownload).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Delete my account" }));
    await expect(args.yourData?.onDeleteOpenChange).toHaveBeenLastCalledWith(true);
    const dialog = within(await deleteDialogOf(canvasElement));
    await expect(
      dialog.getByText(/your health data \(symptoms, mood, glucose and health history\)/),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Delete my account" }));
    await expect(await dialog.findByText("Enter your password to delete your account")).toBeVisible();
    await expect(args.yourData?.onDelete).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(/Your password/), "my secret 1");
    await userEvent.click(dialog.getByRole("button", { name: "Delete my account" }));
    await expect(args.yourData?.onDelete).toHaveBeenCalledWith("my secret 1");
  },
};

export const Downloading: Story = {
  args: { yourData: yourDataCard({ downloading: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Download my data" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const DownloadFailed: Story = {
  args: {
    yourData: yourDataCard({ downloadError: "We could not reach the server. Check your connection." }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("We could not reach the server.");
  },
};

/** A practitioner is told their handouts, records and invitations go too. */
export const DeleteDialogPractitioner: Story = {
  args: { roleLabel: "Practitioner", yourData: yourDataCard({ role: "practitioner", deleteOpen: true }) },
  parameters: { visual: { target: "page" } },
  afterEach: restPage,
  play: async ({ canvasElement }) => {
    const dialog = within(await deleteDialogOf(canvasElement));
    await expect(dialog.getByRole("heading", { name: "Delete your account?" })).toBeVisible();
    await expect(
      dialog.getByText(/your handouts and their files, your client records and invitations/),
    ).toBeVisible();
    await expect(dialog.getByLabelText(/Your password/)).toHaveFocus();
  },
};

export const Deleting: Story = {
  args: { yourData: yourDataCard({ deleteOpen: true, deleting: true }) },
  parameters: { visual: { target: "page" } },
  afterEach: restPage,
  play: async ({ canvasElement }) => {
    const dialog = within(await deleteDialogOf(canvasElement));
    await expect(dialog.getByRole("button", { name: "Delete my account" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(dialog.getByRole("button", { name: "Keep my account" })).toBeDisabled();
  },
};

/** A wrong password: the API's message on the field, which takes the focus to type it again. */
export const DeleteWrongPassword: Story = {
  args: { yourData: yourDataCard({ deleteOpen: true, deletePasswordError: "The password is not correct" }) },
  parameters: { visual: { target: "page" } },
  afterEach: restPage,
  play: async ({ canvasElement }) => {
    const dialog = within(await deleteDialogOf(canvasElement));
    const password = dialog.getByLabelText(/Your password/);
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAccessibleDescription("The password is not correct");
    await waitFor(() => expect(password).toHaveFocus());
  },
};

export const DeleteFailed: Story = {
  args: {
    yourData: yourDataCard({ deleteOpen: true, deleteError: "Something went wrong. Try again." }),
  },
  parameters: { visual: { target: "page" } },
  afterEach: restPage,
  play: async ({ canvasElement }) => {
    const dialog = within(await deleteDialogOf(canvasElement));
    await expect(dialog.getByRole("alert")).toHaveTextContent("Something went wrong. Try again.");
  },
};

/** At 375 px, with every card: the buttons wrap, nothing is wider than the screen. */
export const MobileAllCards: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { password: passwordCard(), yourData: yourDataCard() },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("button", { name: "Delete my account" })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** At 375 px the delete dialog fills the screen. */
export const MobileDeleteDialog: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { yourData: yourDataCard({ deleteOpen: true }) },
  parameters: { visual: { target: "page" } },
  afterEach: restPage,
  play: async ({ canvasElement }) => {
    const dialog = within(await deleteDialogOf(canvasElement));
    await expect(dialog.getByRole("button", { name: "Delete my account" })).toBeVisible();
  },
};
