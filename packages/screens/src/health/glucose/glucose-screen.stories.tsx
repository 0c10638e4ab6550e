import { GLUCOSE_MESSAGES, GLUCOSE_SEEK_CARE_ADVICE, HEALTH_DATA_MESSAGES } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, waitFor, within } from "storybook/test";

import { inPageMain, press } from "../shared/story-helpers";
import { chartsAtRest, chartsDrawn } from "./chart-story-helpers";
import {
  glucoseDailyAverages,
  glucoseEntry,
  glucoseList,
  meterExport,
  someReadings,
  STORY_NOW,
  STORY_TIME_ZONE,
  yearOfGlucose,
} from "./glucose.fixtures";
import { emptyGlucoseDraft, type GlucoseDraft } from "./glucose-form";
import {
  emptyGlucoseImportMapping,
  guessGlucoseImportMapping,
  type GlucoseImportMapping,
  type GlucoseImportPreview,
} from "./glucose-import";
import { GlucoseScreen, type GlucoseScreenProps } from "./glucose-screen";

/** Keeps the draft, the reading being edited and the import's file and mapping, as the page's container does. */
function GlucoseStory(props: GlucoseScreenProps) {
  const [draft, setDraft] = React.useState<GlucoseDraft>(props.draft);
  const [editingId, setEditingId] = React.useState<string | null>(props.editingId ?? null);
  const [preview, setPreview] = React.useState<GlucoseImportPreview | null>(props.importPreview ?? null);
  const [mapping, setMapping] = React.useState<GlucoseImportMapping>(
    props.importMapping ?? emptyGlucoseImportMapping,
  );
  return (
    <GlucoseScreen
      {...props}
      draft={draft}
      onDraftChange={(next) => {
        setDraft(next);
        props.onDraftChange(next);
      }}
      editingId={editingId}
      onEditingChange={(id) => {
        setEditingId(id);
        props.onEditingChange(id);
      }}
      onUpdate={(id, reading) => {
        props.onUpdate(id, reading);
        // Saved: the page closes the dialog.
        setEditingId(null);
      }}
      importPreview={preview}
      importMapping={mapping}
      onImportMappingChange={(next) => {
        setMapping(next);
        props.onImportMappingChange?.(next);
      }}
      onImportFile={(file) => {
        props.onImportFile?.(file);
        setPreview(meterExport);
        setMapping(guessGlucoseImportMapping(meterExport.columns, props.unit));
      }}
      onImportCancel={() => {
        setPreview(null);
        props.onImportCancel?.();
      }}
    />
  );
}

const meta = {
  title: "Screens/Health/GlucoseScreen",
  component: GlucoseScreen,
  parameters: { layout: "padded" },
  render: (args) => <GlucoseStory {...args} />,
  decorators: [inPageMain],
  afterEach: chartsAtRest,
  args: {
    unit: "mg/dL",
    hasDiabetes: false,
    timeZone: STORY_TIME_ZONE,
    now: STORY_NOW,
    draft: emptyGlucoseDraft,
    onDraftChange: fn(),
    onSubmit: fn(),
    history: glucoseList(someReadings()),
    onEditingChange: fn(),
    onUpdate: fn(),
    onDelete: fn(),
    onImportFile: fn(),
    onImportMappingChange: fn(),
    onImportConfirm: fn(),
    onImportCancel: fn(),
    importMapping: emptyGlucoseImportMapping,
  },
} satisfies Meta<typeof GlucoseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type User = { keyboard: (text: string) => Promise<unknown> };

/** Opens a select by keyboard and picks an option by typing the start of its name. */
async function choose(
  canvas: Canvas,
  page: Canvas,
  user: User,
  label: string | RegExp,
  typed: string,
  option: string,
) {
  canvas.getByRole("combobox", { name: label }).focus();
  await user.keyboard("{Enter}");
  await page.findByRole("listbox");
  await user.keyboard(typed);
  await waitFor(() => expect(page.getByRole("option", { name: option })).toHaveFocus());
  await user.keyboard("{Enter}");
  await waitFor(() => expect(page.queryByRole("listbox")).not.toBeInTheDocument());
}

