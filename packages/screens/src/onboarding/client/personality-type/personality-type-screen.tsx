import { ENNEAGRAM_TYPES, SIXTEEN_PERSONALITY_TYPES } from "@pkg/contracts";
import {
  Field,
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from "@pkg/ui";

import { ClientStepLayout, SingleChoice, type ClientStepLayoutProps } from "../shared";
import {
  PERSONALITY_PATHS,
  type PersonalityPath,
  type PersonalityTypeField,
  type PersonalityTypeValues,
} from "./use-personality-type-form";

export type PersonalityTypeScreenProps = Pick<
  ClientStepLayoutProps,
  "onBack" | "onContinue" | "onSkip" | "stepHeader"
> & {
  values: PersonalityTypeValues;
  errors?: Partial<Record<PersonalityTypeField, string>>;
  onChange: <K extends keyof PersonalityTypeValues>(field: K, value: PersonalityTypeValues[K]) => void;
};

const pathByLabel = new Map<string, PersonalityPath>(
  PERSONALITY_PATHS.map((path) => [path.label, path.value]),
);
const labelByPath = new Map<string, string>(PERSONALITY_PATHS.map((path) => [path.value, path.label]));

/**
 * Step 6, Personality type (`/personality-type`): take a quick test, give a known type (one of
 * the 16 four-letter types or the nine enneagram types, required on that path) or leave it for
 * later.
 */
export function PersonalityTypeScreen({
  values,
  errors = {},
  onChange,
  ...layout
}: PersonalityTypeScreenProps) {
  return (
    <ClientStepLayout
      step={6}
      title="Do you know your personality type?"
      description="Knowing how you like to work helps us suggest habits that stick."
      continueActive={values.path !== ""}
      {...layout}
    >
      <SingleChoice
        label="Your personality type"
        options={PERSONALITY_PATHS.map((path) => path.label)}
        value={labelByPath.get(values.path) ?? ""}
        onValueChange={(label) => onChange("path", pathByLabel.get(label) ?? "")}
        columns={1}
      />
      {values.path === "known" ? (
        <Field label="Your type" error={errors.personalityType} required>
          <Select value={values.personalityType} onValueChange={(type) => onChange("personalityType", type)}>
            <SelectTrigger className="w-full md:w-64">
              <SelectValue placeholder="Choose your type" />
            </SelectTrigger>
            <SelectContent>
              <SelectGroup>
                <SelectLabel>16 personalities</SelectLabel>
                {SIXTEEN_PERSONALITY_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {type}
                  </SelectItem>
                ))}
              </SelectGroup>
              <SelectGroup>
                <SelectLabel>Enneagram</SelectLabel>
                {ENNEAGRAM_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {type}
                  </SelectItem>
                ))}
              </SelectGroup>
            </SelectContent>
          </Select>
        </Field>
      ) : null}
    </ClientStepLayout>
  );
}
