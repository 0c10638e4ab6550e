import { FOCUS_AREA_OPTIONS, MAX_CUSTOM_NICHES, MAX_FOCUS_AREAS } from "@pkg/contracts";
import { Button, ChipGroup, ChipGroupItem, ChipPill, Field, Input } from "@pkg/ui";
import * as React from "react";

import { focusAreaPlacesTaken, OTHER_NICHE, type FocusAreasValues } from "./use-focus-areas-form";

/** What the focus-areas fields edit: the chosen chips, the own niches and the niche being typed. */
export type FocusAreasChoice = Pick<FocusAreasValues, "chips" | "customNiches" | "nicheText">;

export type FocusAreasFieldsProps = {
  values: FocusAreasChoice;
  errors: { chips?: string | undefined; nicheText?: string | undefined };
  onChange: {
    (field: "chips" | "customNiches", value: string[]): void;
    (field: "nicheText", value: string): void;
  };
  /** 'Add niche': the typed niche becomes a pill. */
  onAddNiche: () => void;
  /** The chips offered: every focus area, or those a search found ('Other' among them). */
  options?: readonly string[];
  /** The count also says the rule ('Choose 1 to 5: …'), where nothing above says it. */
  sayRule?: boolean;
  /** What stands between the chips and the niches (a search's "no match"). */
  afterChips?: React.ReactNode;
};

/**
 * Focus areas, as the onboarding and Settings ask them: chips in rows of up to 3, 1 to 5 chosen
 * (the rest disabled at 5), and 'Other', which asks for a niche of one's own that becomes a pill.
 * The parts stand side by side in the form's own column.
 */
export function FocusAreasFields({
  values,
  errors,
  onChange,
  onAddNiche,
  options = FOCUS_AREA_OPTIONS,
  sayRule = false,
  afterChips,
}: FocusAreasFieldsProps) {
  const nichesLabelId = React.useId();
  const count = focusAreaPlacesTaken(values);
  const otherChosen = values.chips.includes(OTHER_NICHE);
  const pillsFull = values.customNiches.length >= MAX_CUSTOM_NICHES;
  const chosen = `${count} of ${MAX_FOCUS_AREAS} chosen`;

  return (
    <>
      <Field
        group
        label="Focus areas"
        description={
          count >= MAX_FOCUS_AREAS
            ? `You chose ${MAX_FOCUS_AREAS}, the most you can choose. Clear one to choose another.`
            : sayRule
              ? `Choose 1 to ${MAX_FOCUS_AREAS}: ${chosen}`
              : chosen
        }
        error={errors.chips}
        required
      >
        <ChipGroup
          perRow={3}
          data-field="chips"
          // Chips (with 'Other') and niches share the places: the chips get what the niches leave.
          max={Math.max(0, MAX_FOCUS_AREAS - values.customNiches.length)}
          value={values.chips}
          onValueChange={(chips) => onChange("chips", chips)}
        >
          {options.map((option) => (
            <ChipGroupItem
              key={option}
              value={option}
              disabled={option === OTHER_NICHE && pillsFull && !otherChosen}
            >
              {option}
            </ChipGroupItem>
          ))}
        </ChipGroup>
      </Field>
      {afterChips}

      {values.customNiches.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p id={nichesLabelId} className="text-sm font-medium">
            Your niches
          </p>
          <ul aria-labelledby={nichesLabelId} className="flex flex-wrap gap-2">
            {values.customNiches.map((niche) => (
              <li key={niche}>
                <ChipPill
                  onRemove={() =>
                    onChange(
                      "customNiches",
                      values.customNiches.filter((item) => item !== niche),
                    )
                  }
                >
                  {niche}
                </ChipPill>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {otherChosen ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <Field label="Please specify your niche" error={errors.nicheText} required className="flex-1">
            <Input
              data-field="nicheText"
              value={values.nicheText}
              maxLength={200}
              onChange={(event) => onChange("nicheText", event.target.value)}
              onKeyDown={(event) => {
                // Enter adds the niche instead of submitting the form.
                if (event.key === "Enter") {
                  event.preventDefault();
                  onAddNiche();
                }
              }}
            />
          </Field>
          <Button variant="secondary" className="sm:mt-7" onClick={onAddNiche}>
            Add niche
          </Button>
        </div>
      ) : null}
    </>
  );
}
