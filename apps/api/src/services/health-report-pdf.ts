import {
  formatGlucose,
  formatGlucoseValue,
  GLUCOSE_BANDS,
  glucoseMeasurementTypeLabel,
  HORMONE_THERAPY_ROUTES,
  HORMONE_THERAPY_TYPES,
  MOOD_LABELS,
  moodLabel,
  MRS_BANDS,
  OOPHORECTOMY_OPTIONS,
  SMOKING_STATUSES,
  type GlucoseSummary,
  type GlucoseUnit,
  type HealthHistoryResponse,
  type MrsBand,
  type MrsScore,
} from "@pkg/contracts";
import PDFDocument from "pdfkit";

/**
 * The clinician report: a PDF of one period of a client's health data, built from plain data by a
 * pure function (no database, no clock but `generatedAt`), so that any caller can add what it has.
 * Standard PDF fonts (Helvetica) keep the file small and its text extractable; they cover Western
 * European text (WinAnsi), and any other character is written as "?".
 */

/** A full check-in of the period, as the report lists it. */
export type ReportCheckIn = { localDate: string; score: MrsScore };
/** A mood of the period. */
export type ReportMood = { localDate: string; mood: number };

/**
 * The glucose section's numbers: the summary of the period's readings (`glucoseSummary` of the
 * contracts), the setting its bands were worked out for and the person's unit, in which the
 * section shows every value first (the other unit follows for the reader).
 */
export type GlucoseSummaryInput = GlucoseSummary & { hasDiabetes: boolean; unit: GlucoseUnit };

export type HealthReportPdfData = {
  person: { name: string; dob: string | null };
  /** Local days, both included. */
  period: { from: string; to: string };
  generatedAt: Date;
  /** The person's zone, in which `generatedAt` is shown. */
  timeZone: string;
  /** Oldest first. */
  checkIns: ReportCheckIn[];
  /** Quick logs of single symptoms in the period (not part of any total). */
  quickLogCount: number;
  moods: ReportMood[];
  history: HealthHistoryResponse;
  /** Absent until glucose is recorded for the period: the section then says there is none. */
  glucose?: GlucoseSummaryInput | undefined;
};

export const REPORT_TEXT = {
  title: "Health report",
  noCheckIns: "No MRS check-ins in this period.",
  noMoods: "No moods logged in this period.",
  noGlucose: "No glucose readings in this period.",
  noMedications: "No medications recorded.",
  noHistory: "No health history has been saved yet.",
  notAnswered: "Not answered",
  selfReported:
    "Everything in this report was entered by the person in Haven. It is self-reported and is not a diagnosis.",
} as const;

// ---------------------------------------------------------------------------------------------
// Text

const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** The text as the standard fonts can write it: controls dropped, characters outside WinAnsi as "?". */
export function pdfSafeText(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    if (code === 0x09 || code === 0x0a) out += " ";
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else if (code <= 0xff || WIN_ANSI_EXTRA.has(char)) out += char;
    else out += "?";
  }
  return out;
}

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** `2026-05-01` as "1 May 2026". */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

const bandLabel = (band: MrsBand) => MRS_BANDS.find((entry) => entry.slug === band)?.label ?? band;
const labelOf = (options: readonly { slug: string; label: string }[], slug: string | undefined) =>
  slug ? (options.find((option) => option.slug === slug)?.label ?? slug) : undefined;
const yesNo = (value: boolean | undefined) =>
  value === undefined ? REPORT_TEXT.notAnswered : value ? "Yes" : "No";
const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);
const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

// ---------------------------------------------------------------------------------------------
// Layout

const MARGIN = 50;
const FOOTER_SPACE = 24;
const BODY_SIZE = 10;
const ROW_PADDING = 3;
const TEXT = "#1f2937";
const MUTED = "#4b5563";
const RULE = "#d1d5db";
const HEADER_FILL = "#f3f4f6";
/** Rows drawn between two turns of the event loop, so that a long report never holds it for long. */
const ROWS_PER_TURN = 40;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

