import {
  ONBOARDING_MESSAGES,
  practiceProfileSchema,
  PROFILE_MESSAGES,
  ROLE_IDS,
  toFieldErrors,
  type PracticeProfile,
} from "@pkg/contracts";
import {
  addNiche,
  focusAreasValuesFrom,
  type PracticeProfileCardProps,
  type PracticeProfileField,
  type PracticeProfileValues,
} from "@pkg/screens";
import {
  profileApi,
  selectUser,
  useAppSelector,
  usePracticeProfileQuery,
  useUpdatePracticeProfileMutation,
  type SerializedApiError,
} from "@pkg/stores";
import * as React from "react";

import { errorCode, fieldErrorsOf } from "../../app/api-errors";
import { injectServerApi } from "../../app/store";

injectServerApi(profileApi);

type Errors = Partial<Record<PracticeProfileField, string>>;

const OTHER = "Other";

/** The API's field names, as the card names them. */
const FIELDS: Record<keyof PracticeProfile, PracticeProfileField> = {
  first_name: "firstName",
  last_name: "lastName",
  display_credentials: "displayCredentials",
  location: "location",
  years_experience: "yearsExperience",
  personal_story: "personalStory",
  primary_niches: "chips",
};

/** The saved practice profile as the card types it (the niches back as chips and pills). */
export function practiceProfileValuesFrom(profile: PracticeProfile): PracticeProfileValues {
  const { chips, customNiches } = focusAreasValuesFrom({ primary_niches: profile.primary_niches });
  return {
    firstName: profile.first_name,
    lastName: profile.last_name,
    displayCredentials: profile.display_credentials ?? "",
    location: profile.location ?? "",
    yearsExperience: profile.years_experience === undefined ? "" : String(profile.years_experience),
    personalStory: profile.personal_story ?? "",
    chips,
    customNiches,
    nicheText: "",
  };
}

/** API field errors (`primary_niches.0` included) as the card's fields, first message of each. */
export function practiceProfileErrorsFrom(fieldErrors: Record<string, string>): Errors {
  const errors: Errors = {};
  for (const [key, message] of Object.entries(fieldErrors)) {
    const field = FIELDS[key.split(".")[0] as keyof PracticeProfile];
    if (field) errors[field] ??= message;
  }
  return errors;
}

/**
 * The typed practice profile as `PUT /api/coach/practice-profile` takes it, checked by the
 * onboarding's schema (the same rules and messages as the API), or the fields' messages. Empty
 * optional fields are left out, which clears them.
 */
export function practiceProfileRequestFrom(
  values: PracticeProfileValues,
): { request: PracticeProfile; errors?: undefined } | { errors: Errors } {
  const optional = (text: string) => (text.trim() === "" ? undefined : text);
  const years = values.yearsExperience.trim();
  const parsed = practiceProfileSchema.safeParse({
    first_name: values.firstName,
    last_name: values.lastName,
    display_credentials: optional(values.displayCredentials),
    location: optional(values.location),
    years_experience: years === "" ? undefined : Number(years),
    personal_story: optional(values.personalStory),
    primary_niches: [...values.chips.filter((chip) => chip !== OTHER), ...values.customNiches],
  });
  const errors: Errors = parsed.success ? {} : practiceProfileErrorsFrom(toFieldErrors(parsed.error));
  // As in the onboarding step: 'Other' is chosen until its niche is added.
  if (values.chips.includes(OTHER)) errors.nicheText = ONBOARDING_MESSAGES.otherRequired;
  if (!parsed.success || Object.keys(errors).length > 0) return { errors };
  return { request: parsed.data };
}

const EMPTY: PracticeProfileValues = {
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

/**
 * Settings' "Practice profile": for a practitioner, and for a Super Admin who has a practitioner
 * onboarding record (without one the API answers 404 and there is no card). Absent for others.
 */
export function usePracticeProfileCard(): PracticeProfileCardProps | undefined {
  const user = useAppSelector(selectUser);
  const eligible = user?.roleID === ROLE_IDS.practitioner || user?.roleID === ROLE_IDS.superAdmin;
  const query = usePracticeProfileQuery(undefined, { skip: !eligible, refetchOnMountOrArgChange: true });
  const [save, saving] = useUpdatePracticeProfileMutation();
  const [values, setValues] = React.useState<PracticeProfileValues>(EMPTY);
  const [loadedFrom, setLoadedFrom] = React.useState<PracticeProfile | undefined>();
  const [errors, setErrors] = React.useState<Errors>({});
  const [errorFocusKey, setErrorFocusKey] = React.useState(0);
  const [saveError, setSaveError] = React.useState<string | null>(null);
  const [savedMessage, setSavedMessage] = React.useState<string | null>(null);

  // The form starts from what the server holds, and again after each read of it.
  const loaded = query.data?.profile;
  if (loaded && loaded !== loadedFrom) {
    setLoadedFrom(loaded);
    setValues(practiceProfileValuesFrom(loaded));
  }

  const failure = query.error as SerializedApiError | undefined;
  if (!eligible || (failure && (failure.status === 404 || failure.status === 403))) return undefined;
  if (errorCode(failure) === "NO_PRACTICE_PROFILE") return undefined;

  const showErrors = (found: Errors) => {
    setErrors(found);
    setErrorFocusKey((key) => key + 1);
  };

  return {
    values,
    errors,
    errorFocusKey,
    onChange: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({
        ...current,
        [field]: undefined,
        // The focus areas' message goes once they change.
        ...(field === "customNiches" ? { chips: undefined } : {}),
      }));
      setSavedMessage(null);
    },
    onAddNiche: () => {
      const result = addNiche({ ...values, search: "" });
      if (!result.ok) {
        setErrors((current) => ({ ...current, nicheText: result.error }));
        return;
      }
      setValues((current) => ({
        ...current,
        chips: result.values.chips,
        customNiches: result.values.customNiches,
        nicheText: "",
      }));
      setErrors((current) => ({ ...current, nicheText: undefined, chips: undefined }));
    },
    onSave: () => {
      setSaveError(null);
      setSavedMessage(null);
      const parsed = practiceProfileRequestFrom(values);
      if (parsed.errors) {
        showErrors(parsed.errors);
        return;
      }
      save(parsed.request)
        .unwrap()
        .then(() => setSavedMessage(PROFILE_MESSAGES.practiceProfileSaved))
        .catch((failed: SerializedApiError) => {
          const fieldErrors = practiceProfileErrorsFrom(fieldErrorsOf(failed));
          if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
          else setSaveError(failed.message);
        });
    },
    saving: saving.isLoading,
    loading: query.isLoading,
    loadError: failure ? failure.message : null,
    onRetry: () => void query.refetch(),
    saveError,
    savedMessage,
  };
}
