// Writes public/template.pdf: the invitee list a practitioner can fill in and import on the
// 'Invite clients' step (one person per line: name, then e-mail address or phone number).
// Run with `npm run template-pdf -w @app/web` after changing the text; the file is committed.
import { writeFile } from "node:fs/promises";

import { PDFDocument, rgb, StandardFonts } from "pdf-lib";

const title = "Client invitation list";
const instructions = [
  "Write one client per line: their name, then their e-mail address or phone number.",
  "Phone numbers: 10 to 15 digits; a leading + and spaces are fine.",
  "Save the filled list as a PDF (or as a CSV with the columns name,email,phone)",
  "and import it on the 'Invite clients' step. You can check every row before sending.",
];
const rows = 18;

const document = await PDFDocument.create();
document.setTitle(title);
document.setSubject("Invite your clients");
document.setCreationDate(new Date("2026-01-01T00:00:00Z"));
document.setModificationDate(new Date("2026-01-01T00:00:00Z"));
const regular = await document.embedFont(StandardFonts.Helvetica);
const bold = await document.embedFont(StandardFonts.HelveticaBold);
const page = document.addPage([595.28, 841.89]); // A4
const ink = rgb(0.12, 0.16, 0.22);
const muted = rgb(0.4, 0.44, 0.5);
const line = rgb(0.8, 0.82, 0.86);

page.drawText(title, { x: 50, y: 780, size: 20, font: bold, color: ink });
instructions.forEach((text, index) =>
  page.drawText(text, { x: 50, y: 750 - index * 16, size: 10, font: regular, color: muted }),
);

const top = 670;
const columns = [
  { label: "Name", x: 50 },
  { label: "E-mail address or phone number", x: 260 },
];
columns.forEach(({ label, x }) => page.drawText(label, { x, y: top, size: 11, font: bold, color: ink }));
for (let row = 0; row <= rows; row += 1) {
  const y = top - 8 - row * 30;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.75, color: line });
}

await writeFile(new URL("../public/template.pdf", import.meta.url), await document.save());
console.log("Wrote public/template.pdf");
