import { describe, expect, it } from "vitest";

import {
  acceptAttribute,
  acceptLabel,
  checkFiles,
  fileExtension,
  formatFileSize,
  formatSizeLimit,
  isAcceptedFile,
  type FileAccept,
} from "./file-accept";

const certificates: FileAccept = {
  "application/pdf": [".pdf"],
  "image/jpeg": [".jpeg", ".jpg"],
  "image/png": [".png"],
};

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe("fileExtension", () => {
  it("lower-cases the last extension", () => {
    expect(fileExtension("Report.Final.PDF")).toBe(".pdf");
  });
  it("is empty without one (or for dot-files)", () => {
    expect(fileExtension("README")).toBe("");
    expect(fileExtension(".env")).toBe("");
  });
});

describe("isAcceptedFile", () => {
  it("accepts a matching MIME type and extension", () => {
    expect(isAcceptedFile(file("licence.pdf", "application/pdf"), certificates)).toBe(true);
    expect(isAcceptedFile(file("scan.JPG", "image/jpeg"), certificates)).toBe(true);
  });

  it("rejects a matching extension with the wrong MIME type", () => {
    expect(isAcceptedFile(file("fake.pdf", "application/x-msdownload"), certificates)).toBe(false);
  });

  it("rejects a matching MIME type with the wrong extension", () => {
    expect(isAcceptedFile(file("scan.png", "image/jpeg"), certificates)).toBe(false);
    expect(isAcceptedFile(file("report.exe", "application/pdf"), certificates)).toBe(false);
  });

  it("rejects files whose type the browser does not know", () => {
    expect(isAcceptedFile(file("licence.pdf", ""), certificates)).toBe(false);
  });

  it("supports MIME families and any extension", () => {
    expect(isAcceptedFile(file("photo.heic", "image/heic"), { "image/*": [] })).toBe(true);
    expect(isAcceptedFile(file("notes.txt", "text/plain"), { "image/*": [] })).toBe(false);
  });

  it("accepts anything without an accept list", () => {
    expect(isAcceptedFile(file("anything.bin", "application/octet-stream"), undefined)).toBe(true);
  });
});

describe("acceptAttribute and acceptLabel", () => {
  it("lists MIME types and extensions for the picker", () => {
    expect(acceptAttribute(certificates)).toBe("application/pdf,.pdf,image/jpeg,.jpeg,.jpg,image/png,.png");
  });

  it("names each accepted type once", () => {
    expect(acceptLabel(certificates)).toBe("PDF, JPEG, PNG");
    expect(
      acceptLabel({ "text/csv": [".csv"], "application/vnd.ms-excel": [".csv"], "application/pdf": [] }),
    ).toBe("CSV, PDF");
  });
});

describe("formatFileSize and formatSizeLimit", () => {
  it("shows sizes in KB", () => {
    expect(formatFileSize(512)).toBe("0.5 KB");
    expect(formatFileSize(12_700)).toBe("12 KB");
    expect(formatFileSize(1_572_864)).toBe("1,536 KB");
  });

  it("shows limits in MB or KB", () => {
    expect(formatSizeLimit(5 * 1024 * 1024)).toBe("5 MB");
    expect(formatSizeLimit(1.5 * 1024 * 1024)).toBe("1.5 MB");
    expect(formatSizeLimit(500 * 1024)).toBe("500 KB");
  });
});

describe("checkFiles", () => {
  it("explains a rejected type with the accepted types", () => {
    const { accepted, rejected } = checkFiles(
      [file("report.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document")],
      { accept: certificates },
    );
    expect(accepted).toEqual([]);
    expect(rejected[0]?.reason).toBe("type");
    expect(rejected[0]?.message).toBe("report.docx is not an accepted file type (PDF, JPEG, PNG)");
  });

  it("explains a file that is too large", () => {
    const { rejected } = checkFiles([file("scan.png", "image/png", 6 * 1024 * 1024)], {
      accept: certificates,
      maxSize: 5 * 1024 * 1024,
    });
    expect(rejected[0]?.reason).toBe("size");
    expect(rejected[0]?.message).toBe("scan.png is larger than the 5 MB limit");
  });

  it("keeps one file in single mode", () => {
    const { accepted, rejected } = checkFiles(
      [file("a.pdf", "application/pdf"), file("b.pdf", "application/pdf")],
      { accept: certificates },
    );
    expect(accepted.map((item) => item.name)).toEqual(["a.pdf"]);
    expect(rejected[0]?.message).toBe("b.pdf was not added: only one file can be uploaded");
  });

  it("keeps every good file in multiple mode and rejects the others", () => {
    const { accepted, rejected } = checkFiles(
      [file("a.pdf", "application/pdf"), file("b.gif", "image/gif"), file("c.png", "image/png")],
      { accept: certificates, multiple: true },
    );
    expect(accepted.map((item) => item.name)).toEqual(["a.pdf", "c.png"]);
    expect(rejected.map((item) => item.file.name)).toEqual(["b.gif"]);
  });
});
