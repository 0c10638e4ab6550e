import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { Field } from "../field";
import { type FileAccept } from "./file-accept";
import { FileUpload } from "./file-upload";

const certificateTypes: FileAccept = {
  "application/pdf": [".pdf"],
  "image/jpeg": [".jpeg", ".jpg"],
  "image/png": [".png"],
};

const fixedDate = Date.UTC(2025, 0, 15);

function makeFile(name: string, type: string, size: number): File {
  return new File([new Uint8Array(size)], name, { type, lastModified: fixedDate });
}

/** Fires a drag event carrying files, as a browser does (user-event cannot drag files). */
function fireDrag(
  target: HTMLElement,
  type: "dragenter" | "dragover" | "dragleave" | "drop",
  files: File[] = [],
) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true }));
}

/** Drags files over an element and drops them. */
function dropFiles(target: HTMLElement, files: File[]) {
  fireDrag(target, "dragenter", files);
  fireDrag(target, "dragover", files);
  fireDrag(target, "drop", files);
}

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>("input[type=file]");
  if (!input) throw new Error("the file input should render");
  return input;
}

const meta = {
  title: "UI/FileUpload",
  component: FileUpload,
  args: {
    accept: certificateTypes,
    maxSize: 5 * 1024 * 1024,
    multiple: false,
    size: "md",
    disabled: false,
    onValueChange: fn(),
    onReject: fn(),
  },
  argTypes: {
    size: { control: "select", options: ["sm", "md"] },
    multiple: { control: "boolean" },
    disabled: { control: "boolean" },
    maxSize: { control: "number" },
    accept: { control: "object" },
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a file with the picker: it is listed with its name and size in KB. */
export const Playground: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const dropzone = canvas.getByRole("button", { name: /Drag and drop a file here, or click to browse/ });
    await expect(dropzone).toHaveAccessibleDescription("PDF, JPEG, PNG, up to 5 MB");
    const licence = makeFile("licence.pdf", "application/pdf", 250 * 1024);
    await userEvent.upload(fileInput(canvasElement), licence);
    const list = await canvas.findByRole("list", { name: "Chosen file" });
    await expect(list).toHaveTextContent("licence.pdf");
    await expect(list).toHaveTextContent("250 KB");
    await expect(args.onValueChange).toHaveBeenLastCalledWith([licence]);
  },
};

/** A file already chosen. */
export const Filled: Story = {
  args: { defaultValue: [makeFile("board-certificate.png", "image/png", 1_843_200)] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list", { name: "Chosen file" })).toHaveTextContent("1,800 KB");
  },
};

/** Dropping a file adds it; the zone is highlighted while a file is dragged over it. */
export const DragAndDrop: Story = {
  play: async ({ args, canvas }) => {
    const dropzone = canvas.getByRole("button", { name: /Drag and drop/ });
    fireDrag(dropzone, "dragenter");
    await waitFor(() => expect(dropzone).toHaveAttribute("data-dragging"));
    fireDrag(dropzone, "dragleave");
    await waitFor(() => expect(dropzone).not.toHaveAttribute("data-dragging"));
    const scan = makeFile("scan.jpg", "image/jpeg", 40 * 1024);
    dropFiles(dropzone, [scan]);
    await expect(await canvas.findByText("scan.jpg")).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith([scan]);
    await expect(dropzone).not.toHaveAttribute("data-dragging");
  },
};

