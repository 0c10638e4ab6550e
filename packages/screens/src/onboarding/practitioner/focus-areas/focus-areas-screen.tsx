import { FOCUS_AREA_OPTIONS, MAX_CUSTOM_NICHES, MAX_FOCUS_AREAS } from "@pkg/contracts";
import { Button, ChipGroup, ChipGroupItem, ChipPill, Field, Input } from "@pkg/ui";
import { Lightbulb, Search } from "lucide-react";
import * as React from "react";

import { PractitionerStepLayout, type PractitionerStepScreenProps } from "../shared";
import {
  focusAreaPlacesTaken,
  OTHER_NICHE,
  type FocusAreasField,
  type FocusAreasValues,
} from "./use-focus-areas-form";

export type FocusAreasScreenProps = PractitionerStepScreenProps<FocusAreasValues, FocusAreasField> & {
  /** 'Add niche': the typed niche becomes a pill (the form hook's `onAddNiche`). */
  onAddNiche: () => void;
  /** Whether the 'Got It' tip is dismissed (held by the screen when not given). */
  tipDismissed?: boolean;
  onTipDismiss?: () => void;
};

const matches = (option: string, search: string) =>
  option.toLowerCase().includes(search.trim().toLowerCase());

/**
 * Step 1, focus areas (`/onboarding-welcome`): chips in rows of up to 3, filtered by the search
 * box; 1 to 5 chosen (the rest disabled at 5); 'Other' asks for a niche that becomes a pill.
 */
export function FocusAreasScreen({
  values,
  errors = {},
  onChange,
  onAddNiche,
  tipDismissed: tipDismissedProp,
  onTipDismiss,
  ...layout
}: FocusAreasScreenProps) {
  const [tipDismissedState, setTipDismissed] = React.useState(false);
  const tipDismissed = tipDismissedProp ?? tipDismissedState;
  const count = focusAreaPlacesTaken(values);
  // 'Other' stays in view: what the search does not find can be added as a niche.
  const shown = FOCUS_AREA_OPTIONS.filter(
    (option) => option === OTHER_NICHE || matches(option, values.search),
  );
  const otherChosen = values.chips.includes(OTHER_NICHE);
  const pillsFull = values.customNiches.length >= MAX_CUSTOM_NICHES;

  return (
    <PractitionerStepLayout
      step={1}
      title="What are your primary focus areas?"
      description={`Choose 1 to ${MAX_FOCUS_AREAS}. They help us match clients and content to your practice.`}
      {...layout}
    >
      {tipDismissed ? null : (
        <div
          role="note"
          className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center"
        >
          <Lightbulb aria-hidden className="size-5 shrink-0 text-primary" />
          <p className="flex-1 text-sm">You can update your focus areas anytime from your dashboard.</p>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setTipDismissed(true);
              onTipDismiss?.();
            }}
          >
            Got It
          </Button>
        </div>
      )}

      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search focus areas"
          placeholder="Search focus areas"
          className="ps-9"
          value={values.search}
          onChange={(event) => onChange("search", event.target.value)}
        />
      </div>

      <Field
        group
        label="Focus areas"
        description={
          count >= MAX_FOCUS_AREAS
            ? `You chose ${MAX_FOCUS_AREAS}, the most you can choose. Clear one to choose another.`
            : `${count} of ${MAX_FOCUS_AREAS} chosen`
        }
        error={errors.chips}
        required
      >
        <ChipGroup
          perRow={3}
          // Chips (with 'Other') and niches share the places: the chips get what the niches leave.
          max={Math.max(0, MAX_FOCUS_AREAS - values.customNiches.length)}
          value={values.chips}
          onValueChange={(chips) => onChange("chips", chips)}
        >
          {shown.map((option) => (
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
      {shown.length === 1 && values.search.trim() ? (
        <p role="status" className="text-sm text-muted-foreground">
          No focus area matches “{values.search.trim()}”. Choose Other to add it as your own.
        </p>
      ) : null}

      {values.customNiches.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p id="custom-niches-label" className="text-sm font-medium">
            Your niches
          </p>
          <ul aria-labelledby="custom-niches-label" className="flex flex-wrap gap-2">
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
              value={values.nicheText}
              maxLength={200}
              onChange={(event) => onChange("nicheText", event.target.value)}
              onKeyDown={(event) => {
                // Enter adds the niche instead of submitting the step.
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
    </PractitionerStepLayout>
  );
}
