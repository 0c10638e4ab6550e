/**
 * The assistant's limits (decisions.md "Accounts…" Plans, "AI assistant (second round)"): a
 * practitioner's new chats per month against their plan, counted in their own month (their time
 * zone), and a fair-use number of questions per hour for everyone else. Pure: the service counts,
 * these say where a month starts and ends and what the refusals say.
 */

/** The fair-use window: questions are counted over the last hour. */
export const FAIR_USE_WINDOW_MS = 60 * 60 * 1000;

/** The default number of questions a person who is not a practitioner may ask in an hour. */
export const DEFAULT_QUESTIONS_PER_HOUR = 60;

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time of an instant in a zone, as if it were UTC (ms). */
function wallClock(instant: number, timeZone: string): number {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    wallClocks.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The instant the local day `year-month-01` starts in the zone (month 0-based; 12 is next January). */
function monthStart(year: number, month: number, timeZone: string): Date {
  const wall = Date.UTC(year, month, 1);
  // The zone's offset there, found from a first guess and checked once (a change of offset,
  // summer time, between the guess and the answer moves it by that change).
  let instant = wall - (wallClock(wall, timeZone) - wall);
  const offset = wallClock(instant, timeZone) - instant;
  instant = wall - offset;
  return new Date(instant);
}

/**
 * The person's calendar month around `now` in their time zone (UTC when they have none): the
 * instant it started and the instant the next one starts.
 */
export function personalMonth(now: Date, timeZone: string | null): { start: Date; end: Date } {
  const zone = timeZone ?? "UTC";
  const wall = new Date(wallClock(now.getTime(), zone));
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth();
  return { start: monthStart(year, month, zone), end: monthStart(year, month + 1, zone) };
}

/** The day a month renews, in the person's zone and words: '1 December'. */
export function renewalDay(end: Date, timeZone: string | null): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: timeZone ?? "UTC",
    day: "numeric",
    month: "long",
  }).format(end);
}

/** A practitioner's new chat past their plan's sessions this month. */
export function sessionLimitMessage(limit: number, planName: string, renewsOn: string): string {
  return `You have used all ${limit} AI sessions of your ${planName} plan this month. They renew on ${renewsOn}.`;
}

/** A question past the fair-use number of the last hour, with the wait in whole minutes. */
export function fairUseMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You have asked a lot of questions in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
