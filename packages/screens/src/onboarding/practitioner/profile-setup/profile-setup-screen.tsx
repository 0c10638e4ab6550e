import {
  GENDER_OPTIONS,
  MAX_UPLOAD_BYTES,
  PROFILE_PICTURE_MIME_TYPES,
  RECOVERY_QUESTIONS,
  TIME_ZONE_OPTIONS,
  TWO_FACTOR_METHODS,
} from "@pkg/contracts";
import {
  Avatar,
  AvatarFallback,
  AvatarImage,
  Field,
  FileUpload,
  Input,
  RadioGroup,
  RadioGroupItem,
  Switch,
  type FileAccept,
} from "@pkg/ui";
import * as React from "react";

import { AgeField } from "../../shared";
import { PractitionerStepLayout, SelectField, type PractitionerStepScreenProps } from "../shared";
import type { ProfileSetupField, ProfileSetupValues } from "./use-profile-setup-form";

export type ProfileSetupScreenProps = PractitionerStepScreenProps<ProfileSetupValues, ProfileSetupField>;

const PICTURE_EXTENSIONS: Record<(typeof PROFILE_PICTURE_MIME_TYPES)[number], string[]> = {
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
  "image/webp": [".webp"],
};
/** Profile pictures: JPEG, PNG or WebP. */
export const PICTURE_ACCEPT: FileAccept = Object.fromEntries(
  PROFILE_PICTURE_MIME_TYPES.map((type) => [type, PICTURE_EXTENSIONS[type]]),
);

const genderLabel = (gender: string) => gender.charAt(0).toUpperCase() + gender.slice(1);

/** A preview of the chosen picture, read in the browser (nothing is uploaded before the finish). */
function usePreviewUrl(file: File | null): string | null {
  const [preview, setPreview] = React.useState<{ file: File; url: string } | null>(null);
  React.useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    let current = true;
    reader.onload = () => {
      if (current && typeof reader.result === "string") setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => {
      current = false;
      reader.abort();
    };
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

/**
 * Step 4, profile setup (`/profile-setup`): names, age, gender, time zone, a picture read in the
 * browser with a preview, two-factor settings and a recovery question with its answer.
 */
export function ProfileSetupScreen({ values, errors = {}, onChange, ...layout }: ProfileSetupScreenProps) {
  const baseId = React.useId();
  const preview = usePreviewUrl(values.picture);
  const displayName = [values.firstName.trim(), values.lastName.trim()].filter(Boolean).join(" ") || "You";
  return (
    <PractitionerStepLayout
      step={4}
      title="Set up your profile"
      description="This is how your clients will see you."
      {...layout}
    >
      <div className="grid gap-5 md:grid-cols-2">
        <Field label="First name" error={errors.firstName} required>
          <Input
            autoComplete="given-name"
            maxLength={200}
            value={values.firstName}
            onChange={(event) => onChange("firstName", event.target.value)}
          />
        </Field>
        <Field label="Alternative name for your practice profile" error={errors.lastName} required>
          <Input
            maxLength={200}
            value={values.lastName}
            onChange={(event) => onChange("lastName", event.target.value)}
          />
        </Field>
        <AgeField value={values.age} onChange={(age) => onChange("age", age)} error={errors.age} />
        <SelectField
          label="Gender"
          options={GENDER_OPTIONS.map((gender) => ({ value: gender, label: genderLabel(gender) }))}
          value={values.gender}
          onValueChange={(gender) => onChange("gender", gender)}
          error={errors.gender}
          required
        />
        <SelectField
          label="Time zone"
          options={TIME_ZONE_OPTIONS}
          value={values.timezone}
          onValueChange={(timezone) => onChange("timezone", timezone)}
          error={errors.timezone}
          required
        />
      </div>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <Avatar size="lg" className="size-20 shrink-0">
          {preview ? <AvatarImage src={preview} alt="Your profile picture" /> : null}
          <AvatarFallback name={displayName} />
        </Avatar>
        <Field group label="Profile picture" description="Optional. JPEG, PNG or WebP." className="flex-1">
          <FileUpload
            size="sm"
            accept={PICTURE_ACCEPT}
            maxSize={MAX_UPLOAD_BYTES}
            value={values.picture ? [values.picture] : []}
            onValueChange={(files) => onChange("picture", files[0] ?? null)}
            label="Choose a picture"
          />
        </Field>
      </div>

      <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-4">
        <legend className="px-1 text-sm font-semibold">Sign-in security</legend>
        {/* Two-factor sign-in does not exist yet: the choice is kept as a wish, and said to be one. */}
        <div className="flex items-center justify-between gap-4">
          <label htmlFor={`${baseId}-two-factor`} className="text-sm font-medium">
            I want two-factor sign-in
          </label>
          <Switch
            id={`${baseId}-two-factor`}
            aria-describedby={`${baseId}-two-factor-note`}
            checked={values.twoFactorEnabled}
            onCheckedChange={(checked) => onChange("twoFactorEnabled", checked)}
          />
        </div>
        <p id={`${baseId}-two-factor-note`} className="text-sm text-muted-foreground">
          Two-factor sign-in is not turned on here. You will set it up from Settings once it is available;
          until then you sign in with your password.
        </p>
        {values.twoFactorEnabled ? (
          <Field group label="Preferred method" error={errors.twoFactorMethod} required>
            <RadioGroup
              value={values.twoFactorMethod}
              onValueChange={(method) => onChange("twoFactorMethod", method)}
              className="flex flex-wrap gap-x-6 gap-y-3"
            >
              {TWO_FACTOR_METHODS.map((method, index) => (
                <label
                  key={method}
                  htmlFor={`${baseId}-method-${index}`}
                  className="flex items-center gap-2 text-sm"
                >
                  <RadioGroupItem id={`${baseId}-method-${index}`} value={method} />
                  {method}
                </label>
              ))}
            </RadioGroup>
          </Field>
        ) : null}
        <div className="grid gap-5 md:grid-cols-2">
          <SelectField
            label="Recovery question"
            options={RECOVERY_QUESTIONS}
            value={values.recoveryQuestion}
            onValueChange={(question) => onChange("recoveryQuestion", question)}
            error={errors.recoveryQuestion}
            required
          />
          <Field label="Recovery answer" error={errors.recoveryAnswer} required>
            <Input
              autoComplete="off"
              maxLength={200}
              value={values.recoveryAnswer}
              onChange={(event) => onChange("recoveryAnswer", event.target.value)}
            />
          </Field>
        </div>
      </fieldset>
    </PractitionerStepLayout>
  );
}
