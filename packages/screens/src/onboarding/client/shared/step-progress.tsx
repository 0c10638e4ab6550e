import { cn } from "@pkg/ui";

export type StepProgressProps = {
  /** The current step, from 0. */
  current: number;
  /** How many steps the flow has (the client flow: 8). */
  total: number;
  className?: string;
};

/**
 * A row of steps (spec section 4): a step below the current one is completed, the current one is
 * current, the rest are upcoming (`current` equal to `total`: every step is completed). Its visible text says where the person is; each segment also
 * says its state to assistive technology.
 */
export function StepProgress({ current, total, className }: StepProgressProps) {
  return (
    <nav
      aria-label="Onboarding progress"
      data-slot="step-progress"
      className={cn("flex flex-col gap-2", className)}
    >
      <p className="text-caption font-medium text-muted-foreground">
        {current < total ? (
          <>
            Step {current + 1} of {total}
          </>
        ) : (
          "All steps completed"
        )}
      </p>
      <ol className="flex gap-1.5">
        {Array.from({ length: total }, (_, index) => {
          const state = index < current ? "completed" : index === current ? "current" : "upcoming";
          return (
            <li
              key={index}
              data-state={state}
              aria-current={state === "current" ? "step" : undefined}
              className={cn(
                "h-1.5 flex-1 rounded-full bg-muted",
                state === "completed" && "bg-primary",
                state === "current" && "bg-primary/60",
              )}
            >
              <span className="sr-only">
                Step {index + 1}, {state}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