type Column = { header: string; width: number; align?: "left" | "right" };

class ReportWriter {
  private rowsSinceTurn = 0;

  constructor(readonly doc: PDFKit.PDFDocument) {}

  get left() {
    return this.doc.page.margins.left;
  }

  get width() {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  private get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom - FOOTER_SPACE;
  }

  /** A new page when less than `height` is left on this one. */
  ensureSpace(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  heading(text: string) {
    this.ensureSpace(60);
    this.doc.moveDown(0.8);
    this.doc
      .font("Helvetica-Bold")
      .fontSize(13)
      .fillColor(TEXT)
      .text(pdfSafeText(text), this.left, this.doc.y, { width: this.width });
    const y = this.doc.y + 2;
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    this.doc.y = y + 6;
  }

  subheading(text: string) {
    this.ensureSpace(40);
    this.doc.moveDown(0.4);
    this.doc
      .font("Helvetica-Bold")
      .fontSize(BODY_SIZE + 1)
      .fillColor(TEXT)
      .text(pdfSafeText(text), this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.2);
  }

  paragraph(text: string, options: { muted?: boolean } = {}) {
    this.ensureSpace(BODY_SIZE * 2);
    this.doc
      .font("Helvetica")
      .fontSize(BODY_SIZE)
      .fillColor(options.muted ? MUTED : TEXT)
      .text(pdfSafeText(text), this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.25);
  }

  /** "Label: value" lines, the label in bold. */
  fields(rows: [string, string][]) {
    for (const [label, value] of rows) {
      this.ensureSpace(BODY_SIZE * 2);
      this.doc
        .font("Helvetica-Bold")
        .fontSize(BODY_SIZE)
        .fillColor(TEXT)
        .text(`${pdfSafeText(label)}: `, this.left, this.doc.y, { width: this.width, continued: true })
        .font("Helvetica")
        .text(pdfSafeText(value));
      this.doc.moveDown(0.15);
    }
  }

  /**
   * A table with a shaded header row that is drawn again on each new page. `wrap` lets cells wrap
   * (rows grow to the tallest cell); without it each cell is one line, which is what keeps a table
   * of three years of check-ins quick to lay out.
   */
  async table(columns: Column[], rows: string[][], options: { wrap?: boolean } = {}) {
    const doc = this.doc;
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * this.width);
    const lineHeight = BODY_SIZE + 2;
    const cellWidth = (index: number) => widths[index]! - ROW_PADDING * 2;

    const rowHeight = (cells: string[]) =>
      (options.wrap
        ? Math.max(
            lineHeight,
            ...cells.map((cell, index) => doc.heightOfString(cell, { width: cellWidth(index) })),
          )
        : lineHeight) +
      ROW_PADDING * 2;
    const drawRow = (cells: string[], header: boolean) => {
      doc.font(header ? "Helvetica-Bold" : "Helvetica").fontSize(BODY_SIZE - 1);
      const height = rowHeight(cells);
      if (doc.y + height > this.bottom) {
        doc.addPage();
        if (!header) drawRow(headers, true);
        doc.font("Helvetica").fontSize(BODY_SIZE - 1);
      }
      const top = doc.y;
      if (header) doc.rect(this.left, top, this.width, height).fill(HEADER_FILL);
      let x = this.left;
      cells.forEach((cell, index) => {
        doc.fillColor(TEXT).text(cell, x + ROW_PADDING, top + ROW_PADDING, {
          width: cellWidth(index),
          align: columns[index]!.align ?? "left",
          lineBreak: Boolean(options.wrap),
        });
        x += widths[index]!;
      });
      doc
        .moveTo(this.left, top + height)
        .lineTo(this.left + this.width, top + height)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      doc.x = this.left;
      doc.y = top + height;
    };
    const headers = columns.map((column) => pdfSafeText(column.header));

    this.ensureSpace((lineHeight + ROW_PADDING * 2) * 2);
    drawRow(headers, true);
    for (const row of rows) {
      drawRow(row.map(pdfSafeText), false);
      this.rowsSinceTurn += 1;
      if (this.rowsSinceTurn >= ROWS_PER_TURN) {
        this.rowsSinceTurn = 0;
        await nextTurn();
      }
    }
    doc.moveDown(0.5);
  }

