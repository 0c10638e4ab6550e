import { moodLabel } from "@pkg/contracts";
import { Button, cn } from "@pkg/ui";
import { ChevronLeft, ChevronRight } from "lucide-react";

import { addDays, addMonths, formatMonth } from "../shared/health-format";

/** The look of each mood's day: a tint that deepens with the mood, with the number written in it. */
export const MOOD_TINTS: Record<number, string> = {
  1: "bg-destructive/25",
  2: "bg-warning/25",
  3: "bg-muted",
  4: "bg-success/20",
  5: "bg-success/40",
};

const WEEKDAYS = [
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
  ["Sun", "Sunday"],
] as const;

export type MoodCalendarProps = {
  /** The month shown (`YYYY-MM`). */
  month: string;
  /** Today's local day: later days are not counted, and the next month stops at today's. */
  today: string;
  /** Each local day's mood (the day's latest). */
  moods: ReadonlyMap<string, number>;
  onMonthChange: (month: string) => void;
};

/** The weeks of a month, Monday first: each a list of 7 days (`null` outside the month). */
function weeksOf(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const offset = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const days: (string | null)[] = Array.from({ length: offset }, () => null);
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/**
 * A month of moods: each day tinted by its mood with the mood's number in it, and its label
 * in the day's accessible name ('14, Good'); previous and next month buttons.
 */
export function MoodCalendar({ month, today, moods, onMonthChange }: MoodCalendarProps) {
  const thisMonth = today.slice(0, 7);
  const headingId = `mood-calendar-${month}`;
  const logged = weeksOf(month)
    .flat()
    .filter((day): day is string => day !== null && moods.has(day)).length;
  return (
    <div data-slot="mood-calendar" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous month"
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h3 id={headingId} className="font-medium" aria-live="polite">
          {formatMonth(month)}
        </h3>
        <Button
          variant="outline"
          size="icon"
          aria-label="Next month"
          disabled={month >= thisMonth}
          onClick={() => onMonthChange(addMonths(month, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <table aria-labelledby={headingId} className="w-full table-fixed border-separate border-spacing-1">
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" className="text-caption font-medium text-muted-foreground">
                <abbr title={long} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week, index) => (
            <tr key={index}>
              {week.map((day, column) => {
                if (!day) return <td key={column} />;
                const mood = moods.get(day);
                return (
                  <td
                    key={day}
                    data-mood={mood}
                    className={cn(
                      "h-12 rounded-md p-1 text-center align-top text-sm",
                      mood ? MOOD_TINTS[mood] : "border border-dashed border-border",
                      day === today && "ring-2 ring-primary",
                    )}
                  >
                    <time dateTime={day} className="block">
                      {Number(day.slice(8))}
                    </time>
                    {mood ? (
                      <>
                        <span aria-hidden="true" className="block text-caption font-semibold">
                          {mood}
                        </span>
                        <span className="sr-only">, {moodLabel(mood)}</span>
                      </>
                    ) : day > today ? null : (
                      <span className="sr-only">, no mood logged</span>
                    )}
                    {day === today ? <span className="sr-only">, today</span> : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-caption text-muted-foreground">
        {logged === 0
          ? "No moods logged this month."
          : `${logged} ${logged === 1 ? "day" : "days"} logged this month.`}{" "}
        The number in a day is its mood: 1 Awful, 2 Bad, 3 Okay, 4 Good, 5 Great.
      </p>
    </div>
  );
}
