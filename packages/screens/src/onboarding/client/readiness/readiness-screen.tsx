import { READINESS_MAX, READINESS_MIN, readinessLabel } from "@pkg/contracts";
import { Field } from "@pkg/ui";

import { ClientStepLayout, type ClientStepLayoutProps } from "../shared";

export type ReadinessScreenProps = Pick<
  ClientStepLayoutProps,
  "onBack" | "onContinue" | "onSkip" | "stepHeader"
> & {
  /** The slider's position, 0 to 10. */
  readiness: number;
  error?: string;
  onReadinessChange: (readiness: number) => void;
};

/**
 * Step 7, Readiness (`/readiness`): a 0–10 slider, step 1, starting at 2; Continue is always active
 * (spec section 5).
 *
 * The slider has eleven positions and the spec ten labels. `readinessLabel` from the contracts
 * maps them: 0 and 1 both read 'I'm just exploring right now' (not started yet), and each position
 * from 2 to 10 reads the next label, so 2 is 'Thinking about it' and 10 'Fully committed'.
 */
export function ReadinessScreen({ readiness, error, onReadinessChange, ...layout }: ReadinessScreenProps) {
  const label = readinessLabel(readiness);
  return (
    <ClientStepLayout
      step={7}
      title="How ready are you to make changes?"
      description="There is no wrong answer: it helps us pace your plan."
      continueActive
      {...layout}
    >
      <Field label="Your readiness" description="0 means not yet, 10 means fully committed." error={error}>
        {(control) => (
          <div className="flex flex-col gap-3">
            <output
              htmlFor={control.id}
              className="flex items-baseline gap-3 rounded-md border border-border bg-card px-4 py-3"
            >
              <span className="text-display font-semibold text-primary">{readiness}</span>
              <span className="text-base font-medium">{label}</span>
            </output>
            <input
              type="range"
              {...control}
              min={READINESS_MIN}
              max={READINESS_MAX}
              step={1}
              value={readiness}
              aria-valuetext={`${readiness}: ${label}`}
              onChange={(event) => onReadinessChange(Number(event.target.value))}
              className="h-2 w-full cursor-pointer accent-primary"
            />
            <div aria-hidden="true" className="flex justify-between text-caption text-muted-foreground">
              {Array.from({ length: READINESS_MAX - READINESS_MIN + 1 }, (_, index) => (
                <span key={index} className="w-4 text-center">
                  {READINESS_MIN + index}
                </span>
              ))}
            </div>
          </div>
        )}
      </Field>
    </ClientStepLayout>
  );
}
