import { Button, Card, CardContent, CardHeader, CardTitle, Field, Input, PhoneInput } from "@pkg/ui";

import { PractitionerSharingCard, type PractitionerSharingCardProps } from "../../care/client-side";
import { PasswordCard, type PasswordCardProps } from "./password-card";
import { PracticeProfileCard, type PracticeProfileCardProps } from "./practice-profile-card";
import { PreferencesCard, type PreferencesCardProps } from "./preferences-card";
import { ProfilePictureCard, type ProfilePictureCardProps } from "./profile-picture-card";
import { SettingsCard, SettingsForm, SettingsSaveRow, useFirstErrorFocus } from "./settings-form";
import { TwoFactorCard, type TwoFactorCardProps } from "./two-factor-card";
import { YourDataCard, type YourDataCardProps } from "./your-data-card";

/** The editable profile, as typed. */
export type SettingsProfileValues = { name: string; phone: string; dob: string };
export type SettingsProfileField = keyof SettingsProfileValues;

export type SettingsScreenProps = {
  /** The person's e-mail: shown, not editable here (it is how they sign in). */
  email: string;
  /** Their role as people read it. */
  roleLabel?: string;
  values: SettingsProfileValues;
  /** Field messages, from the form's check or the API's 400. */
  errors: Partial<Record<SettingsProfileField, string>>;
  /** Changes on every keystroke, so the first field in error takes the focus again. */
  errorFocusKey?: number;
  onChange: (field: SettingsProfileField, value: string) => void;
  onSave: () => void;
  saving?: boolean;
  /** The profile is still loading. */
  loading?: boolean;
  /** The profile could not be loaded. */
  loadError?: string | null;
  onRetry?: () => void;
  /** Saving failed for another reason than a field. */
  saveError?: string | null;
  /** Said once the profile was saved. */
  savedMessage?: string | null;
  onSignOut: () => void;
  signingOut?: boolean;
  /** The time zone (everyone) and the glucose unit and diabetes setting (clients). */
  preferences?: PreferencesCardProps;
  /** A client's practitioner and whether they share their health data with them (clients only). */
  practitionerSharing?: PractitionerSharingCardProps;
  /** The profile picture: upload, replace, remove (everyone). */
  profilePicture?: ProfilePictureCardProps;
  /** The practice profile from the onboarding (practitioners only). */
  practiceProfile?: PracticeProfileCardProps;
  /** Changing the password with the current one. */
  password?: PasswordCardProps;
  /** Two-factor sign-in: its methods, set-up and turning it off. */
  twoFactor?: TwoFactorCardProps;
  /** Downloading everything held about the person, and deleting the account. */
  yourData?: YourDataCardProps;
};

const FIELD_ORDER: SettingsProfileField[] = ["name", "phone", "dob"];

/**
 * `/settings`: the person's profile (name, phone, date of birth), their password, their
 * preferences, their data (download, delete the account) and signing out.
 */
export function SettingsScreen({
  email,
  roleLabel,
  values,
  errors,
  errorFocusKey = 0,
  onChange,
  onSave,
  saving = false,
  loading = false,
  loadError = null,
  onRetry,
  saveError = null,
  savedMessage = null,
  onSignOut,
  signingOut = false,
  preferences,
  practitionerSharing,
  profilePicture,
  practiceProfile,
  password,
  twoFactor,
  yourData,
}: SettingsScreenProps) {
  const formRef = useFirstErrorFocus(FIELD_ORDER, errors, errorFocusKey);

  /** Two-factor by SMS needs a phone number: its link leads to the Profile card's field. */
  const focusPhoneField = () => {
    const field = formRef.current?.querySelector<HTMLElement>('[name="phone"]');
    field?.scrollIntoView({ block: "center" });
    field?.focus();
  };

  return (
    <>
      <header className="flex flex-col gap-1">
        <h1 className="text-display font-semibold tracking-tight">Settings</h1>
        <p className="text-muted-foreground">Your profile, your preferences and your session.</p>
      </header>

      <SettingsCard
        title="Profile"
        loadError={loadError}
        onRetry={onRetry}
        loading={loading}
        loadingLabel="Loading your profile"
        skeletonClassName="h-56"
      >
        <SettingsForm ref={formRef} className="flex max-w-md flex-col gap-4" onSubmit={onSave}>
          <Field label="Full name" error={errors.name} required>
            <Input
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={(event) => onChange("name", event.target.value)}
            />
          </Field>
          <Field label="Email" description="You sign in with this address.">
            <Input type="email" value={email} readOnly />
          </Field>
          <Field label="Phone number" error={errors.phone}>
            <PhoneInput
              name="phone"
              value={values.phone}
              onChange={(digits) => onChange("phone", digits)}
              placeholder="+1 (555) 123-4567"
            />
          </Field>
          <Field label="Date of birth" error={errors.dob}>
            <Input
              name="dob"
              type="date"
              autoComplete="bday"
              value={values.dob}
              onChange={(event) => onChange("dob", event.target.value)}
            />
          </Field>
          <SettingsSaveRow
            label="Save profile"
            saving={saving}
            saveError={saveError}
            savedMessage={savedMessage}
          />
        </SettingsForm>
      </SettingsCard>

      {profilePicture ? <ProfilePictureCard {...profilePicture} /> : null}
      {practiceProfile ? <PracticeProfileCard {...practiceProfile} /> : null}
      {password ? <PasswordCard {...password} /> : null}
      {twoFactor ? (
        <TwoFactorCard {...twoFactor} onAddPhone={twoFactor.onAddPhone ?? focusPhoneField} />
      ) : null}
      {preferences ? <PreferencesCard {...preferences} /> : null}
      {practitionerSharing ? <PractitionerSharingCard {...practitionerSharing} /> : null}
      {yourData ? <YourDataCard {...yourData} /> : null}

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Session</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col items-start gap-3">
          <p className="text-sm text-muted-foreground">
            Signed in as {email}
            {roleLabel ? ` (${roleLabel})` : ""}. Signing out ends this session on this device.
          </p>
          <Button variant="outline" onClick={onSignOut} loading={signingOut}>
            Sign out
          </Button>
        </CardContent>
      </Card>
    </>
  );
}
