import { FOCUS_AREA_OPTIONS, MAX_FOCUS_AREAS } from "@pkg/contracts";
import { Button, Input } from "@pkg/ui";
import { Lightbulb, Search } from "lucide-react";
import * as React from "react";

import { PractitionerStepLayout, type PractitionerStepScreenProps } from "../shared";
import { FocusAreasFields } from "./focus-areas-fields";
import { OTHER_NICHE, type FocusAreasField, type FocusAreasValues } from "./use-focus-areas-form";

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
  // 'Other' stays in view: what the search does not find can be added as a niche.
  const shown = FOCUS_AREA_OPTIONS.filter(
    (option) => option === OTHER_NICHE || matches(option, values.search),
  );

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

      <FocusAreasFields
        values={values}
        errors={errors}
        onChange={onChange}
        onAddNiche={onAddNiche}
        options={shown}
        afterChips={
          shown.length === 1 && values.search.trim() ? (
            <p role="status" className="text-sm text-muted-foreground">
              No focus area matches “{values.search.trim()}”. Choose Other to add it as your own.
            </p>
          ) : null
        }
      />
    </PractitionerStepLayout>
  );
}
