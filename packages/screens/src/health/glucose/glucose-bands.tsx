import {
  fromMgDl,
  GLUCOSE_LIMITS,
  GLUCOSE_LOW_BELOW,
  GLUCOSE_SEEK_CARE_ADVICE,
  glucoseBandLabel,
  glucoseTarget,
  type GlucoseBand,
  type GlucoseMeasurementType,
  type GlucoseSeekCare,
  type GlucoseUnit,
} from "@pkg/contracts";
import { Alert, AlertDescription, AlertTitle, Badge, cn, type BadgeProps } from "@pkg/ui";
import { TriangleAlert } from "lucide-react";

/** The badge colour of each band; the band's words always go with it. */
export const glucoseBandVariant: Record<GlucoseBand, NonNullable<BadgeProps["variant"]>> = {
  low: "destructive",
  "below-target": "warning",
  "in-range": "success",
  raised: "warning",
  high: "destructive",
};

const stripClass: Record<GlucoseBand, string> = {
  low: "bg-destructive",
  "below-target": "bg-warning",
  "in-range": "bg-success",
  raised: "bg-warning",
  high: "bg-destructive",
};

/** A reading's band in words, on its colour. */
export function GlucoseBandBadge({ band, className }: { band: GlucoseBand; className?: string }) {
  return (
    <Badge variant={glucoseBandVariant[band]} size="md" className={className}>
      {glucoseBandLabel(band)}
    </Badge>
  );
}

type BandRange = { band: GlucoseBand; from: number; to: number };

/** The bands a type's readings fall in, low to high, with their ranges in mg/dL (both ends included). */
export function glucoseBandRanges(type: GlucoseMeasurementType, hasDiabetes: boolean): BandRange[] {
  const target = glucoseTarget(type, hasDiabetes);
  const ranges: BandRange[] = [{ band: "low", from: GLUCOSE_LIMITS["mg/dL"].min, to: GLUCOSE_LOW_BELOW - 1 }];
  if (target.low > GLUCOSE_LOW_BELOW)
    ranges.push({ band: "below-target", from: GLUCOSE_LOW_BELOW, to: target.low - 1 });
  ranges.push({ band: "in-range", from: target.low, to: target.high });
  if (target.raisedTo !== null) ranges.push({ band: "raised", from: target.high + 1, to: target.raisedTo });
  ranges.push({ band: "high", from: (target.raisedTo ?? target.high) + 1, to: GLUCOSE_LIMITS["mg/dL"].max });
  return ranges;
}

/** A band's range in the person's unit: "below 70 mg/dL", "70–99 mg/dL", "126 mg/dL or more". */
export function bandRangeText(range: BandRange, unit: GlucoseUnit): string {
  const value = (mgDl: number) => (unit === "mg/dL" ? String(mgDl) : fromMgDl(mgDl, unit).toFixed(1));
  if (range.band === "low") return `below ${value(range.to + 1)} ${unit}`;
  if (range.band === "high") return `${value(range.from)} ${unit} or more`;
  return `${value(range.from)}–${value(range.to)} ${unit}`;
}

export type GlucoseBandScaleProps = {
  band: GlucoseBand;
  measurementType: GlucoseMeasurementType;
  hasDiabetes: boolean;
  unit: GlucoseUnit;
  className?: string;
};

/**
 * The bands of a reading's type side by side, each with its words and range, the reading's band
 * marked with a thicker border and "Your reading" (never by colour alone).
 */
export function GlucoseBandScale({
  band,
  measurementType,
  hasDiabetes,
  unit,
  className,
}: GlucoseBandScaleProps) {
  const ranges = glucoseBandRanges(measurementType, hasDiabetes);
  return (
    <ol aria-label="Glucose bands for this type of reading" className={cn("flex flex-wrap gap-1", className)}>
      {ranges.map((range) => {
        const current = range.band === band;
        return (
          <li
            key={range.band}
            aria-current={current ? "true" : undefined}
            className={cn(
              "flex min-w-24 flex-1 flex-col gap-1 rounded-md border p-2 text-xs",
              current ? "border-2 border-foreground font-semibold" : "border-border text-muted-foreground",
            )}
          >
            <span aria-hidden className={cn("h-2 rounded-full", stripClass[range.band])} />
            <span className="text-foreground">{glucoseBandLabel(range.band)}</span>
            <span>{bandRangeText(range, unit)}</span>
            {current ? <span className="text-foreground">Your reading</span> : null}
          </li>
        );
      })}
    </ol>
  );
}

/** The seek-care advice for an extreme reading, announced at once. */
export function GlucoseSeekCareAlert({ seekCare, id }: { seekCare: GlucoseSeekCare; id?: string }) {
  const advice = GLUCOSE_SEEK_CARE_ADVICE[seekCare];
  return (
    <Alert id={id} variant="destructive" role="alert" icon={<TriangleAlert />}>
      <AlertTitle>{advice.title}</AlertTitle>
      <AlertDescription>{advice.body}</AlertDescription>
    </Alert>
  );
}
