import { describe, expect, it } from "vitest";

import {
  attachmentDisposition,
  attachmentFileName,
  attachmentTypeOf,
  ATTACHMENT_NAME_MAX,
} from "./content-attachments";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))),
  );

describe("an attachment's type, by its first bytes", () => {
  it("recognises PDF, PNG and JPEG", () => {
    expect(attachmentTypeOf(bytes("%PDF-1.7\n"))).toBe("application/pdf");
    expect(attachmentTypeOf(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(attachmentTypeOf(bytes([0xff, 0xd8, 0xff, 0xdb]))).toBe("image/jpeg");
  });

  it("refuses anything else, a signature alone, and a signature that is not at the start", () => {
    for (const data of [
      bytes(""),
      bytes("%PDF-"),
      bytes("%PDF"),
      bytes(" %PDF-1.4"),
      bytes("<html>%PDF-1.4"),
      bytes("MZ", [0x90, 0, 3, 0]),
      bytes("PK", [3, 4, 20, 0]),
      bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]),
      bytes([0xff, 0xd8, 0xfe, 0x00]),
      bytes("GIF89a"),
      bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"),
    ]) {
      expect(attachmentTypeOf(data), JSON.stringify(data.toString("latin1"))).toBeUndefined();
    }
  });
});

describe("an attachment's name", () => {
  it("keeps the last segment of a path, one line, without direction marks or leading dots", () => {
    expect(attachmentFileName("../../etc/passwd.pdf", "application/pdf")).toBe("passwd.pdf");
    expect(attachmentFileName("C:\\fakepath\\scan.pdf", "application/pdf")).toBe("scan.pdf");
    expect(attachmentFileName("a\u0000b\r\nc.png", "image/png")).toBe("a b c.png");
    expect(attachmentFileName("\u202egnp.exe", "image/png")).toBe("gnp.exe.png");
    expect(attachmentFileName("..\u200b.png", "image/png")).toBe("png.png");
    expect(attachmentFileName("   ", "image/jpeg")).toBe("attachment.jpg");
    expect(attachmentFileName("folder/", "application/pdf")).toBe("attachment.pdf");
  });

  it("ends with an extension of its real type, keeping one the name already has", () => {
    expect(attachmentFileName("report.pdf", "image/png")).toBe("report.pdf.png");
    expect(attachmentFileName("Photo.JPEG", "image/jpeg")).toBe("Photo.JPEG");
    expect(attachmentFileName("photo.jpg", "image/jpeg")).toBe("photo.jpg");
    expect(attachmentFileName("photo", "image/jpeg")).toBe("photo.jpg");
    expect(attachmentFileName(".pdf", "application/pdf")).toBe("pdf.pdf");
  });

  it("is at most 255 characters, cut before its extension and never inside a character", () => {
    const long = attachmentFileName(`${"é".repeat(400)}.pdf`, "application/pdf");
    expect(long).toBe(`${"é".repeat(ATTACHMENT_NAME_MAX - 4)}.pdf`);
    const emoji = attachmentFileName("😀".repeat(300), "image/png");
    expect(Array.from(emoji)).toHaveLength(ATTACHMENT_NAME_MAX);
    expect(emoji.endsWith("😀.png")).toBe(true);
  });
});

describe("Content-Disposition", () => {
  it("downloads PDF and shows images inline, with an ASCII name and the full name in UTF-8", () => {
    expect(attachmentDisposition('Ménopause "guide" 100%.pdf', "application/pdf")).toBe(
      "attachment; filename=\"M_nopause _guide_ 100_.pdf\"; filename*=UTF-8''M%C3%A9nopause%20%22guide%22%20100%25.pdf",
    );
    expect(attachmentDisposition("it's (1).png", "image/png")).toBe(
      "inline; filename=\"it's (1).png\"; filename*=UTF-8''it%27s%20%281%29.png",
    );
  });
});
