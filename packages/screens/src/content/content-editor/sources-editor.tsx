import { CONTENT_LIMITS, CONTENT_MESSAGES } from "@pkg/contracts";
import { Button, Field, IconButton, Input } from "@pkg/ui";
import { Plus, Trash2 } from "lucide-react";
import * as React from "react";

import {
  emptyContentSource,
  type ContentEditorErrors,
  type ContentSourceValues,
} from "./use-content-editor-form";

export type SourcesEditorProps = {
  sources: ContentSourceValues[];
  errors: ContentEditorErrors;
  onChange: (sources: ContentSourceValues[]) => void;
};

const parts: {
  key: keyof ContentSourceValues;
  label: string;
  maxLength: number;
  inputMode?: "numeric" | "url";
  placeholder?: string;
  required?: boolean;
}[] = [
  { key: "title", label: "Title", maxLength: CONTENT_LIMITS.titleMax, required: true },
  { key: "publisher", label: "Publisher", maxLength: CONTENT_LIMITS.titleMax, required: true },
  { key: "year", label: "Year", maxLength: 4, inputMode: "numeric", placeholder: "2024", required: true },
  {
    key: "url",
    label: "Web address",
    maxLength: CONTENT_LIMITS.urlMax,
    inputMode: "url",
    placeholder: "https://",
  },
];

/**
 * The sources an item cites, one row each (title, publisher, year, web address), with Add and
 * Remove. Submitting for review needs at least one: the list says so.
 */
export function SourcesEditor({ sources, errors, onChange }: SourcesEditorProps) {
  const listRef = React.useRef<HTMLOListElement>(null);
  const addRef = React.useRef<HTMLButtonElement>(null);
  const focusRow = React.useRef<number | null>(null);
  const listError = errors.sources;

  React.useEffect(() => {
    if (focusRow.current === null) return;
    const index = focusRow.current;
    focusRow.current = null;
    const input = listRef.current?.querySelector<HTMLInputElement>(`[data-row="${index}"] input`);
    (input ?? addRef.current)?.focus();
  });

  const setRow = (index: number, row: ContentSourceValues) =>
    onChange(sources.map((item, position) => (position === index ? row : item)));

  return (
    <div className="flex flex-col gap-3">
      <p id="content-sources-note" className="text-sm text-muted-foreground">
        At least one source is needed to submit the item for review.
      </p>
      {listError ? (
        <p id="content-sources-error" role="alert" className="text-sm font-medium text-destructive">
          {listError}
        </p>
      ) : null}
      {sources.length > 0 ? (
        <ol ref={listRef} aria-label="Sources" className="flex flex-col gap-3">
          {sources.map((source, index) => (
            <li
              key={index}
              data-row={index}
              className="grid gap-3 rounded-lg border border-border p-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_5.5rem] xl:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_5.5rem_minmax(0,2fr)_auto] xl:items-start"
            >
              {parts.map((part) => (
                <Field
                  key={part.key}
                  className={part.key === "url" ? "md:col-span-2 xl:col-span-1" : undefined}
                  label={
                    <>
                      {part.label}
                      <span className="sr-only"> of source {index + 1}</span>
                    </>
                  }
                  error={errors[`sources.${index}.${part.key}`]}
                  required={part.required}
                >
                  <Input
                    value={source[part.key]}
                    maxLength={part.maxLength}
                    inputMode={part.inputMode}
                    placeholder={part.placeholder}
                    autoComplete="off"
                    onChange={(event) => setRow(index, { ...source, [part.key]: event.target.value })}
                  />
                </Field>
              ))}
              <IconButton
                variant="ghost"
                className="justify-self-end xl:mt-7"
                aria-label={`Remove source ${index + 1}`}
                onClick={() => {
                  focusRow.current = Math.min(index, sources.length - 2);
                  onChange(sources.filter((_, position) => position !== index));
                }}
              >
                <Trash2 aria-hidden />
              </IconButton>
            </li>
          ))}
        </ol>
      ) : null}
      <Button
        ref={addRef}
        variant="outline"
        className="self-start"
        aria-describedby={listError ? "content-sources-note content-sources-error" : "content-sources-note"}
        aria-invalid={listError ? true : undefined}
        disabled={sources.length >= CONTENT_LIMITS.sourcesMax}
        onClick={() => {
          focusRow.current = sources.length;
          onChange([...sources, emptyContentSource()]);
        }}
      >
        <Plus aria-hidden /> Add a source
      </Button>
      {sources.length >= CONTENT_LIMITS.sourcesMax ? (
        <p className="text-sm text-muted-foreground">{CONTENT_MESSAGES.sourcesTooMany}</p>
      ) : null}
    </div>
  );
}
