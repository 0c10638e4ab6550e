import {
  formatGlucose,
  glucoseMeasurementTypeLabel,
  moodLabel,
  MRS_SUBSCALE_MAX,
  MRS_SUBSCALES,
  type CareAlert,
  type GlucoseUnit,
  type HealthSnapshot,
  type HormoneTherapyCaution,
  type MrsBand,
} from "@pkg/contracts";
import { Badge, type BadgeProps } from "@pkg/ui";
import { LineChart } from "@pkg/ui/charts";
import { TriangleAlert } from "lucide-react";

import { GlucoseBandBadge } from "../../health/glucose";
import { formatCareDate, formatCareDay } from "../shared/care-dates";
import { SectionCard } from "../../health/shared/section-card";
import { bandLabel } from "../../health/symptoms";
import { points } from "./client-page-format";

const BAND_VARIANTS: Record<MrsBand, NonNullable<BadgeProps["variant"]>> = {
  none: "success",
  mild: "info",
  moderate: "warning",
  severe: "destructive",
};

const SUBSCALE_NAMES = { somatic: "Body", psychological: "Mind", urogenital: "Urogenital" } as const;

/** The same lines as the client's own snapshot draws. */
const TREND_SERIES = [
  { key: "total", label: "MRS total" },
  { key: "somatic", label: "Body" },
  { key: "psychological", label: "Mind" },
  { key: "urogenital", label: "Urogenital" },
];

/**
 * The hormone-therapy cautions found in the client's health history, highlighted: what, and where
 * it was written. A prompt to talk through with the client's clinician, never a diagnosis.
 */
