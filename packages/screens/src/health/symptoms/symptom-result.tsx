import {
  MRS_BANDS,
  MRS_SUBSCALE_MAX,
  MRS_SUBSCALES,
  type MrsBand,
  type MrsSubscale,
  type SymptomEntry,
} from "@pkg/contracts";
import { Badge, type BadgeProps } from "@pkg/ui";

import { changeSince, formatDay } from "../shared/health-format";

export const SUBSCALE_LABELS: Record<MrsSubscale, string> = {
  somatic: "Somatic",
  psychological: "Psychological",
  urogenital: "Urogenital",
};

/** The band's words ('Moderate'). */
export const bandLabel = (band: MrsBand) => MRS_BANDS.find((item) => item.slug === band)?.label ?? band;

const bandVariants: Record<MrsBand, BadgeProps["variant"]> = {
  none: "success",
  mild: "info",
  moderate: "warning",
  severe: "destructive",
};

export type SymptomResultProps = {
  /** The check-in shown (it has a score). */
  entry: SymptomEntry;
  /** The check-in before it, for what changed; none before the second. */
  previous?: SymptomEntry | null;
  /** The heading's level in the page. */
  headingLevel?: 2 | 3;
};

/**
 * A check-in's result: the total out of 44 with its band in words, the change since the
 * check-in before, and the three subscales out of their highest.
 */
export function SymptomResult({ entry, previous, headingLevel = 2 }: SymptomResultProps) {
  const score = entry.score;
  if (!score) return null;
  const Heading = `h${headingLevel}` as const;
  const before = previous?.score ?? null;
  return (
    <section
      aria-labelledby={`result-${entry.id}`}
      className="flex flex-col gap-4"
      data-slot="symptom-result"
    >
      <Heading id={`result-${entry.id}`} className="text-lg font-semibold">
        Your check-in on {formatDay(entry.localDate)}
      </Heading>
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-2">
        <p className="text-display font-semibold tabular-nums">
          {score.total}
          <span className="text-base font-normal text-muted-foreground"> of 44</span>
        </p>
        <Badge variant={bandVariants[score.band]}>{bandLabel(score.band)}</Badge>
        {before && previous ? (
          <p className="text-sm text-muted-foreground">
            {changeSince(score.total - before.total, previous.localDate)}
          </p>
        ) : null}
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        {MRS_SUBSCALES.map((subscale) => (
          <div key={subscale} className="flex flex-col rounded-md border border-border px-3 py-2">
            <dt className="text-sm text-muted-foreground">{SUBSCALE_LABELS[subscale]}</dt>
            <dd className="font-semibold tabular-nums">
              {score.subscales[subscale]} of {MRS_SUBSCALE_MAX[subscale]}
              {before ? (
                <span className="ms-2 text-caption font-normal text-muted-foreground">
                  {changeSince(score.subscales[subscale] - before.subscales[subscale], previous!.localDate)}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