/** No readings yet: logging the first one sends the parsed reading, now on the person's clock. */
export const Empty: Story = {
  args: { history: glucoseList([]) },
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText("No readings yet")).toBeVisible();
    await expect(canvas.getByLabelText(/^Date/)).toHaveValue("2026-05-12");
    await expect(canvas.getByLabelText(/^Time/)).toHaveValue("10:30");
    await user.type(canvas.getByLabelText(/Glucose reading/), "94");
    await choose(canvas, page, user, /Measurement type/, "Fas", "Fasting");
    await user.type(canvas.getByLabelText("Notes"), "Before breakfast");
    await press(canvas.getByRole("button", { name: "Save reading" }), user.keyboard);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      value: 94,
      unit: "mg/dL",
      measurementType: "fasting",
      takenAt: "2026-05-12T09:30:00.000Z",
      timeZone: STORY_TIME_ZONE,
      notes: "Before breakfast",
    });
  },
};

/** One reading, just saved: its band in words on the band scale, and in the list. */
export const OneEntry: Story = {
  args: (() => {
    const entry = glucoseEntry({
      value: 182,
      measurementType: "after-meal-2h",
      takenAt: "2026-05-12T08:10:00.000Z",
    });
    return { history: glucoseList([entry]), savedEntry: entry };
  })(),
  play: async ({ canvas }) => {
    const saved = canvas.getByRole("region", { name: "Reading saved" });
    await expect(within(saved).getByRole("status")).toHaveTextContent(
      "182 mg/dL, After a meal (2 h), May 12, 2026, 9:10 AM: raised.",
    );
    const bands = within(saved).getByRole("list", { name: "Glucose bands for this type of reading" });
    const current = within(bands)
      .getAllByRole("listitem")
      .find((item) => item.getAttribute("aria-current") === "true");
    await expect(current).toHaveTextContent("Raised140–199 mg/dLYour reading");
    await expect(within(saved).queryByRole("alert")).not.toBeInTheDocument();
    await expect(canvas.getByRole("table", { name: "Your glucose readings" })).toHaveTextContent("Raised");
  },
};

const year = yearOfGlucose();

/** A year of readings: the daily average against the target band, averages per type, CGM time in range, pages. */
export const YearOfData: Story = {
  args: {
    history: glucoseList(year, { pageSize: 10 }),
    dailyAverages: glucoseDailyAverages(year),
    onPageChange: fn(),
  },
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    await chartsDrawn(canvasElement);
    const chart = canvas.getByRole("figure", { name: /Daily average glucose/ });
    await expect(within(chart).getByRole("img")).toHaveAccessibleName(/Shaded band: Target range, 70 to 140/);
    await expect(canvas.getByText(/of \d+ CGM readings between 70 mg\/dL and 140 mg\/dL/)).toBeVisible();
    await expect(canvas.getByText(/^Fasting \(\d+\)$/)).toBeVisible();
    await press(within(chart).getByRole("button", { name: "Show table" }), user.keyboard);
    await expect(within(chart).getByRole("table", { name: "Daily average glucose" })).toBeVisible();
    await press(within(chart).getByRole("button", { name: "Show chart" }), user.keyboard);
    await chartsDrawn(canvasElement);
    await press(canvas.getByRole("button", { name: "Next" }), user.keyboard);
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** A person who reads in mmol/L: the form starts in mmol/L, and switching to mg/dL sends mg/dL. */
export const UnitSwitch: Story = {
  args: { unit: "mmol/L", history: glucoseList(someReadings()) },
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole("radio", { name: "mmol/L" })).toBeChecked();
    await expect(canvas.getByLabelText(/Glucose reading/)).toHaveAccessibleDescription(
      "Between 1.2 and 33.3 mmol/L.",
    );
    await expect(canvas.getByRole("table", { name: "Your glucose readings" })).toHaveTextContent(
      "5.2 mmol/L",
    );
    canvas.getByRole("radio", { name: "mg/dL" }).focus();
    await user.keyboard(" ");
    await expect(canvas.getByRole("radio", { name: "mg/dL" })).toBeChecked();
    await expect(canvas.getByLabelText(/Glucose reading/)).toHaveAccessibleDescription(
      "Between 20 and 600 mg/dL.",
    );
    await user.type(canvas.getByLabelText(/Glucose reading/), "126");
    await choose(canvas, page, user, /Measurement type/, "Bed", "Bedtime");
    await press(canvas.getByRole("button", { name: "Save reading" }), user.keyboard);
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ value: 126, unit: "mg/dL" }));
  },
};