export function CautionList({ cautions, id }: { cautions: HormoneTherapyCaution[]; id: string }) {
  if (cautions.length === 0) return null;
  return (
    <section
      aria-labelledby={id}
      data-slot="hormone-therapy-cautions"
      className="flex gap-3 rounded-lg border border-warning/60 bg-warning/10 px-4 py-3 text-sm"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
      <div className="flex flex-col gap-2">
        <h2 id={id} className="font-semibold">
          Cautions for hormone therapy
        </h2>
        <ul className="flex flex-col gap-1">
          {cautions.map((caution) => (
            <li key={caution.id}>
              <span className="font-medium">{caution.label}</span>{" "}
              <span className="text-muted-foreground">(from: {caution.source})</span>
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground">
          Found in their health history. Talk these through with the client and their clinician before hormone
          therapy: a match is a prompt to ask, not a diagnosis.
        </p>
      </div>
    </section>
  );
}

function CheckInSummary({ checkIn }: { checkIn: HealthSnapshot["checkIn"] }) {
  const latest = checkIn.latest;
  const score = latest?.score;
  const previous = checkIn.previous;
  const change = checkIn.change;
  return (
    <SectionCard title="Latest check-in" contentClassName="flex flex-col gap-3">
      {latest && score ? (
        <>
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <p className="text-3xl font-semibold tabular-nums">
              {score.total}
              <span className="text-base font-normal text-muted-foreground"> / 44</span>
            </p>
            <Badge variant={BAND_VARIANTS[score.band]}>{bandLabel(score.band)}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            MRS total on {formatCareDay(latest.localDate)}
            {change === null || !previous
              ? ": their first check-in."
              : change === 0
                ? `, the same as on ${formatCareDay(previous.localDate)}.`
                : `, ${points(Math.abs(change))} ${change < 0 ? "lower (better)" : "higher (worse)"} than on ${formatCareDay(previous.localDate)}.`}
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
    </SectionCard>
  );
}

function MoodSummary({ mood }: { mood: HealthSnapshot["mood"] }) {
  const latest = mood.latest;
  return (
    <SectionCard title="Latest mood" contentClassName="flex flex-col gap-2">
      {latest ? (
        <>
          <p className="text-3xl font-semibold">
            <span className="tabular-nums">{latest.mood}</span>{" "}
            <span className="text-xl font-medium">{moodLabel(latest.mood)}</span>
          </p>
          <p className="text-sm text-muted-foreground">
            On {formatCareDay(latest.localDate)}.{" "}
            {mood.streak.days > 0 ? `${mood.streak.days}-day streak.` : "No current streak."}
          </p>
          {latest.note ? <p className="text-sm break-words">“{latest.note}”</p> : null}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">No mood logged yet.</p>
      )}
    </SectionCard>
  );
}

function GlucoseSummary({ glucose, unit }: { glucose: HealthSnapshot["glucose"]; unit: GlucoseUnit }) {
  const latest = glucose.latest;
  return (
    <SectionCard title="Latest glucose" contentClassName="flex flex-col gap-2">
      {latest ? (
        <>
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <p className="text-3xl font-semibold tabular-nums">{formatGlucose(latest.valueMgDl, unit)}</p>
            <GlucoseBandBadge band={latest.band} />
          </div>
          <p className="text-sm text-muted-foreground">
            {glucoseMeasurementTypeLabel(latest.measurementType)}, {formatCareDay(latest.localDate)}.
          </p>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">No glucose readings yet.</p>
      )}
      <p className="text-sm">
        {glucose.last7DaysAverageMgDl !== null
          ? `7-day average: ${formatGlucose(glucose.last7DaysAverageMgDl, unit)}.`
          : "No readings in the last 7 days."}
      </p>
    </SectionCard>
  );
}

/** Red flags already marked seen, listed quietly. */
function EarlierAlerts({ alerts, timeZone }: { alerts: CareAlert[]; timeZone: string }) {
  if (alerts.length === 0) return null;
  return (
    <section aria-labelledby="client-earlier-alerts" className="flex flex-col gap-2 text-sm">
      <h2 id="client-earlier-alerts" className="text-base font-semibold">
        Earlier red flags
      </h2>
      <ul className="flex flex-col gap-1 text-muted-foreground">
        {alerts.map((alert) => (
          <li key={alert.id}>
            Raised on {formatCareDate(alert.createdAt, timeZone)}: {alert.rules.join(", ")}.
            {alert.seenAt ? ` Seen on ${formatCareDate(alert.seenAt, timeZone)}.` : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}

export type OverviewPanelProps = {
  /** The client's snapshot; null when they stopped sharing. */
  snapshot: HealthSnapshot | null;
  sharing: boolean;
  cautions: HormoneTherapyCaution[];
  seenAlerts: CareAlert[];
  /** The practitioner's own notes about the client. */
  notes: string | null;
  timeZone: string;
};

/**
 * The client at a glance: hormone-therapy cautions first, then the latest check-in, mood and
 * glucose, the MRS trend of 90 days, the practitioner's notes and the red flags already seen.
 */
export function OverviewPanel({
  snapshot,
  sharing,
  cautions,
  seenAlerts,
  notes,
  timeZone,
}: OverviewPanelProps) {
  return (
    <div className="flex flex-col gap-6">
      {sharing ? <CautionList cautions={cautions} id="client-overview-cautions" /> : null}
      {sharing && snapshot ? (
        <>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            <CheckInSummary checkIn={snapshot.checkIn} />
            <MoodSummary mood={snapshot.mood} />
            <GlucoseSummary glucose={snapshot.glucose} unit={snapshot.preferences.glucoseUnit} />
          </div>
          <section aria-labelledby="client-trend-title" className="flex flex-col gap-3">
            <h2 id="client-trend-title" className="text-lg font-semibold">
              The last 90 days
            </h2>
            {snapshot.trend.length > 0 ? (
              <LineChart
                title="MRS total and subscales, last 90 days"
                series={TREND_SERIES}
                rows={snapshot.trend}
                xKey="localDate"
                yDomain={[0, 44]}
              />
            ) : (
              <p className="text-sm text-muted-foreground">No check-ins in the last 90 days.</p>
            )}
          </section>
        </>
      ) : null}
      {notes ? (
        <SectionCard title="Your notes">
          <p className="text-sm break-words whitespace-pre-line">{notes}</p>
        </SectionCard>
      ) : null}
      <EarlierAlerts alerts={seenAlerts} timeZone={timeZone} />
    </div>
  );
}
