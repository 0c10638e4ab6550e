import {
  glucoseRequestSchema,
  glucoseSeekCare,
  GLUCOSE_LIMITS,
  GLUCOSE_MESSAGES,
  toFieldErrors,
  toMgDl,
  type GlucoseEntry,
  type GlucoseReadingInput,
  type GlucoseSeekCare,
  type GlucoseUnit,
} from "@pkg/contracts";

/**
 * A reading while it is typed: four texts, as the persisted `glucoseDraft` slice keeps them.
 * `date` is the local date and time (`YYYY-MM-DDTHH:MM`) in the person's time zone; empty means
 * "now".
 */
export type GlucoseDraft = {
  glucoseValue: string;
  measurementType: string;
  date: string;
  notes: string;
};

export const emptyGlucoseDraft: GlucoseDraft = { glucoseValue: "", measurementType: "", date: "", notes: "" };

/** Messages by field (`value`, `unit`, `measurementType`, `takenAt`, `notes`), as the API's `fieldErrors`. */
export type GlucoseFieldErrors = Partial<Record<string, string>>;

// ---------------------------------------------------------------------------------------------
// Local dates and times in a time zone

const partFormats = new Map<string, Intl.DateTimeFormat>();

function zoneParts(instant: Date, timeZone: string) {
  let format = partFormats.get(timeZone);
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
    partFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far a zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffset(time: number, timeZone: string): number {
  const parts = zoneParts(new Date(time), timeZone);
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(time / 1000) * 1000;
}

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** The local date and time (`YYYY-MM-DDTHH:MM`) of an instant in a time zone. */
export function localDateTimeOf(instant: Date | string, timeZone: string): string {
  const parts = zoneParts(typeof instant === "string" ? new Date(instant) : instant, timeZone);
  return `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}T${pad(parts.hour)}:${pad(parts.minute)}`;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant (ISO 8601 in UTC) of a local date and time (`YYYY-MM-DDTHH:MM`, seconds optional)
 * in a time zone, or null when the text is not one. A time skipped by a clock change moves
 * forward with the clock.
 */
export function instantOfLocal(local: string, timeZone: string): string | null {
  const match = LOCAL_DATE_TIME.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part) => Number(part ?? 0)) as number[];
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day! || hour! > 23 || minute! > 59) {
    return null;
  }
  let time = wall - zoneOffset(wall, timeZone);
  const corrected = wall - zoneOffset(time, timeZone);
  if (corrected !== time) time = corrected;
  return new Date(time).toISOString();
}

// ---------------------------------------------------------------------------------------------
// The reading's value

/** The number typed (a comma as the decimal mark is read as a point), or null when it is not one. */
export function parseGlucoseValue(text: string): number | null {
  const trimmed = text.trim().replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** The seek-care advice for a typed value, once it is a value the product accepts. */
export function typedSeekCare(text: string, unit: GlucoseUnit): GlucoseSeekCare | null {
  const value = parseGlucoseValue(text);
  if (value === null) return null;
  const limits = GLUCOSE_LIMITS[unit];
  if (value < limits.min || value > limits.max) return null;
  return glucoseSeekCare(toMgDl(value, unit));
}

export type GlucoseDraftCheck =
  { ok: true; data: GlucoseReadingInput } | { ok: false; errors: GlucoseFieldErrors };

/**
 * Checks a draft with the contracts' schema: the value in its unit, the type, the local date and
 * time in the person's zone (`now` when the draft has none), and the notes.
 */
export function validateGlucoseDraft(
  draft: GlucoseDraft,
  options: { unit: GlucoseUnit; timeZone: string; now: Date | string },
): GlucoseDraftCheck {
  const local = draft.date || localDateTimeOf(options.now, options.timeZone);
  const takenAt = instantOfLocal(local, options.timeZone);
  const result = glucoseRequestSchema.safeParse({
    value:
      draft.glucoseValue.trim() === "" ? undefined : (parseGlucoseValue(draft.glucoseValue) ?? Number.NaN),
    unit: options.unit,
    measurementType: draft.measurementType || undefined,
    takenAt: takenAt ?? local,
    timeZone: options.timeZone,
    notes: draft.notes,
  });
  if (result.success) return { ok: true, data: result.data };
  const errors: GlucoseFieldErrors = toFieldErrors(result.error);
  // The schema checks the range only once the rest is valid: say it at once, with the others.
  const value = parseGlucoseValue(draft.glucoseValue);
  const limits = GLUCOSE_LIMITS[options.unit];
  if (!errors.value && value !== null && (value < limits.min || value > limits.max)) {
    errors.value = GLUCOSE_MESSAGES.valueRange(options.unit);
  }
  return { ok: false, errors };
}

/** The draft that edits a saved reading: its value and unit as entered, its local time in its zone. */
export function draftOfEntry(entry: GlucoseEntry): { draft: GlucoseDraft; unit: GlucoseUnit } {
  return {
    draft: {
      glucoseValue: String(entry.value),
      measurementType: entry.measurementType,
      date: localDateTimeOf(entry.takenAt, entry.timeZone),
      notes: entry.notes ?? "",
    },
    unit: entry.unit,
  };
}
