import {
  GLUCOSE_IMPORT_MAX,
  GLUCOSE_MEASUREMENT_TYPES,
  GLUCOSE_MESSAGES,
  GLUCOSE_UNITS,
  type GlucoseRequest,
} from "@pkg/contracts";
import {
  Alert,
  AlertDescription,
  Button,
  Field,
  FileUpload,
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@pkg/ui";
import * as React from "react";

import {
  checkGlucoseImportRows,
  columnChoice,
  fixedChoice,
  isGlucoseImportMappingComplete,
  type GlucoseImportMapping,
  type GlucoseImportPreview,
} from "./glucose-import";

/** Rows listed in the check table; the counts cover every row. */
export const IMPORT_ROWS_SHOWN = 100;

/** "No time column": the date column holds the time too. */
const TIME_IN_DATE = "in-date";

export type GlucoseImportPanelProps = {
  /** The file as the web shell read it, once a file is chosen. */
  preview: GlucoseImportPreview | null;
  mapping: GlucoseImportMapping;
  onMappingChange: (mapping: GlucoseImportMapping) => void;
  /** A file was chosen: the shell reads it and passes `preview`. */
  onFile: (file: File) => void;
  /** The file could not be read (not a CSV, no header). */
  fileError?: string | null;
  /** Save the valid rows. */
  onConfirm: (readings: GlucoseRequest[]) => void;
  /** Start again with another file. */
  onCancel: () => void;
  /** The person's time zone: dates without an offset are read in it. */
  timeZone: string;
  importing?: boolean;
  /** The readings saved by the last import. */
  result?: { imported: number } | null;
  /** Saving failed. */
  error?: string | null;
};

type MappingSelectProps = {
  label: string;
  description?: string;
  value: string;
  onValueChange: (value: string) => void;
  columns: string[];
  /** Choices besides the columns: one value for every row. */
  fixed?: { label: string; options: { value: string; label: string }[] };
  placeholder?: string;
};

function MappingSelect({
  label,
  description,
  value,
  onValueChange,
  columns,
  fixed,
  placeholder,
}: MappingSelectProps) {
  return (
    <Field label={label} description={description}>
      <Select value={value} onValueChange={onValueChange}>
        <SelectTrigger className="w-full">
          <SelectValue placeholder={placeholder ?? "Choose a column"} />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>Columns</SelectLabel>
            {columns.map((column, index) => (
              <SelectItem key={index} value={columnChoice(index)}>
                {column || `Column ${index + 1}`}
              </SelectItem>
            ))}
          </SelectGroup>
          {fixed ? (
            <SelectGroup>
              <SelectLabel>{fixed.label}</SelectLabel>
              {fixed.options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectGroup>
          ) : null}
        </SelectContent>
      </Select>
    </Field>
  );
}

/**
 * Import readings from a meter's or a CGM's CSV export: pick the file, say which column holds
 * what (or one unit and type for every row), see every row checked, then import the valid ones.
 */
export function GlucoseImportPanel({
  preview,
  mapping,
  onMappingChange,
  onFile,
  fileError = null,
  onConfirm,
  onCancel,
  timeZone,
  importing = false,
  result = null,
  error = null,
}: GlucoseImportPanelProps) {
  const complete = isGlucoseImportMappingComplete(mapping);
  const rows = React.useMemo(
    () => (preview && complete ? checkGlucoseImportRows(preview, mapping, timeZone) : []),
    [preview, mapping, complete, timeZone],
  );
  const valid = rows.flatMap((row) => (row.ok ? [row.reading] : []));
  const problems = rows.length - valid.length;
  const tooMany = valid.length > GLUCOSE_IMPORT_MAX;
  const set = (part: keyof GlucoseImportMapping) => (value: string) =>
    onMappingChange({ ...mapping, [part]: value === TIME_IN_DATE ? "" : value });

  if (!preview) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted-foreground">
          Export your readings from your meter's or CGM's app as a CSV file, then choose it here. You check
          every row before anything is saved.
        </p>
        <Field label="CSV file" error={fileError}>
          <FileUpload
            accept={{ "text/csv": [".csv"], "application/vnd.ms-excel": [".csv"] }}
            label="Choose a CSV file or drop it here"
            onValueChange={(files) => {
              if (files[0]) onFile(files[0]);
            }}
          />
        </Field>
        {result ? (
          <p role="status" className="text-sm font-medium">
            {result.imported} {result.imported === 1 ? "reading" : "readings"} imported.
          </p>
        ) : null}
      </div>
    );
  }

  const columns = preview.columns;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        {preview.rows.length} {preview.rows.length === 1 ? "row" : "rows"} in the file. Say which column holds
        what.
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <MappingSelect
          label="Glucose value"
          value={mapping.value}
          onValueChange={set("value")}
          columns={columns}
        />
        <MappingSelect
          label="Unit"
          value={mapping.unit}
          onValueChange={set("unit")}
          columns={columns}
          fixed={{
            label: "Every row",
            options: GLUCOSE_UNITS.map((unit) => ({ value: fixedChoice(unit), label: `Always ${unit}` })),
          }}
        />
        <MappingSelect
          label="Measurement type"
          value={mapping.measurementType}
          onValueChange={set("measurementType")}
          columns={columns}
          fixed={{
            label: "Every row",
            options: GLUCOSE_MEASUREMENT_TYPES.map((type) => ({
              value: fixedChoice(type.slug),
              label: `Always ${type.label}`,
            })),
          }}
        />
        <MappingSelect
          label="Date"
          description="Read in your time zone unless it has one."
          value={mapping.date}
          onValueChange={set("date")}
          columns={columns}
        />
        <MappingSelect
          label="Time"
          value={mapping.time || TIME_IN_DATE}
          onValueChange={set("time")}
          columns={columns}
          fixed={{ label: "No time column", options: [{ value: TIME_IN_DATE, label: "In the date column" }] }}
        />
      </div>

      {complete ? (
        <>
          <p role="status" className="text-sm font-medium">
            {valid.length} {valid.length === 1 ? "reading is" : "readings are"} ready to import
            {problems > 0
              ? `; ${problems} ${problems === 1 ? "row has" : "rows have"} a problem and will be skipped`
              : ""}
            .
          </p>
          <Table size="sm" stickyHeader containerClassName="max-h-96 rounded-md border border-border">
            <TableCaption className="sr-only">Rows of the file, checked</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>Line</TableHead>
                {columns.map((column, index) => (
                  <TableHead key={index}>{column || `Column ${index + 1}`}</TableHead>
                ))}
                <TableHead>Check</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.slice(0, IMPORT_ROWS_SHOWN).map((row) => (
                <TableRow key={row.line} data-state={row.ok ? "ready" : "problem"}>
                  <TableHead scope="row" className="h-auto py-2 font-normal text-foreground tabular-nums">
                    {row.line}
                  </TableHead>
                  {columns.map((_, index) => (
                    <TableCell key={index} className="whitespace-nowrap">
                      {row.cells[index] ?? ""}
                    </TableCell>
                  ))}
                  <TableCell className={row.ok ? "text-success" : "font-medium text-destructive"}>
                    {row.ok ? "Ready" : row.message}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {rows.length > IMPORT_ROWS_SHOWN ? (
            <p className="text-caption text-muted-foreground">
              The first {IMPORT_ROWS_SHOWN} of {rows.length} rows are listed; every row is checked.
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          Choose a column or a value for each part to check the rows.
        </p>
      )}

      {tooMany ? (
        <Alert variant="destructive">
          <AlertDescription>{GLUCOSE_MESSAGES.importTooMany}</AlertDescription>
        </Alert>
      ) : null}
      {error ? (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          loading={importing}
          disabled={!complete || valid.length === 0 || tooMany}
          onClick={() => onConfirm(valid)}
        >
          Import {valid.length} {valid.length === 1 ? "reading" : "readings"}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Choose another file
        </Button>
      </div>
    </div>
  );
}
