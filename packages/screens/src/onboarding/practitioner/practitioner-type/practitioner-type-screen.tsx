import { OTHER_PLEASE_SPECIFY, PRACTITIONER_CATEGORIES } from "@pkg/contracts";
import { Combobox, Field, Input } from "@pkg/ui";

import { HelpTip, PractitionerStepLayout, type PractitionerStepScreenProps } from "../shared";
import type { PractitionerTypeField, PractitionerTypeValues } from "./use-practitioner-type-form";

export type PractitionerTypeScreenProps = PractitionerStepScreenProps<
  PractitionerTypeValues,
  PractitionerTypeField
>;

const replaceAt = (list: readonly string[], index: number, value: string) =>
  list.map((item, position) => (position === index ? value : item));

/**
 * Step 0, practitioner type (`/select-type`): one searchable dropdown per category, each with
 * its help; 'Other (please specify)' asks for the text that replaces it. Next is enabled once all
 * five are answered.
 */
export function PractitionerTypeScreen({
  values,
  errors = {},
  onChange,
  ...layout
}: PractitionerTypeScreenProps) {
  return (
    <PractitionerStepLayout
      step={0}
      title="What type of practitioner are you?"
      description="Choose one answer in each of the five categories. Search a list by typing."
      {...layout}
    >
      <div className="grid gap-6">
        {PRACTITIONER_CATEGORIES.map((category, index) => (
          <div key={category.id} className="flex flex-col gap-3">
            <div className="relative">
              <Field label={category.label} error={errors[`type.${index}`]} required>
                <Combobox
                  className="w-full"
                  options={category.options.map((option) => ({ value: option, label: option }))}
                  value={values.types[index] ?? ""}
                  onValueChange={(value) => onChange("types", replaceAt(values.types, index, value))}
                  placeholder="Choose…"
                  searchLabel={`Search ${category.label}`}
                />
              </Field>
              <HelpTip label={`About ${category.label}`} className="absolute top-0 right-0">
                {category.tooltip}
              </HelpTip>
            </div>
            {values.types[index] === OTHER_PLEASE_SPECIFY ? (
              <Field label={`Please specify: ${category.label}`} error={errors[`other.${index}`]} required>
                <Input
                  value={values.otherTexts[index] ?? ""}
                  maxLength={200}
                  onChange={(event) =>
                    onChange("otherTexts", replaceAt(values.otherTexts, index, event.target.value))
                  }
                />
              </Field>
            ) : null}
          </div>
        ))}
      </div>
    </PractitionerStepLayout>
  );
}