/** A very low value shows the seek-care advice while it is typed, before anything is saved. */
export const ExtremeLow: Story = {
  play: async ({ canvas, userEvent: user }) => {
    await user.type(canvas.getByLabelText(/Glucose reading/), "54");
    const advice = await canvas.findByRole("alert");
    await expect(advice).toHaveTextContent(GLUCOSE_SEEK_CARE_ADVICE["very-low"].title);
    await expect(canvas.getByLabelText(/Glucose reading/)).toHaveAccessibleDescription(
      expect.stringContaining(GLUCOSE_SEEK_CARE_ADVICE["very-low"].title),
    );
    await user.clear(canvas.getByLabelText(/Glucose reading/));
    await user.type(canvas.getByLabelText(/Glucose reading/), "72");
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** 320 mg/dL: the very-high advice, live and again with the saved reading. */
export const ExtremeHigh: Story = {
  args: (() => {
    const entry = glucoseEntry({
      // An id of its own: the list holds it beside someReadings().
      index: 90,
      value: 320,
      measurementType: "random",
      takenAt: "2026-05-12T08:50:00.000Z",
    });
    return { history: glucoseList([entry, ...someReadings()]), savedEntry: entry };
  })(),
  play: async ({ canvas, userEvent: user }) => {
    const saved = canvas.getByRole("region", { name: "Reading saved" });
    await expect(within(saved).getByRole("alert")).toHaveTextContent(
      GLUCOSE_SEEK_CARE_ADVICE["very-high"].body,
    );
    await expect(within(saved).getByRole("status")).toHaveTextContent(": high.");
    await user.type(canvas.getByLabelText(/Glucose reading/), "320");
    await expect(canvas.getAllByRole("alert")).toHaveLength(2);
  },
};

/** 2,000 mg/dL is refused with the field's message, and is not treated as a reading to advise on. */
export const OutOfRange: Story = {
  args: { draft: { ...emptyGlucoseDraft, glucoseValue: "2000", measurementType: "random" } },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
    await press(canvas.getByRole("button", { name: "Save reading" }), user.keyboard);
    const value = canvas.getByLabelText(/Glucose reading/);
    await expect(value).toHaveAccessibleDescription(
      expect.stringContaining(GLUCOSE_MESSAGES.valueRange("mg/dL")),
    );
    await expect(value).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Saving an empty form names every missing part and takes the focus to the first. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, userEvent: user }) => {
    await press(canvas.getByRole("button", { name: "Save reading" }), user.keyboard);
    await expect(canvas.getByLabelText(/Glucose reading/)).toHaveAccessibleDescription(
      expect.stringContaining(GLUCOSE_MESSAGES.valueRequired),
    );
    await expect(canvas.getByLabelText(/Glucose reading/)).toHaveFocus();
    await expect(canvas.getByRole("combobox", { name: /Measurement type/ })).toHaveAccessibleDescription(
      GLUCOSE_MESSAGES.typeRequired,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await user.type(canvas.getByLabelText(/Glucose reading/), "9");
    await expect(canvas.getByLabelText(/Glucose reading/)).not.toHaveAttribute("aria-invalid");
  },
};

/** The server refused a field: its message shows on the field, and the draft stays. */
export const ServerFieldErrors: Story = {
  args: {
    draft: { glucoseValue: "101", measurementType: "fasting", date: "2026-05-13T07:00", notes: "" },
    fieldErrors: { takenAt: HEALTH_DATA_MESSAGES.dateInFuture },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Date/)).toHaveAccessibleDescription(
      HEALTH_DATA_MESSAGES.dateInFuture,
    );
    await expect(canvas.getByLabelText(/^Date/)).toHaveFocus();
    await expect(canvas.getByLabelText(/Glucose reading/)).toHaveValue("101");
  },
};

