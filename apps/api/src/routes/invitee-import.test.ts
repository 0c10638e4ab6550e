import { readFile } from "node:fs/promises";

import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { pdfTextStartChannel } from "../lib/pdf-text";
import { bearer, createTestApp, SETUP_TIMEOUT, type SignedUp, type TestApp } from "../test/app";
import { hostilePdf } from "../test/hostile-pdf";
import { multipart, PNG } from "../test/multipart";

/** A one-page PDF with these lines of text. */
async function pdfWithLines(lines: string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 780 - index * 24, size: 12, font }));
  return Buffer.from(await document.save());
}

describe("POST /api/coach/invitees/import", () => {
  let t: TestApp;
  let coach: SignedUp;

  beforeAll(async () => {
    t = await createTestApp();
    coach = await t.signUp(2);
  }, SETUP_TIMEOUT);
  afterAll(async () => t?.close());

  const upload = (filename: string, contentType: string, data: Buffer, token = coach.accessToken) => {
    const body = multipart([{ name: "file", filename, contentType, data }]);
    return t.app.inject({
      method: "POST",
      url: "/api/coach/invitees/import",
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };

  it("reads the rows of a CSV for review", async () => {
    const csv = "name,email,phone\nAda Lovelace,ada@example.com,\nGrace Hopper,,5550102030\n";
    const response = await upload("clients.csv", "text/csv", Buffer.from(csv));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fileName: "clients.csv",
      invitees: [
        { name: "Ada Lovelace", contact: "ada@example.com" },
        { name: "Grace Hopper", contact: "5550102030" },
      ],
    });
  });

  it("finds the e-mail addresses and phone numbers in a PDF", async () => {
    const pdf = await pdfWithLines([
      "My clients",
      "Ada Lovelace ada@example.com",
      "Grace Hopper +1 555 010 2030",
      "Thank you",
    ]);
    const response = await upload("list.pdf", "application/pdf", pdf);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fileName: "list.pdf",
      invitees: [
        { name: "Ada Lovelace", contact: "ada@example.com" },
        { name: "Grace Hopper", contact: "+15550102030" },
      ],
    });
  }, 30_000);

  it("says so when a file holds nobody to invite", async () => {
    const response = await upload("empty.pdf", "application/pdf", await pdfWithLines(["Nothing here"]));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: "NO_INVITEES_FOUND",
      message: "No clients were found in empty.pdf",
    });
  });

  it("reads the web app's blank template.pdf as a list with nobody on it yet", async () => {
    const template = await readFile(new URL("../../../web/public/template.pdf", import.meta.url));
    const response = await upload("template.pdf", "application/pdf", template);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: "No clients were found in template.pdf" });
  });

  it("refuses other file types, broken PDFs and requests without a file", async () => {
    const image = await upload("clients.csv", "text/csv", PNG);
    expect(image.statusCode).toBe(415);
    expect(image.json()).toMatchObject({ message: "Import a .csv or .pdf file" });

    const broken = await upload("list.pdf", "application/pdf", Buffer.from("%PDF-1.7\nnot really"));
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toMatchObject({ message: "This PDF could not be read" });

    const json = await t.app.inject({
      method: "POST",
      url: "/api/coach/invitees/import",
      headers: bearer(coach.accessToken),
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ message: "Choose a CSV or PDF file" });
  });

  it(
    "reads a hostile PDF off the main thread: /api/health answers while the upload is refused",
    { timeout: 120_000 },
    async () => {
      // The attack, made small: 20 pages whose /Contents all point at one stream of
      // 200,000 text operators (about 14 kB). On the main thread it held every request for seconds.
      const pdf = await hostilePdf({ kind: "text-items", operators: 200_000 });
      // A real server, so that the two requests are served side by side as in production.
      const url = await t.app.listen({ port: 0, host: "127.0.0.1" });
      const started = new Promise<void>((resolve) => {
        const onStart = () => {
          pdfTextStartChannel.unsubscribe(onStart);
          resolve();
        };
        pdfTextStartChannel.subscribe(onStart);
      });
      const order: string[] = [];
      const body = multipart([
        { name: "file", filename: "hostile.pdf", contentType: "application/pdf", data: pdf },
      ]);
      const upload = fetch(`${url}/api/coach/invitees/import`, {
        method: "POST",
        headers: { ...bearer(coach.accessToken), ...body.headers },
        body: body.payload,
      }).then((response) => {
        order.push("upload answered");
        return response;
      });
      // Once the PDF is being read, the health check is sent: it must not wait for the read.
      await Promise.race([
        started,
        upload.then((response) => {
          throw new Error(`the upload answered ${response.status} before its PDF was read`);
        }),
      ]);
      const health = await fetch(`${url}/api/health`);
      order.push("health answered");
      const refused = await upload;

      expect(order).toEqual(["health answered", "upload answered"]);
      expect(health.status).toBe(200);
      expect(refused.status).toBe(422);
      const message = "This PDF is too complex to read. Please upload a simpler PDF or use the CSV template.";
      expect(await refused.json()).toEqual({
        message,
        code: "PDF_TOO_COMPLEX",
        fieldErrors: { file: message },
      });
    },
  );

  it("is for practitioners only", async () => {
    const client = await t.signUp(3);
    const csv = Buffer.from("Ada,ada@example.com\n");
    expect((await upload("clients.csv", "text/csv", csv, client.accessToken)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "POST", url: "/api/coach/invitees/import" });
    expect(anonymous.statusCode).toBe(401);
  });
});