  /** "Haven health report · name · page n of m" at the foot of every page. */
  footers(text: string) {
    const doc = this.doc;
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      doc.switchToPage(index);
      const bottomMargin = doc.page.margins.bottom;
      // Writing inside the margin would start a new page: lift the margin while writing there.
      doc.page.margins.bottom = 0;
      doc
        .font("Helvetica")
        .fontSize(BODY_SIZE - 2)
        .fillColor(MUTED)
        .text(
          `${pdfSafeText(text)} · page ${index - range.start + 1} of ${range.count}`,
          this.left,
          doc.page.height - bottomMargin + 10,
          { width: this.width, align: "center", lineBreak: false },
        );
      doc.page.margins.bottom = bottomMargin;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Sections

async function mrsSection(writer: ReportWriter, data: HealthReportPdfData) {
  writer.heading("Menopause Rating Scale (MRS)");
  writer.paragraph(
    "11 symptoms, each rated 0 (none) to 4 (very severe); total 0 to 44. Bands: 0-4 none or little, 5-8 mild, 9-15 moderate, 16 or more severe. Subscales: somatic (0-16), psychological (0-16), urogenital (0-12).",
    { muted: true },
  );
  const checkIns = data.checkIns;
  const quickLogs =
    data.quickLogCount > 0
      ? `${data.quickLogCount} quick log${data.quickLogCount === 1 ? "" : "s"} of single symptoms in this period ${data.quickLogCount === 1 ? "is" : "are"} not part of any total.`
      : null;
  if (checkIns.length === 0) {
    writer.paragraph(REPORT_TEXT.noCheckIns);
    if (quickLogs) writer.paragraph(quickLogs, { muted: true });
    return;
  }
  const first = checkIns[0]!;
  const last = checkIns.at(-1)!;
  const lowest = checkIns.reduce((min, each) => (each.score.total < min.score.total ? each : min));
  const highest = checkIns.reduce((max, each) => (each.score.total > max.score.total ? each : max));
  const describe = (entry: ReportCheckIn) =>
    `${entry.score.total} (${bandLabel(entry.score.band)}) on ${formatDay(entry.localDate)}`;
  writer.fields([
    ["Check-ins", String(checkIns.length)],
    ["Latest MRS total", describe(last)],
    ["First MRS total", describe(first)],
    ["Change from first to latest", checkIns.length > 1 ? signed(last.score.total - first.score.total) : "-"],
    ["Lowest MRS total", describe(lowest)],
    ["Highest MRS total", describe(highest)],
  ]);
  if (quickLogs) writer.paragraph(quickLogs, { muted: true });
  writer.subheading("Check-ins");
  await writer.table(
    [
      { header: "Date", width: 1.3 },
      { header: "MRS total", width: 1, align: "right" },
      { header: "Band", width: 1.3 },
      { header: "Somatic", width: 1, align: "right" },
      { header: "Psychological", width: 1.2, align: "right" },
      { header: "Urogenital", width: 1, align: "right" },
    ],
    checkIns.map((entry) => [
      formatDay(entry.localDate),
      String(entry.score.total),
      bandLabel(entry.score.band),
      String(entry.score.subscales.somatic),
      String(entry.score.subscales.psychological),
      String(entry.score.subscales.urogenital),
    ]),
  );
}

async function moodSection(writer: ReportWriter, data: HealthReportPdfData) {
  writer.heading("Mood");
  const moods = data.moods;
  if (moods.length === 0) {
    writer.paragraph(REPORT_TEXT.noMoods);
    return;
  }
  const average = moods.reduce((sum, entry) => sum + entry.mood, 0) / moods.length;
  const days = new Set(moods.map((entry) => entry.localDate)).size;
  writer.fields([
    ["Average mood", `${oneDecimal(average)} of 5 (${moodLabel(Math.round(average))})`],
    ["Days with a mood", String(days)],
    ["Moods logged", String(moods.length)],
  ]);
  const counts = MOOD_LABELS.map((_, index) => moods.filter((entry) => entry.mood === index + 1).length);
  await writer.table(
    [
      { header: "Mood", width: 2 },
      { header: "Times", width: 1, align: "right" },
      { header: "Share", width: 1, align: "right" },
    ],
    MOOD_LABELS.map((label, index) => [
      `${index + 1} ${label}`,
      String(counts[index]),
      `${Math.round((counts[index]! / moods.length) * 100)}%`,
    ]).reverse(),
  );
}

async function glucoseSection(writer: ReportWriter, data: HealthReportPdfData) {
  writer.heading("Glucose");
  const glucose = data.glucose;
  if (!glucose || glucose.count === 0) {
    writer.paragraph(REPORT_TEXT.noGlucose);
    return;
  }
  const outOfRange = glucose.count - (glucose.byBand["in-range"] ?? 0);
  const unit = glucose.unit;
  const other: GlucoseUnit = unit === "mg/dL" ? "mmol/L" : "mg/dL";
  const both = (mgDl: number) => `${formatGlucose(mgDl, unit)} (${formatGlucose(mgDl, other)})`;
  writer.fields([
    ["Readings", String(glucose.count)],
    ["Average", glucose.averageMgDl === null ? "-" : both(glucose.averageMgDl)],
    ["Readings out of range", `${outOfRange} of ${glucose.count}`],
    [
      "Ranges used",
      glucose.hasDiabetes
        ? "Targets for a person with diabetes (ADA treatment targets)"
        : "Ranges for a person without diabetes (ADA diagnostic ranges)",
    ],
    ...(glucose.timeInRange
      ? ([
          [
            "CGM time in range",
            `${oneDecimal(glucose.timeInRange.percent)}% of ${glucose.timeInRange.readings} readings within ${formatGlucoseValue(glucose.timeInRange.low, unit)}-${formatGlucose(glucose.timeInRange.high, unit)}`,
          ],
        ] as [string, string][])
      : []),
  ]);
  await writer.table(
    [
      { header: "Measurement", width: 2 },
      { header: "Readings", width: 1, align: "right" },
      { header: `Average ${unit}`, width: 1.3, align: "right" },
      { header: `Average ${other}`, width: 1.3, align: "right" },
    ],
    glucose.byType.map((type) => [
      glucoseMeasurementTypeLabel(type.measurementType),
      String(type.count),
      formatGlucoseValue(type.averageMgDl, unit),
      formatGlucoseValue(type.averageMgDl, other),
    ]),
  );
  await writer.table(
    [
      { header: "Band", width: 2 },
      { header: "Readings", width: 1, align: "right" },
    ],
    GLUCOSE_BANDS.map((band) => [band.label, String(glucose.byBand[band.slug] ?? 0)]),
  );
}

function historySection(writer: ReportWriter, data: HealthReportPdfData) {
  writer.heading("Health history");
  const history = data.history;
  if (history.updatedAt === null) {
    writer.paragraph(REPORT_TEXT.noHistory);
    return;
  }
  const list = (items: string[] | undefined) =>
    items && items.length > 0 ? items.join("; ") : "None recorded";
  const surgeries = history.surgeries ?? {};
  const family = history.familyHistory ?? {};
  writer.fields([
    ["Last updated", formatDay(history.updatedAt.slice(0, 10))],
    ["Conditions", list(history.conditions)],
    ["Allergies", list(history.allergies)],
    ["Hysterectomy", yesNo(surgeries.hysterectomy)],
    ["Oophorectomy", labelOf(OOPHORECTOMY_OPTIONS, surgeries.oophorectomy) ?? REPORT_TEXT.notAnswered],
    ["Other surgeries", list(surgeries.other)],
    ["Family history of breast cancer", yesNo(family.breastCancer)],
    ["Family history of heart disease", yesNo(family.heartDisease)],
    ["Family history of osteoporosis", yesNo(family.osteoporosis)],
    [
      "Last menstrual period",
      history.lastMenstrualPeriod ? formatDay(history.lastMenstrualPeriod) : REPORT_TEXT.notAnswered,
    ],
    ["Smoking", labelOf(SMOKING_STATUSES, history.smoking) ?? REPORT_TEXT.notAnswered],
    [
      "Alcohol",
      history.alcoholUnitsPerWeek === undefined
        ? REPORT_TEXT.notAnswered
        : `${history.alcoholUnitsPerWeek} units a week`,
    ],
    ["Height", history.heightCm === undefined ? REPORT_TEXT.notAnswered : `${history.heightCm} cm`],
    ["Weight", history.weightKg === undefined ? REPORT_TEXT.notAnswered : `${history.weightKg} kg`],
  ]);
}

async function medicationSection(writer: ReportWriter, data: HealthReportPdfData) {
  writer.heading("Medications");
  const medications = data.history.medications ?? [];
  if (medications.length === 0) {
    writer.paragraph(REPORT_TEXT.noMedications);
    return;
  }
  await writer.table(
    [
      { header: "Medication", width: 2 },
      { header: "Dose", width: 1.3 },
      { header: "Started", width: 1.1 },
      { header: "Hormone therapy", width: 2 },
    ],
    medications.map((medication) => [
      medication.name,
      medication.dose ?? "",
      medication.startDate ? formatDay(medication.startDate) : "",
      medication.hormoneTherapy
        ? `${labelOf(HORMONE_THERAPY_TYPES, medication.hormoneTherapy.type)}, ${labelOf(HORMONE_THERAPY_ROUTES, medication.hormoneTherapy.route)}`
        : "No",
    ]),
    { wrap: true },
  );
}

/**
 * The report as PDF bytes. Long tables give the event loop a turn every few dozen rows; three
 * years of daily check-ins take a few hundred milliseconds in all.
 */
export async function buildHealthReportPdf(data: HealthReportPdfData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: `${REPORT_TEXT.title}: ${formatDay(data.period.from)} to ${formatDay(data.period.to)}`,
      Author: "Haven",
      Creator: "Haven",
      CreationDate: data.generatedAt,
    },
    lang: "en-GB",
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const writer = new ReportWriter(doc);

  doc
    .font("Helvetica-Bold")
    .fontSize(20)
    .fillColor(TEXT)
    .text(`Haven ${REPORT_TEXT.title.toLowerCase()}`, writer.left, doc.y, { width: writer.width });
  doc.moveDown(0.4);
  const generated = new Intl.DateTimeFormat("en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: data.timeZone,
  }).format(data.generatedAt);
  writer.fields([
    ["Name", data.person.name],
    ["Date of birth", data.person.dob ? formatDay(data.person.dob) : REPORT_TEXT.notAnswered],
    ["Period", `${formatDay(data.period.from)} to ${formatDay(data.period.to)}`],
    ["Generated", `${generated} (${data.timeZone})`],
  ]);
  writer.paragraph(REPORT_TEXT.selfReported, { muted: true });

  await mrsSection(writer, data);
  await moodSection(writer, data);
  await glucoseSection(writer, data);
  historySection(writer, data);
  await medicationSection(writer, data);

  writer.footers(`Haven health report · ${data.person.name}`);
  doc.end();
  return finished;
}
