import {
  formatGlucose,
  GLUCOSE_SEEK_CARE_ADVICE,
  glucoseBandLabel,
  glucoseMeasurementTypeLabel,
  MOOD_LABELS,
  moodLabel,
  MRS_BANDS,
  MRS_SUBSCALE_MAX,
  MRS_SUBSCALES,
  type GlucoseUnit,
} from "@pkg/contracts";
import { Alert, AlertDescription, AlertTitle, Badge, Button, Field } from "@pkg/ui";
import * as React from "react";

import { ScreenLink } from "../../environment";
import { OptionSelect } from "../../shared/option-select";
import { ErrorAlert } from "../shared/form-parts";
import { SectionCard } from "../shared/section-card";
import type { HealthSnapshotData, ReportFormat, SnapshotLinks } from "./snapshot-types";

const LINK = "text-sm font-medium text-primary underline-offset-4 hover:underline";
const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** A local day as "Oct 12". */
export function shortDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** The day `days` before a local day (`YYYY-MM-DD`). */
export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

const SUBSCALE_NAMES = { somatic: "Body", psychological: "Mind", urogenital: "Urogenital" } as const;

/** The latest check-in: total, band, subscales and the change since the previous one. */
export function CheckInCard({
  checkIn,
  links,
}: {
  checkIn: HealthSnapshotData["checkIn"];
  links: SnapshotLinks;
}) {
  const score = checkIn.latest?.score;
  const band = score ? MRS_BANDS.find((entry) => entry.slug === score.band) : undefined;
  const change = checkIn.change;
  return (
    <SectionCard
      title="Symptom check-in"
      description={
        checkIn.todayDone
          ? "You have checked in today."
          : "How are your symptoms today? It takes two minutes."
      }
      contentClassName="flex flex-col gap-4"
    >
      {score && checkIn.latest ? (
        <>
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <p className="text-3xl font-semibold tabular-nums">
              {score.total}
              <span className="text-base font-normal text-muted-foreground"> / 44</span>
            </p>
            <Badge
              variant={
                score.band === "severe" ? "destructive" : score.band === "moderate" ? "warning" : "secondary"
              }
            >
              {band?.label}
            </Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            MRS total on {shortDay(checkIn.latest.localDate)}
            {change === null || !checkIn.previous
              ? "."
              : change === 0
                ? `, the same as on ${shortDay(checkIn.previous.localDate)}.`
                : `, ${Math.abs(change)} ${Math.abs(change) === 1 ? "point" : "points"} ${change < 0 ? "lower (better)" : "higher"} than on ${shortDay(checkIn.previous.localDate)}.`}
          </p>
          <dl className="grid grid-cols-3 gap-2 text-sm">
            {MRS_SUBSCALES.map((subscale) => (
              <div key={subscale} className="rounded-md border p-2">
                <dt className="text-muted-foreground">{SUBSCALE_NAMES[subscale]}</dt>
                <dd className="font-medium tabular-nums">
                  {score.subscales[subscale]} / {MRS_SUBSCALE_MAX[subscale]}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">No check-in yet.</p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button asChild variant={checkIn.todayDone ? "outline" : "primary"}>
          <ScreenLink to={links.symptoms}>
            {checkIn.todayDone ? "See your check-ins" : "Take today's check-in"}
          </ScreenLink>
        </Button>
      </div>
    </SectionCard>
  );
}

/** The mood streak, the last mood and one tap to log today's. */
export function MoodCard({
  mood,
  links,
  onLogMood,
  loggingMood,
  moodError,
}: {
  mood: HealthSnapshotData["mood"];
  links: SnapshotLinks;
  onLogMood: (mood: number) => void;
  loggingMood: boolean;
  moodError: string | null;
}) {
  const streak = mood.streak.days;
  return (
    <SectionCard
      title="Mood"
      description={
        <>
          {streak > 0 ? `${streak}-day streak.` : "No streak yet: log a mood each day to start one."}
          {mood.latest
            ? ` Last mood: ${moodLabel(mood.latest.mood)} on ${shortDay(mood.latest.localDate)}.`
            : ""}
        </>
      }
      contentClassName="flex flex-col gap-3"
    >
      {mood.todayLogged && mood.latest ? (
        <p className="text-sm">You logged {moodLabel(mood.latest.mood)} today.</p>
      ) : (
        <fieldset className="flex flex-col gap-2" disabled={loggingMood}>
          <legend className="mb-1 text-sm font-medium">How do you feel today?</legend>
          <div className="flex flex-wrap gap-2">
            {MOOD_LABELS.map((label, index) => (
              <Button key={label} variant="outline" size="sm" onClick={() => onLogMood(index + 1)}>
                {label}
              </Button>
            ))}
          </div>
        </fieldset>
      )}
      <ErrorAlert message={moodError} />
      <ScreenLink to={links.mood} className={LINK}>
        Your mood calendar
      </ScreenLink>
    </SectionCard>
  );
}

/** The latest glucose reading with its range in words, and the seek-care advice when extreme. */
export function GlucoseCard({
  glucose,
  unit,
  links,
}: {
  glucose: HealthSnapshotData["glucose"];
  unit: GlucoseUnit;
  links: SnapshotLinks;
}) {
  const latest = glucose.latest;
  const advice = latest?.seekCare ? GLUCOSE_SEEK_CARE_ADVICE[latest.seekCare] : null;
  return (
    <SectionCard
      title="Glucose"
      description={
        glucose.last7DaysAverageMgDl !== null
          ? `7-day average ${formatGlucose(glucose.last7DaysAverageMgDl, unit)}.`
          : "No readings in the last 7 days."
      }
      contentClassName="flex flex-col gap-3"
    >
      {latest ? (
        <>
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <p className="text-3xl font-semibold tabular-nums">{formatGlucose(latest.valueMgDl, unit)}</p>
            <Badge
              variant={
                latest.band === "in-range"
                  ? "success"
                  : latest.band === "raised" || latest.band === "below-target"
                    ? "warning"
                    : "destructive"
              }
            >
              {glucoseBandLabel(latest.band)}
            </Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            Latest reading: {glucoseMeasurementTypeLabel(latest.measurementType)},{" "}
            {shortDay(latest.localDate)}.
          </p>
          {advice ? (
            <Alert variant="destructive">
              <AlertTitle>{advice.title}</AlertTitle>
              <AlertDescription>{advice.body}</AlertDescription>
            </Alert>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">No glucose readings yet.</p>
      )}
      <ScreenLink to={links.glucose} className={LINK}>
        {latest ? "Log a reading" : "Log your first reading"}
      </ScreenLink>
    </SectionCard>
  );
}

const PERIODS = [
  { days: 30, label: "Last 30 days" },
  { days: 90, label: "Last 90 days" },
  { days: 365, label: "Last 12 months" },
] as const;
const PERIOD_OPTIONS = PERIODS.map((period) => ({ value: String(period.days), label: period.label }));

/** A clinician-ready PDF or a FHIR export of a chosen period. */
export function ReportCard({
  today,
  onDownload,
  downloading,
  error,
}: {
  today: string;
  onDownload: (format: ReportFormat, from: string, to: string) => void;
  downloading: ReportFormat | null;
  error: string | null;
}) {
  const [days, setDays] = React.useState("90");
  const from = daysBefore(today, Number(days) - 1);
  return (
    <SectionCard
      title="Share with your clinician"
      description="A PDF report of your check-ins, glucose, mood and health history, or the same data as a FHIR R4 file for health records systems."
      contentClassName="flex flex-col gap-4"
    >
      <Field label="Period" className="max-w-xs">
        <OptionSelect value={days} onValueChange={setDays} options={PERIOD_OPTIONS} />
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button
          onClick={() => onDownload("pdf", from, today)}
          loading={downloading === "pdf"}
          disabled={downloading !== null}
        >
          Download PDF report
        </Button>
        <Button
          variant="outline"
          onClick={() => onDownload("fhir", from, today)}
          loading={downloading === "fhir"}
          disabled={downloading !== null}
        >
          Download FHIR export
        </Button>
      </div>
      <ErrorAlert message={error} />
    </SectionCard>
  );
}
