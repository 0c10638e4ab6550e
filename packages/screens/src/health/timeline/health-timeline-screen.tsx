import {
  formatGlucose,
  MRS_BANDS,
  moodLabel,
  mrsBand,
  timeInRangeTarget,
  fromMgDl,
  type GlucoseUnit,
} from "@pkg/contracts";
import {
  Button,
  EmptyState,
  Skeleton,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "@pkg/ui";
import { LineChart } from "@pkg/ui/charts";
import * as React from "react";

import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { SectionCard } from "../shared/section-card";
import {
  daysWithData,
  TIMELINE_PERIODS,
  timelineRows,
  type TimelineDay,
  type TimelinePeriod,
} from "./timeline";

export type HealthTimelineScreenProps = {
  /** The days of the period: each day's MRS total, mean glucose (mg/dL) and mood, null where none. */
  days: TimelineDay[];
  period: TimelinePeriod;
  onPeriodChange: (period: TimelinePeriod) => void;
  /** Today in the person's zone (`YYYY-MM-DD`): the period ends on it. */
  today: string;
  /** The person's glucose unit. */
  unit: GlucoseUnit;
  /** The person's 'I have diabetes' setting: the glucose chart shades its target range. */
  hasDiabetes?: boolean;
  loading?: boolean;
  loadError?: string | null;
  onRetry?: () => void;
  /**
   * Whose timeline it is, when someone else reads it (a practitioner on their client's page): the
   * timeline sits under that page's heading with an h2 and speaks of the person by name. Without
   * it, the person reads their own timeline, with the page's h1.
   */
  subject?: { name: string } | null;
};

/** The timeline's words, for the person themselves or about someone else. */
function timelineWords(subject: { name: string } | null) {
  if (!subject) {
    return {
      heading: "Timeline",
      intro: "Your symptom check-ins, glucose and mood on the same days, to see what goes together.",
      table: "Your health by day",
      loading: "Loading your timeline",
      loadFailed: "Your timeline could not be loaded",
      empty: "Your check-ins, glucose readings and moods will show here, day by day.",
    };
  }
  const whose = `${subject.name}'s`;
  return {
    heading: `${whose} timeline`,
    intro: `${whose} check-ins, glucose and mood on the same days, to see what goes together.`,
    table: `${whose} health by day`,
    loading: `Loading ${whose} timeline`,
    loadFailed: `${whose} timeline could not be loaded`,
    empty: `${whose} check-ins, glucose readings and moods will show here, day by day.`,
  };
}

const dayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

const mrsBandLabel = (total: number) => MRS_BANDS.find((band) => band.slug === mrsBand(total))?.label ?? "";

/** A day's mood: its number and words ('4, Good'); a mean is named by its nearest label. */
const moodText = (mood: number) =>
  `${Number.isInteger(mood) ? mood : mood.toFixed(1)}, ${moodLabel(Math.round(mood))}`;

function Dash() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">None</span>
    </>
  );
}

/** The table by day: date, MRS total, average glucose, mood; newest first. */
function TimelineTable({ days, unit, caption }: { days: TimelineDay[]; unit: GlucoseUnit; caption: string }) {
  return (
    <Table size="sm" stickyHeader containerClassName="max-h-[32rem] rounded-md border border-border">
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead className="text-right">MRS total</TableHead>
          <TableHead className="text-right">Average glucose ({unit})</TableHead>
          <TableHead>Mood</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {days.map((day) => (
          <TableRow key={day.localDate}>
            <TableHead scope="row" className="h-auto py-2 font-normal whitespace-nowrap text-foreground">
              {formatDay(day.localDate)}
            </TableHead>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {day.mrsTotal === null ? <Dash /> : `${day.mrsTotal} (${mrsBandLabel(day.mrsTotal)})`}
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {day.glucoseAverageMgDl === null ? <Dash /> : formatGlucose(day.glucoseAverageMgDl, unit)}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {day.mood === null ? <Dash /> : moodText(day.mood)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * One timeline for check-ins, glucose and mood: three small charts on the same days, one above
 * the other, so bad weeks and high readings line up; or the same numbers as a table by day.
 */
export function HealthTimelineScreen({
  days,
  period,
  onPeriodChange,
  today,
  unit,
  hasDiabetes = false,
  loading = false,
  loadError = null,
  onRetry,
  subject = null,
}: HealthTimelineScreenProps) {
  const rows = React.useMemo(() => timelineRows(days, today, period, unit), [days, today, period, unit]);
  const tableDays = React.useMemo(() => daysWithData(days, today, period), [days, today, period]);
  const target = timeInRangeTarget(hasDiabetes);
  const [view, setView] = React.useState("charts");
  const words = timelineWords(subject);

  return (
    <>
      <header className="flex flex-col gap-1">
        {subject ? (
          <h2 className="text-xl font-semibold break-words">{words.heading}</h2>
        ) : (
          <h1 className="text-display font-semibold tracking-tight">{words.heading}</h1>
        )}
        <p className="text-muted-foreground">{words.intro}</p>
      </header>
      <SectionCard
        title={<>The last {period} days</>}
        description={<>Glucose is the day's average, in {unit}.</>}
        contentClassName="flex flex-col gap-4"
      >
        <div role="group" aria-label="Period" className="flex flex-wrap gap-2">
          {TIMELINE_PERIODS.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={option === period ? "primary" : "outline"}
              aria-pressed={option === period}
              onClick={() => onPeriodChange(option)}
            >
              {option} days
            </Button>
          ))}
        </div>
        {loadError ? (
          <LoadFailedAlert title={words.loadFailed} message={loadError} onRetry={onRetry} />
        ) : loading ? (
          <Skeleton className="h-[28rem]" aria-busy="true" aria-label={words.loading} />
        ) : tableDays.length === 0 ? (
          <EmptyState title="Nothing in this period yet" description={words.empty} />
        ) : (
          <Tabs value={view} onValueChange={setView} className="flex flex-col gap-4">
            <TabsList aria-label="View">
              <TabsTrigger value="charts">Charts</TabsTrigger>
              <TabsTrigger value="table">Table by day</TabsTrigger>
            </TabsList>
            <TabsContent value="charts" className="flex flex-col gap-6">
              <LineChart
                title="Symptom score (MRS total)"
                description="0 to 44: higher means more troublesome symptoms."
                rows={rows}
                series={[{ key: "mrs", label: "MRS total", color: 1 }]}
                yDomain={[0, 44]}
                height={160}
              />
              <LineChart
                title={`Average glucose (${unit})`}
                rows={rows}
                series={[{ key: "glucose", label: "Average glucose", unit, color: 2 }]}
                band={{
                  from: fromMgDl(target.low, unit),
                  to: fromMgDl(target.high, unit),
                  label: "Target range",
                }}
                height={160}
              />
              <LineChart
                title="Mood"
                description="1 Awful, 2 Bad, 3 Okay, 4 Good, 5 Great."
                rows={rows}
                series={[{ key: "mood", label: "Mood", color: 3 }]}
                yDomain={[1, 5]}
                height={160}
              />
            </TabsContent>
            <TabsContent value="table">
              <TimelineTable days={tableDays} unit={unit} caption={words.table} />
            </TabsContent>
          </Tabs>
        )}
      </SectionCard>
    </>
  );
}
