import {
  GENDER_OPTIONS,
  profileSetupStepSchema,
  RECOVERY_QUESTIONS,
  TIME_ZONE_OPTIONS,
  TWO_FACTOR_METHODS,
  type CoachOnboardingDraft,
} from "@pkg/contracts";

import type { StepCheck } from "../../shared";
import { useStepForm } from "../../shared";
import { messagesByField } from "../shared/practitioner-step";

export type ProfileSetupValues = {
  firstName: string;
  /** 'Alternative name for your practice profile' (the record's last_name). */
  lastName: string;
  /** As typed. */
  age: string;
  gender: string;
  timezone: string;
  picture: File | null;
  twoFactorEnabled: boolean;
  twoFactorMethod: string;
  recoveryQuestion: string;
  recoveryAnswer: string;
};
export type ProfileSetupField = keyof ProfileSetupValues;
export type ProfileSetupData = {
  first_name: string;
  last_name: string;
  age: number;
  gender: string;
  timezone: string;
  two_factor_enabled: boolean;
  two_factor_method: string;
  security_questions: string;
  security_answers: string;
  picture: File | null;
};

export const emptyProfileSetupValues: ProfileSetupValues = {
  firstName: "",
  lastName: "",
  age: "",
  gender: "",
  timezone: "",
  picture: null,
  twoFactorEnabled: false,
  twoFactorMethod: "",
  recoveryQuestion: "",
  recoveryAnswer: "",
};

const known = (options: readonly string[], value: string) => (options.includes(value) ? value : "");

/** The saved answers back as form values; the picture comes from the browser's file store. */
export function profileSetupValuesFrom(
  draft: Pick<
    CoachOnboardingDraft,
    | "first_name"
    | "last_name"
    | "age"
    | "gender"
    | "timezone"
    | "two_factor_enabled"
    | "two_factor_method"
    | "security_questions"
    | "security_answers"
  >,
  picture: File | null = null,
): ProfileSetupValues {
  return {
    firstName: draft.first_name,
    lastName: draft.last_name,
    age: draft.age === null ? "" : String(draft.age),
    gender: known(GENDER_OPTIONS, draft.gender),
    timezone: known(TIME_ZONE_OPTIONS, draft.timezone),
    picture,
    twoFactorEnabled: draft.two_factor_enabled,
    twoFactorMethod: known(TWO_FACTOR_METHODS, draft.two_factor_method),
    recoveryQuestion: known(RECOVERY_QUESTIONS, draft.security_questions),
    recoveryAnswer: draft.security_answers,
  };
}

/**
 * Spec section 5: first name and alternative name (trimmed), age, gender, time zone, the recovery
 * question and its trimmed answer are all present (and, with two-factor on, its method).
 */
export function isProfileSetupComplete(values: ProfileSetupValues): boolean {
  return (
    values.firstName.trim() !== "" &&
    values.lastName.trim() !== "" &&
    values.age.trim() !== "" &&
    values.gender !== "" &&
    values.timezone !== "" &&
    values.recoveryQuestion !== "" &&
    values.recoveryAnswer.trim() !== "" &&
    (!values.twoFactorEnabled || values.twoFactorMethod !== "")
  );
}

export function validateProfileSetup(
  values: ProfileSetupValues,
): StepCheck<ProfileSetupData, ProfileSetupField> {
  const age = values.age.trim() === "" ? undefined : Number(values.age);
  const parsed = profileSetupStepSchema.safeParse({
    first_name: values.firstName,
    last_name: values.lastName,
    age,
    gender: values.gender || undefined,
    timezone: values.timezone || undefined,
    two_factor_enabled: values.twoFactorEnabled,
    two_factor_method: values.twoFactorEnabled ? values.twoFactorMethod || undefined : undefined,
    security_questions: values.recoveryQuestion || undefined,
    security_answers: values.recoveryAnswer,
  });
  const errors = parsed.success
    ? {}
    : messagesByField<ProfileSetupField>(parsed.error.issues, {
        first_name: "firstName",
        last_name: "lastName",
        two_factor_enabled: "twoFactorEnabled",
        two_factor_method: "twoFactorMethod",
        security_questions: "recoveryQuestion",
        security_answers: "recoveryAnswer",
      });
  if (values.twoFactorEnabled && !values.twoFactorMethod)
    errors.twoFactorMethod ??= "Choose SMS, Authenticator App or Email";
  if (!parsed.success || errors.twoFactorMethod) return { ok: false, errors };
  return {
    ok: true,
    data: {
      first_name: parsed.data.first_name,
      last_name: parsed.data.last_name,
      age: parsed.data.age,
      gender: parsed.data.gender,
      timezone: parsed.data.timezone,
      two_factor_enabled: parsed.data.two_factor_enabled,
      two_factor_method: parsed.data.two_factor_method ?? "",
      security_questions: parsed.data.security_questions,
      security_answers: parsed.data.security_answers,
      picture: values.picture,
    },
  };
}

export function useProfileSetupForm(initialValues: ProfileSetupValues = emptyProfileSetupValues) {
  return useStepForm(initialValues, validateProfileSetup, isProfileSetupComplete);
}
