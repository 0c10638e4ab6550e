import Papa from "papaparse";

// Only the modules that read files import this (the API's invitee import, the glucose import
// page): papaparse never reaches the first load of a page.

/**
 * The cells of a CSV text, as papaparse reads it: commas, semicolons, tabs or bars (whichever
 * the file uses), quoted cells with separators, doubled quotes or line breaks, and a byte-order
 * mark. Blank rows are skipped; cells are kept as typed.
 */
export function readCsvCells(text: string): string[][] {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), {
    skipEmptyLines: "greedy",
    delimitersToGuess: [",", ";", "\t", "|"],
  });
  return data;
}

/**
 * A CSV file with a header row: the header's names and the rows below it (cells trimmed), or
 * null when the text has no header with at least one name.
 */
export function readCsvTable(text: string): { columns: string[]; rows: string[][] } | null {
  const [header, ...rows] = readCsvCells(text).map((row) => row.map((cell) => cell.trim()));
  if (!header || header.every((name) => name === "")) return null;
  return { columns: header, rows };
}
