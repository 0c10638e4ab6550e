import {
  COUNTRY_OPTIONS,
  EDUCATION_OPTIONS,
  HOUSEHOLD_OPTIONS,
  LANGUAGE_OPTIONS,
  OCCUPATION_OPTIONS,
  OTHER_PLEASE_SPECIFY,
  PERIOD_STATUS_OPTIONS,
  RACE_OPTIONS,
} from "@pkg/contracts";
import { Field, Input, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@pkg/ui";

import { AgeField } from "../../shared";
import { MultiChoice, OtherTextField } from "../shared/choice-options";
import type { AboutYouField, AboutYouValues } from "./use-about-you-form";

export type AboutYouFieldsProps = {
  values: AboutYouValues;
  errors?: Partial<Record<AboutYouField, string>>;
  onChange: <K extends keyof AboutYouValues>(field: K, value: AboutYouValues[K]) => void;
};

export type ChoiceFieldProps = {
  label: string;
  options: readonly string[];
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  required?: boolean;
};

/** One answer from a list, as a select (optional ones say so). */
export function ChoiceField({ label, options, value, onValueChange, error, required }: ChoiceFieldProps) {
  return (
    <Field label={label} error={error} required={required} description={required ? undefined : "Optional"}>
      <Select value={value} onValueChange={onValueChange}>
        <SelectTrigger className="w-full">
          <SelectValue placeholder="Choose…" />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {option}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}

/** The About you answers: the step's fields, also used to edit them on the summary. */
export function AboutYouFields({ values, errors = {}, onChange }: AboutYouFieldsProps) {
  return (
    <>
      <div className="grid gap-5 md:grid-cols-2">
        <AgeField value={values.age} onChange={(age) => onChange("age", age)} error={errors.age} />
        <ChoiceField
          label="Period status"
          options={PERIOD_STATUS_OPTIONS}
          value={values.menopauseStatus}
          onValueChange={(value) => onChange("menopauseStatus", value)}
          error={errors.menopauseStatus}
          required
        />
        <ChoiceField
          label="Country"
          options={COUNTRY_OPTIONS}
          value={values.country}
          onValueChange={(value) => onChange("country", value)}
          error={errors.country}
          required
        />
        <Field label="ZIP" error={errors.ZIP} required>
          <Input
            autoComplete="postal-code"
            value={values.ZIP}
            onChange={(event) => onChange("ZIP", event.target.value)}
          />
        </Field>
        <ChoiceField
          label="Household"
          options={HOUSEHOLD_OPTIONS}
          value={values.household}
          onValueChange={(value) => onChange("household", value)}
          error={errors.household}
          required
        />
        <ChoiceField
          label="Education"
          options={EDUCATION_OPTIONS}
          value={values.education}
          onValueChange={(value) => onChange("education", value)}
          error={errors.education}
        />
        <ChoiceField
          label="Occupation"
          options={OCCUPATION_OPTIONS}
          value={values.occupation}
          onValueChange={(value) => onChange("occupation", value)}
          error={errors.occupation}
        />
        <ChoiceField
          label="Race or ethnicity"
          options={RACE_OPTIONS}
          value={values.race}
          onValueChange={(value) => onChange("race", value)}
          error={errors.race}
        />
      </div>
      {values.race === OTHER_PLEASE_SPECIFY ? (
        <OtherTextField
          value={values.raceOther}
          onChange={(text) => onChange("raceOther", text)}
          error={errors.raceOther}
        />
      ) : null}
      <MultiChoice
        label="Languages you speak"
        description="Choose at least one."
        options={LANGUAGE_OPTIONS}
        value={values.language}
        onValueChange={(language) => onChange("language", language)}
        error={errors.language}
        columns={3}
        required
      />
    </>
  );
}
