import type { UserPreferences } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, within } from "storybook/test";

import { PreferencesCard, type PreferencesCardProps } from "./preferences-card";

const saved: UserPreferences = {
  glucoseUnit: "mg/dL",
  hasDiabetes: false,
  timeZone: "America/Toronto",
  theme: "system",
  emailOptOuts: [],
};

/** Keeps the chosen theme, as the store does (it shows a new theme before the server answers). */
function PreferencesStory(props: PreferencesCardProps) {
  const [theme, setTheme] = React.useState(props.preferences?.theme);
  const preferences = props.preferences && theme ? { ...props.preferences, theme } : props.preferences;
  return (
    <PreferencesCard
      {...props}
      preferences={preferences}
      onThemeChange={(next) => {
        setTheme(next);
        props.onThemeChange(next);
      }}
    />
  );
}

const meta = {
  title: "Screens/App/SettingsPreferences",
  component: PreferencesCard,
  parameters: { layout: "padded" },
  render: (args) => <PreferencesStory {...args} />,
  args: {
    preferences: saved,
    showGlucose: false,
    emailKinds: ["red_flag_alert"],
    timeZones: ["America/Toronto", "Europe/London", "UTC"],
    onSave: fn(),
    onThemeChange: fn(),
  },
} satisfies Meta<typeof PreferencesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A practitioner: the theme, the time zone, and red-flag e-mails (on); the account e-mails listed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Same as this device" })).toBeChecked();
    await expect(canvas.getByRole("switch", { name: "A client raised a red flag" })).toBeChecked();
    const always = within(canvas.getByRole("list", { name: "Always sent, to keep your account safe" }));
    await expect(always.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Confirming your e-mail address",
      "Password reset links you ask for",
      "Sign-in codes",
      "Invitations from a practitioner",
    ]);
  },
};

/** Choosing a theme applies and saves it at once, without Save. */
export const ThemeChosen: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Dark" }));
    await expect(args.onThemeChange).toHaveBeenCalledWith("dark");
    await expect(await canvas.findByRole("radio", { name: "Dark" })).toBeChecked();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The theme saved on another device shows here too. */
export const DarkSaved: Story = {
  args: { preferences: { ...saved, theme: "dark" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Dark" })).toBeChecked();
  },
};

/** Turning red-flag e-mails off is saved with the rest. */
export const PractitionerEmails: Story = {
  play: async ({ args, canvas }) => {
    const alerts = canvas.getByRole("switch", { name: "A client raised a red flag" });
    await expect(alerts).toHaveAccessibleDescription(/Sent when one of your clients raises a red flag/);
    await userEvent.click(alerts);
    await expect(alerts).not.toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "Save preferences" }));
    await expect(args.onSave).toHaveBeenCalledWith({
      glucoseUnit: "mg/dL",
      hasDiabetes: false,
      timeZone: "America/Toronto",
      emailOptOuts: ["red_flag_alert"],
    });
  },
};

/** A client: the glucose choices, and the e-mail when their practitioner shares something (off). */
export const ClientEmails: Story = {
  args: {
    showGlucose: true,
    emailKinds: ["content_shared"],
    preferences: { ...saved, emailOptOuts: ["content_shared"] },
  },
  play: async ({ args, canvas }) => {
    const shared = canvas.getByRole("switch", { name: "Your practitioner shared something with you" });
    await expect(shared).not.toBeChecked();
    await expect(canvas.queryByRole("switch", { name: "A client raised a red flag" })).toBeNull();
    await userEvent.click(shared);
    await userEvent.click(canvas.getByRole("button", { name: "Save preferences" }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ emailOptOuts: [] }));
  },
};

/** A reviewer: told when a library item is assigned to them for review. */
export const ReviewerEmails: Story = {
  args: { emailKinds: ["review_assigned"] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("switch", { name: "A library item is waiting for your review" }),
    ).toBeChecked();
    await expect(canvas.getAllByRole("switch")).toHaveLength(1);
  },
};

/** A Super Admin: red flags of their clients and reviews assigned to them. */
export const SuperAdminEmails: Story = {
  args: {
    emailKinds: ["red_flag_alert", "review_assigned"],
    preferences: { ...saved, emailOptOuts: ["review_assigned"] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: "A client raised a red flag" })).toBeChecked();
    await expect(
      canvas.getByRole("switch", { name: "A library item is waiting for your review" }),
    ).not.toBeChecked();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Save preferences" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const Saved: Story = {
  args: { savedMessage: "Preferences saved." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Preferences saved.");
  },
};

/** The server refused the list: the message shows on it. */
export const FieldError: Story = {
  args: { errors: { emailOptOuts: "This is not an e-mail you can turn off" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("This is not an e-mail you can turn off");
  },
};

export const SaveFailed: Story = {
  args: { saveError: "We could not reach the server. Check your connection." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "We could not reach the server. Check your connection.",
    );
  },
};

/** The theme could not be saved: the store took it back, and the card says why. */
export const ThemeFailed: Story = {
  args: {
    themeError: "Your theme could not be saved. We could not reach the server. Check your connection.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(/Your theme could not be saved/);
  },
};

export const Loading: Story = {
  args: { preferences: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Loading your preferences")).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { preferences: null, loadError: "We could not load your preferences.", onRetry: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { showGlucose: true, emailKinds: ["content_shared"] },
};
