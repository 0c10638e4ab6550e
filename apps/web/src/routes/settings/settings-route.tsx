import { dobSchema, fullNameSchema, phoneNumberSchema, type UpdateProfileRequest } from "@pkg/contracts";
import { SettingsScreen, type SettingsProfileField, type SettingsProfileValues } from "@pkg/screens";
import { fetchProfile, selectUser, updateProfile, useAppDispatch, useAppSelector } from "@pkg/stores";
import * as React from "react";

import { fieldErrorsOf } from "../../app/api-errors";
import { useSignOut } from "../../app/use-sign-out";
import { usePasswordCard } from "./use-password-card";
import { usePracticeProfileCard } from "./use-practice-profile-card";
import { usePractitionerSharingCard } from "./use-practitioner-sharing-card";
import { usePreferencesCard } from "./use-preferences-card";
import { useProfilePictureCard } from "./use-profile-picture-card";
import { useTwoFactorCard } from "./use-two-factor-card";
import { useYourDataCard } from "./use-your-data-card";

type Errors = Partial<Record<SettingsProfileField, string>>;

const EMPTY: SettingsProfileValues = { name: "", phone: "", dob: "" };

/**
 * The typed profile as `PUT /api/user/profile` takes it, or the fields' messages. An empty phone
 * is left as it is (a phone cannot be removed); an empty date of birth clears it.
 */
export function profileRequestFrom(
  values: SettingsProfileValues,
): { request: UpdateProfileRequest; errors?: undefined } | { errors: Errors } {
  const errors: Errors = {};
  const name = fullNameSchema.safeParse(values.name);
  if (!name.success) errors.name = name.error.issues[0]?.message;
  const phone = values.phone === "" ? null : phoneNumberSchema.safeParse(values.phone);
  if (phone && !phone.success) errors.phone = phone.error.issues[0]?.message;
  const dob = values.dob === "" ? null : dobSchema.safeParse(values.dob);
  if (dob && !dob.success) errors.dob = dob.error.issues[0]?.message;
  if (Object.keys(errors).length > 0 || !name.success) return { errors };
  return {
    request: {
      name: name.data,
      ...(phone?.success ? { phone_number: phone.data } : {}),
      dob: dob?.success ? dob.data : null,
    },
  };
}

/** The API's field names, as the form names them. */
const API_FIELDS: Record<string, SettingsProfileField> = { name: "name", phone_number: "phone", dob: "dob" };

/**
 * `/settings`: the person's profile, their password, their preferences (theme, time zone, the
 * e-mails they receive; a client's glucose unit and diabetes setting), their data (download, delete the account) and Sign out.
 */
export function SettingsRoute() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { signingOut, onSignOut } = useSignOut();
  const preferences = usePreferencesCard();
  const practitionerSharing = usePractitionerSharingCard(user?.roleName === "Client");
  const profilePicture = useProfilePictureCard();
  const practiceProfile = usePracticeProfileCard();
  const password = usePasswordCard();
  // The saved phone number (not the one being typed): two-factor codes by SMS go there.
  const [savedPhone, setSavedPhone] = React.useState<string | null>(null);
  const twoFactor = useTwoFactorCard(savedPhone);
  const yourData = useYourDataCard();
  const [values, setValues] = React.useState<SettingsProfileValues>(EMPTY);
  const [loading, setLoading] = React.useState(true);
  const [loadError, setLoadError] = React.useState<string | null>(null);
  const [errors, setErrors] = React.useState<Errors>({});
  const [errorFocusKey, setErrorFocusKey] = React.useState(0);
  const [saving, setSaving] = React.useState(false);
  const [saveError, setSaveError] = React.useState<string | null>(null);
  const [savedMessage, setSavedMessage] = React.useState<string | null>(null);
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    const request = dispatch(fetchProfile());
    request.then((result) => {
      if (fetchProfile.fulfilled.match(result)) {
        const profile = result.payload.user;
        setValues({ name: profile.name, phone: profile.phone_number, dob: profile.dob ?? "" });
        setSavedPhone(profile.phone_number);
        setLoading(false);
      } else if (!result.meta.aborted) {
        setLoadError(result.payload?.message ?? "We could not load your profile.");
        setLoading(false);
      }
    });
    return () => request.abort();
  }, [dispatch, attempt]);

  const onChange = (field: SettingsProfileField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setSavedMessage(null);
  };

  const onSave = async () => {
    setSaveError(null);
    setSavedMessage(null);
    const parsed = profileRequestFrom(values);
    if (parsed.errors) {
      setErrors(parsed.errors);
      setErrorFocusKey((key) => key + 1);
      return;
    }
    setSaving(true);
    const result = await dispatch(updateProfile(parsed.request));
    setSaving(false);
    if (updateProfile.fulfilled.match(result)) {
      setSavedPhone(result.payload.user.phone_number);
      setSavedMessage("Profile saved.");
      return;
    }
    const apiFields = fieldErrorsOf(result.payload);
    const fieldErrors: Errors = {};
    for (const [key, message] of Object.entries(apiFields)) {
      const field = API_FIELDS[key];
      if (field) fieldErrors[field] = message;
    }
    if (Object.keys(fieldErrors).length > 0) {
      setErrors(fieldErrors);
      setErrorFocusKey((key) => key + 1);
    } else {
      setSaveError(result.payload?.message ?? "Something went wrong. Try again.");
    }
  };

  return (
    <SettingsScreen
      email={user?.email ?? ""}
      roleLabel={user?.roleName}
      values={values}
      errors={errors}
      errorFocusKey={errorFocusKey}
      onChange={onChange}
      onSave={() => void onSave()}
      saving={saving}
      loading={loading}
      loadError={loadError}
      onRetry={() => {
        setLoading(true);
        setLoadError(null);
        setAttempt((count) => count + 1);
      }}
      saveError={saveError}
      savedMessage={savedMessage}
      onSignOut={onSignOut}
      signingOut={signingOut}
      preferences={preferences}
      practitionerSharing={practitionerSharing}
      profilePicture={profilePicture}
      practiceProfile={practiceProfile}
      password={password}
      twoFactor={twoFactor}
      yourData={yourData}
    />
  );
}