export const Loading: Story = {
  args: { history: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Loading your readings")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("button", { name: "Save reading" })).toBeEnabled();
  },
};

export const LoadFailed: Story = {
  args: { history: null, loadError: "We could not reach the server. Check your connection.", onRetry: fn() },
  play: async ({ args, canvas, userEvent: user }) => {
    await press(canvas.getByRole("button", { name: "Try again" }), user.keyboard);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Saving failed (the server did not answer): the message, and the draft kept to try again. */
export const SaveFailed: Story = {
  args: {
    draft: { glucoseValue: "5.8", measurementType: "fasting", date: "2026-05-12T07:15", notes: "" },
    unit: "mmol/L",
    saveError: "Your reading was not saved. Check your connection and try again.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Your reading was not saved.");
    await expect(canvas.getByLabelText(/Glucose reading/)).toHaveValue("5.8");
  },
};

export const Saving: Story = {
  args: { saving: true, draft: { glucoseValue: "99", measurementType: "fasting", date: "", notes: "" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Save reading" })).toHaveAttribute("aria-busy", "true");
  },
};

/** Edit opens the same form filled in with the reading as entered; saving sends the change. */
export const EditReading: Story = {
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    const page = within(canvasElement.ownerDocument.body);
    await press(
      canvas.getByRole("button", { name: "Edit the reading of May 11, 2026, 1:55 PM" }),
      user.keyboard,
    );
    await expect(args.onEditingChange).toHaveBeenCalledWith(someReadings()[1]!.id);
    const dialog = await page.findByRole("dialog", { name: "Edit reading" });
    const value = within(dialog).getByLabelText(/Glucose reading/);
    await expect(value).toHaveValue("10.2");
    await expect(within(dialog).getByRole("radio", { name: "mmol/L" })).toBeChecked();
    await expect(within(dialog).getByLabelText(/^Time/)).toHaveValue("13:55");
    await user.clear(value);
    await user.type(value, "9.8");
    await press(within(dialog).getByRole("button", { name: "Save changes" }), user.keyboard);
    await expect(args.onUpdate).toHaveBeenCalledWith(someReadings()[1]!.id, {
      value: 9.8,
      unit: "mmol/L",
      measurementType: "after-meal-2h",
      takenAt: "2026-05-11T12:55:00.000Z",
      timeZone: STORY_TIME_ZONE,
      notes: "Pasta lunch",
    });
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** Delete asks first; only the dialog's Delete reading deletes. */
export const DeleteConfirm: Story = {
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    const page = within(canvasElement.ownerDocument.body);
    const remove = canvas.getByRole("button", { name: "Delete the reading of May 12, 2026, 7:40 AM" });
    await press(remove, user.keyboard);
    const dialog = await page.findByRole("dialog", { name: "Delete this reading?" });
    await expect(dialog).toHaveTextContent(
      "94 mg/dL, Fasting, May 12, 2026, 7:40 AM. This cannot be undone.",
    );
    await press(within(dialog).getByRole("button", { name: "Keep the reading" }), user.keyboard);
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await press(remove, user.keyboard);
    const again = await page.findByRole("dialog", { name: "Delete this reading?" });
    await press(within(again).getByRole("button", { name: "Delete reading" }), user.keyboard);
    await expect(args.onDelete).toHaveBeenCalledWith(someReadings()[0]!.id);
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** Choosing a file hands it to the page, which reads it; the mapping then shows. */
export const ImportPickFile: Story = {
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    const file = new File(["Timestamp,Glucose (mg/dL)\n2026-05-01 07:12,96\n"], "meter.csv", {
      type: "text/csv",
    });
    await user.upload(canvasElement.querySelector<HTMLInputElement>("input[type=file]")!, file);
    await expect(args.onImportFile).toHaveBeenCalledWith(file);
    await expect(await canvas.findByText("7 rows in the file. Say which column holds what.")).toBeVisible();
  },
};

/** Mapping the columns checks every row; Import sends the valid readings only. */
export const ImportMapping: Story = {
  args: {
    importPreview: meterExport,
    importMapping: { ...guessGlucoseImportMapping(meterExport.columns, "mg/dL"), measurementType: "" },
  },
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    const page = within(canvasElement.ownerDocument.body);
    const panel = within(canvas.getByRole("region", { name: "Import from a meter or CGM" }));
    await expect(panel.getByRole("button", { name: "Import 0 readings" })).toBeDisabled();
    await choose(panel, page, user, "Measurement type", "Mea", "Meal");
    await expect(args.onImportMappingChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ measurementType: "column:2" }),
    );
    await expect(canvas.getByText(/4 readings are ready to import; 3 rows have a problem/)).toBeVisible();
    const table = canvas.getByRole("table", { name: "Rows of the file, checked" });
    await expect(within(table).getByRole("row", { name: /^4 2026-05-02 07:05/ })).toHaveTextContent(
      GLUCOSE_MESSAGES.valueRange("mg/dL"),
    );
    await expect(within(table).getByRole("row", { name: /^6 yesterday/ })).toHaveTextContent(
      HEALTH_DATA_MESSAGES.dateFormat,
    );
    await expect(within(table).getByRole("row", { name: /^7 2026-05-03 07:20/ })).toHaveTextContent(
      GLUCOSE_MESSAGES.typeRequired,
    );
    await press(canvas.getByRole("button", { name: "Import 4 readings" }), user.keyboard);
    await expect(args.onImportConfirm).toHaveBeenCalledOnce();
    const readings = (args.onImportConfirm as ReturnType<typeof fn>).mock.calls[0]![0] as unknown[];
    await expect(readings).toHaveLength(4);
    await expect(readings[0]).toEqual({
      value: 96,
      unit: "mg/dL",
      measurementType: "fasting",
      takenAt: "2026-05-01T06:12:00.000Z",
      timeZone: STORY_TIME_ZONE,
    });
  },
};