/** A refused type is named with the accepted types; nothing is added. */
export const RejectedType: Story = {
  play: async ({ args, canvas }) => {
    const dropzone = canvas.getByRole("button", { name: /Drag and drop/ });
    dropFiles(dropzone, [
      makeFile(
        "report.docx",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        9000,
      ),
    ]);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("report.docx is not an accepted file type (PDF, JPEG, PNG)");
    await expect(dropzone).toHaveAttribute("aria-invalid", "true");
    await expect(dropzone).toHaveAccessibleDescription(
      "PDF, JPEG, PNG, up to 5 MB report.docx is not an accepted file type (PDF, JPEG, PNG)",
    );
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** The extension alone is not enough: a `.pdf` that is not a PDF is refused. */
export const RejectedDisguisedFile: Story = {
  play: async ({ args, canvas }) => {
    dropFiles(canvas.getByRole("button", { name: /Drag and drop/ }), [
      makeFile("invoice.pdf", "application/x-msdownload", 9000),
    ]);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "invoice.pdf is not an accepted file type (PDF, JPEG, PNG)",
    );
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A file over `maxSize` is refused with the limit. */
export const RejectedSize: Story = {
  args: { maxSize: 1024 * 1024 },
  play: async ({ args, canvas }) => {
    dropFiles(canvas.getByRole("button", { name: /Drag and drop/ }), [
      makeFile("scan.png", "image/png", 2 * 1024 * 1024),
    ]);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "scan.png is larger than the 1 MB limit",
    );
    await expect(args.onReject).toHaveBeenCalledWith([
      expect.objectContaining({ reason: "size", message: "scan.png is larger than the 1 MB limit" }),
    ]);
  },
};

/** Several files, some refused: the good ones are kept, each refusal is listed. */
export const Multiple: Story = {
  args: { multiple: true },
  play: async ({ args, canvas }) => {
    const licence = makeFile("licence.pdf", "application/pdf", 120 * 1024);
    const photo = makeFile("certificate.png", "image/png", 300 * 1024);
    dropFiles(canvas.getByRole("button", { name: /Drag and drop files here/ }), [
      licence,
      makeFile("notes.txt", "text/plain", 2000),
      photo,
    ]);
    const list = await canvas.findByRole("list", { name: "Chosen files" });
    await waitFor(() => expect(list.children).toHaveLength(2));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([licence, photo]);
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "notes.txt is not an accepted file type (PDF, JPEG, PNG)",
    );
  },
};

/** A single-file upload replaces its file. */
export const ReplacesInSingleMode: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const first = makeFile("old.pdf", "application/pdf", 1024);
    const second = makeFile("new.pdf", "application/pdf", 2048);
    await userEvent.upload(fileInput(canvasElement), first);
    await userEvent.upload(fileInput(canvasElement), second);
    await expect(await canvas.findByText("new.pdf")).toBeVisible();
    await expect(canvas.queryByText("old.pdf")).not.toBeInTheDocument();
    await expect(args.onValueChange).toHaveBeenLastCalledWith([second]);
  },
};

/** Each file has a remove button named after it. */
export const Remove: Story = {
  args: {
    multiple: true,
    defaultValue: [
      makeFile("licence.pdf", "application/pdf", 120 * 1024),
      makeFile("certificate.png", "image/png", 300 * 1024),
    ],
  },
  play: async ({ args, canvas }) => {
    const remove = canvas.getByRole("button", { name: "Remove licence.pdf" });
    await expect(remove).toHaveAttribute("type", "button");
    await userEvent.click(remove);
    await waitFor(() => expect(canvas.queryByText("licence.pdf")).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: "certificate.png" }),
    ]);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: [makeFile("licence.pdf", "application/pdf", 120 * 1024)] },
  play: async ({ args, canvas }) => {
    const dropzone = canvas.getByRole("button", { name: /Drag and drop/ });
    await expect(dropzone).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Remove licence.pdf" })).toBeDisabled();
    dropFiles(dropzone, [makeFile("scan.png", "image/png", 1024)]);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** In a Field: labelled, required and described by the Field's error. */
export const WithError: Story = {
  render: (args) => (
    <Field label="Certificate or licence" error="Please upload at least one certificate" required>
      <FileUpload {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const dropzone = canvas.getByRole("button", { name: "Certificate or licence" });
    await expect(dropzone).toHaveAttribute("aria-invalid", "true");
    await expect(dropzone).toHaveAccessibleDescription(
      "Please upload at least one certificate PDF, JPEG, PNG, up to 5 MB",
    );
  },
};

/** Invitee lists: CSV or PDF, one file. */
export const InviteeList: Story = {
  args: {
    accept: { "text/csv": [".csv"], "application/pdf": [".pdf"] },
    maxSize: undefined,
    size: "sm",
    label: "Import CSV or PDF",
    defaultValue: [makeFile("invitees.csv", "text/csv", 3400)],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Import CSV or PDF/ })).toHaveAccessibleDescription(
      "CSV, PDF",
    );
  },
};

export const Mobile: Story = {
  ...RejectedType,
  globals: { viewport: { value: "mobile" } },
};

export const Dark: Story = {
  args: {
    multiple: true,
    defaultValue: [
      makeFile("licence.pdf", "application/pdf", 120 * 1024),
      makeFile("certificate.png", "image/png", 300 * 1024),
    ],
  },
  globals: { theme: "dark" },
};
