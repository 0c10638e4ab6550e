import {
  GLUCOSE_MEASUREMENT_TYPES,
  GLUCOSE_MESSAGES,
  GLUCOSE_UNITS,
  glucoseRequestSchema,
  HEALTH_DATA_MESSAGES,
  type GlucoseMeasurementType,
  type GlucoseRequest,
  type GlucoseUnit,
} from "@pkg/contracts";

import { instantOfLocal, parseGlucoseValue } from "./glucose-form";

/** A CSV file as the web shell read it: the header's names and the rows' cells, as texts. */
export type GlucoseImportPreview = { columns: string[]; rows: string[][] };

/**
 * Where each part of a reading comes from. Each is a choice as the select holds it:
 * `column:<index>` reads a column; `fixed:<unit or type>` uses one value for every row; `""` is
 * not chosen yet. `time` is `""` when the date column holds the time too.
 */
export type GlucoseImportMapping = {
  value: string;
  unit: string;
  measurementType: string;
  date: string;
  time: string;
};

export const emptyGlucoseImportMapping: GlucoseImportMapping = {
  value: "",
  unit: "",
  measurementType: "",
  date: "",
  time: "",
};

export type GlucoseImportRow =
  | { line: number; cells: string[]; ok: true; reading: GlucoseRequest }
  | { line: number; cells: string[]; ok: false; message: string };

const columnOf = (choice: string): number | null => {
  const match = /^column:(\d+)$/.exec(choice);
  return match ? Number(match[1]) : null;
};
const fixedOf = (choice: string): string | null => (choice.startsWith("fixed:") ? choice.slice(6) : null);

/** The choice that reads column `index`. */
export const columnChoice = (index: number) => `column:${index}`;
/** The choice that uses one value for every row. */
export const fixedChoice = (value: string) => `fixed:${value}`;

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

function unitOf(text: string): GlucoseUnit | null {
  const compact = normalise(text).replace(/\s/g, "");
  return GLUCOSE_UNITS.find((unit) => unit.toLowerCase() === compact) ?? null;
}

function typeOf(text: string): GlucoseMeasurementType | null {
  const wanted = normalise(text);
  return (
    GLUCOSE_MEASUREMENT_TYPES.find((type) => type.slug === wanted || normalise(type.label) === wanted)
      ?.slug ?? null
  );
}

const OFFSET_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** A cell's date (and time) as an instant: ISO with an offset as it is, else local in the zone. */
function instantOf(dateText: string, timeText: string | null, timeZone: string): string | null {
  const date = dateText.trim().replace(/\//g, "-");
  if (timeText === null && OFFSET_INSTANT.test(date)) {
    const time = Date.parse(date);
    return Number.isNaN(time) ? null : new Date(time).toISOString();
  }
  const local = timeText === null ? date : `${date}T${timeText.trim()}`;
  return instantOfLocal(local, timeZone);
}

/** Whether every part of a reading is mapped to a column or a fixed value. */
export function isGlucoseImportMappingComplete(mapping: GlucoseImportMapping): boolean {
  return (
    columnOf(mapping.value) !== null &&
    (columnOf(mapping.unit) !== null || fixedOf(mapping.unit) !== null) &&
    (columnOf(mapping.measurementType) !== null || fixedOf(mapping.measurementType) !== null) &&
    columnOf(mapping.date) !== null
  );
}

/**
 * Each row of the file as a reading, checked with the contracts' schema, or with the message of
 * its first problem. `line` is the row's line in the file (the header is line 1).
 */
export function checkGlucoseImportRows(
  preview: GlucoseImportPreview,
  mapping: GlucoseImportMapping,
  timeZone: string,
): GlucoseImportRow[] {
  const valueColumn = columnOf(mapping.value);
  const unitColumn = columnOf(mapping.unit);
  const fixedUnit = fixedOf(mapping.unit);
  const typeColumn = columnOf(mapping.measurementType);
  const fixedType = fixedOf(mapping.measurementType);
  const dateColumn = columnOf(mapping.date);
  const timeColumn = columnOf(mapping.time);
  return preview.rows.map((cells, index) => {
    const line = index + 2;
    const cell = (column: number | null) => (column === null ? "" : (cells[column] ?? ""));
    const valueText = cell(valueColumn);
    const unit = unitColumn !== null ? unitOf(cell(unitColumn)) : fixedUnit;
    if (!unit) return { line, cells, ok: false, message: GLUCOSE_MESSAGES.unitRequired };
    const measurementType = typeColumn !== null ? typeOf(cell(typeColumn)) : fixedType;
    if (!measurementType) return { line, cells, ok: false, message: GLUCOSE_MESSAGES.typeRequired };
    const takenAt = instantOf(cell(dateColumn), timeColumn === null ? null : cell(timeColumn), timeZone);
    if (!takenAt) return { line, cells, ok: false, message: HEALTH_DATA_MESSAGES.dateFormat };
    const value = valueText.trim() === "" ? undefined : (parseGlucoseValue(valueText) ?? Number.NaN);
    const reading = { value, unit, measurementType, takenAt, timeZone } as GlucoseRequest;
    const result = glucoseRequestSchema.safeParse(reading);
    if (!result.success) return { line, cells, ok: false, message: result.error.issues[0]!.message };
    return { line, cells, ok: true, reading: { ...reading, value: result.data.value } };
  });
}

const GUESSES: { part: keyof GlucoseImportMapping; pattern: RegExp }[] = [
  { part: "value", pattern: /glucose|value|reading|mg\/dl|mmol/i },
  { part: "unit", pattern: /^unit/i },
  { part: "measurementType", pattern: /type|meal|context/i },
  { part: "date", pattern: /date|timestamp|recorded|time/i },
  { part: "time", pattern: /^time$/i },
];

/**
 * A first mapping from the header's names (the person checks and changes it): the columns that
 * name a part, the person's unit and 'Random' where no column does.
 */
export function guessGlucoseImportMapping(columns: string[], personUnit: GlucoseUnit): GlucoseImportMapping {
  const mapping: GlucoseImportMapping = { ...emptyGlucoseImportMapping };
  const taken = new Set<number>();
  for (const { part, pattern } of [GUESSES[4]!, GUESSES[1]!, GUESSES[2]!, GUESSES[0]!, GUESSES[3]!]) {
    const index = columns.findIndex((name, position) => !taken.has(position) && pattern.test(name));
    if (index === -1) continue;
    taken.add(index);
    mapping[part] = columnChoice(index);
  }
  if (!mapping.unit) {
    const named = columns.join(" ").toLowerCase();
    mapping.unit = fixedChoice(
      named.includes("mmol") ? "mmol/L" : named.includes("mg/dl") ? "mg/dL" : personUnit,
    );
  }
  if (!mapping.measurementType) mapping.measurementType = fixedChoice("random");
  return mapping;
}