/** The readings are being saved, and then were. */
export const Importing: Story = {
  args: {
    importPreview: meterExport,
    importMapping: guessGlucoseImportMapping(meterExport.columns, "mg/dL"),
    importing: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Import 4 readings" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const Imported: Story = {
  args: { importResult: { imported: 4 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("4 readings imported.")).toBeVisible();
  },
};

/** With 'I have diabetes' the treatment targets apply: 70–79 before a meal is below target. */
export const WithDiabetes: Story = {
  args: (() => {
    const entry = glucoseEntry({
      // An id of its own: the list holds it beside someReadings() (React warned of a shared key).
      index: 91,
      value: 76,
      measurementType: "before-meal",
      takenAt: "2026-05-12T08:30:00.000Z",
      hasDiabetes: true,
    });
    return {
      hasDiabetes: true,
      history: glucoseList([entry, ...someReadings(true)], { hasDiabetes: true }),
      savedEntry: entry,
    };
  })(),
  play: async ({ canvas }) => {
    const saved = canvas.getByRole("region", { name: "Reading saved" });
    await expect(within(saved).getByRole("status")).toHaveTextContent(": below target.");
    await expect(within(saved).getByRole("list")).toHaveTextContent("In range80–130 mg/dL");
  },
};

export const Mobile: Story = {
  args: { history: glucoseList(year, { pageSize: 10 }), dailyAverages: glucoseDailyAverages(year) },
  globals: { viewport: { value: "mobile" } },
};
