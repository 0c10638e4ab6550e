import {
  CERTIFICATE_MIME_TYPES,
  CLIENT_COUNT_RANGES,
  LABS_SUPPLEMENTS_OPTIONS,
  MAX_CERTIFICATE_FILES,
  MAX_UPLOAD_BYTES,
  SCHOOL_OPTIONS,
} from "@pkg/contracts";
import { Field, FileUpload, MultiSelect, RadioGroup, RadioGroupItem, type FileAccept } from "@pkg/ui";
import { ShieldCheck } from "lucide-react";
import * as React from "react";

import { PractitionerStepLayout, SelectField, type PractitionerStepScreenProps } from "../shared";
import type { AboutPracticeField, AboutPracticeValues } from "./use-about-practice-form";

export type AboutPracticeScreenProps = PractitionerStepScreenProps<AboutPracticeValues, AboutPracticeField>;

const EXTENSIONS: Record<(typeof CERTIFICATE_MIME_TYPES)[number], string[]> = {
  "application/pdf": [".pdf"],
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
};
/** Certificates and licences: PDF, JPEG or PNG (spec sections 5 and 9). */
export const CERTIFICATE_ACCEPT: FileAccept = Object.fromEntries(
  CERTIFICATE_MIME_TYPES.map((type) => [type, EXTENSIONS[type]]),
);

/**
 * Step 2, about your practice (`/about-your-practice`): schools, certificate upload, recent and
 * target client counts (both start empty), labs or supplements, and the HIPAA note. Next is enabled
 * once every answer is given.
 */
export function AboutPracticeScreen({ values, errors = {}, onChange, ...layout }: AboutPracticeScreenProps) {
  const baseId = React.useId();
  return (
    <PractitionerStepLayout
      step={2}
      title="Tell us about your practice"
      description="Your training and your practice today help us set up your dashboard."
      {...layout}
    >
      <Field label="Schools you trained with" error={errors.school} required>
        <MultiSelect
          className="w-full"
          options={SCHOOL_OPTIONS.map((school) => ({ value: school, label: school }))}
          value={values.school}
          onValueChange={(school) => onChange("school", school)}
          placeholder="Choose your schools"
          searchLabel="Search schools"
        />
      </Field>

      <Field
        group
        label="Certificate or licence"
        description={`Up to ${MAX_CERTIFICATE_FILES} files.`}
        error={errors.certificates}
        required
      >
        <FileUpload
          accept={CERTIFICATE_ACCEPT}
          multiple
          maxSize={MAX_UPLOAD_BYTES}
          value={values.certificates}
          onValueChange={(files) => onChange("certificates", files.slice(0, MAX_CERTIFICATE_FILES))}
          label="Upload your certificate or licence"
        />
      </Field>

      <div className="grid gap-5 md:grid-cols-2">
        <SelectField
          label="Recent client count"
          description="Clients you worked with in the last year"
          options={CLIENT_COUNT_RANGES}
          value={values.recentClientCount}
          onValueChange={(value) => onChange("recentClientCount", value)}
          placeholder="Choose a range"
          error={errors.recentClientCount}
          required
        />
        <SelectField
          label="Target client count"
          description="Clients you would like to work with"
          options={CLIENT_COUNT_RANGES}
          value={values.targetClientCount}
          onValueChange={(value) => onChange("targetClientCount", value)}
          placeholder="Choose a range"
          error={errors.targetClientCount}
          required
        />
      </div>

      <Field group label="Do you use labs or supplements in your practice?" error={errors.labs} required>
        <RadioGroup
          value={values.labs}
          onValueChange={(labs) => onChange("labs", labs)}
          className="flex flex-wrap gap-x-6 gap-y-3"
        >
          {LABS_SUPPLEMENTS_OPTIONS.map((option, index) => (
            <label
              key={option}
              htmlFor={`${baseId}-labs-${index}`}
              className="flex items-center gap-2 text-sm"
            >
              <RadioGroupItem id={`${baseId}-labs-${index}`} value={option} />
              {option}
            </label>
          ))}
        </RadioGroup>
      </Field>

      <p className="flex items-center gap-2 rounded-md bg-muted px-4 py-3 text-sm text-muted-foreground">
        <ShieldCheck aria-hidden className="size-4 shrink-0 text-primary" />
        Data is securely saved with a HIPAA-compliant notice
      </p>
    </PractitionerStepLayout>
  );
}
