import { localDateOf } from "@pkg/contracts";

import { formatDay } from "../../health/shared/health-format";

/**
 * The one date style of the care screens, the same as the health screens' days: '3 May 2026'
 * (and '3 May 2026, 14:05' where the time matters). A practitioner's pages and the client's
 * care parts import their dates from here only.
 */

/** The reader's zone: the one given, else the browser's. */
export function careZone(timeZone: string | undefined): string {
  return timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A local day (`YYYY-MM-DD`), the same date in every time zone: '3 May 2026'. */
export function formatCareDay(day: string): string {
  return formatDay(day);
}

/**
 * An instant (ISO date-time) as the day it fell on in `timeZone` (the browser's when omitted):
 * '3 May 2026'. An unknown zone gives the day in UTC; an unreadable value gives ''.
 */
export function formatCareDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  try {
    return formatDay(localDateOf(date, careZone(timeZone)));
  } catch {
    return formatDay(date.toISOString().slice(0, 10));
  }
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    };
    try {
      format = new Intl.DateTimeFormat("en-GB", { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "UTC" });
    }
    dateTimeFormats.set(timeZone, format);
  }
  return format;
}

/**
 * An instant with its time on the clock of `timeZone` (the browser's when omitted):
 * '3 May 2026, 14:05'. An unreadable value gives ''.
 */
export function formatCareDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return dateTimeFormat(careZone(timeZone)).format(date);
}
