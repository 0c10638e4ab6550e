import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { ProfilePictureCard } from "./profile-picture-card";

/** Fixed images stand in for the uploaded picture and the chosen file's preview. */
const picture =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#2f6f5e"/><circle cx="40" cy="32" r="14" fill="#f4e3c9"/><path d="M14 80c2-18 14-28 26-28s24 10 26 28z" fill="#f4e3c9"/></svg>',
  );
const preview =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#7a4b9c"/><circle cx="40" cy="32" r="14" fill="#fde2d0"/><path d="M14 80c2-18 14-28 26-28s24 10 26 28z" fill="#fde2d0"/></svg>',
  );

const meta = {
  title: "Screens/App/SettingsProfilePicture",
  component: ProfilePictureCard,
  parameters: { layout: "padded" },
  args: {
    name: "Carmen Alvarez",
    pictureUrl: null,
    onSelect: fn(),
    onClearSelection: fn(),
    onUpload: fn(),
    removeOpen: false,
    onRemoveOpenChange: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof ProfilePictureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No picture: the initials, and a labelled file control that the keyboard reaches. */
export const NoPicture: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Profile picture" })).toBeVisible();
    await expect(canvas.getByText("CA")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Remove picture" })).toBeNull();
    const input = canvas.getByLabelText("Choose a picture");
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.upload(input, new File(["png"], "me.png", { type: "image/png" }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: "me.png" }));
  },
};

/** A picture: it shows, and removing it asks first. */
export const HasPicture: Story = {
  args: { pictureUrl: picture },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole("img", { name: "Your profile picture" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove picture" }));
    await expect(args.onRemoveOpenChange).toHaveBeenCalledWith(true);
  },
};

/** The remove confirmation. */
export const ConfirmRemove: Story = {
  args: { pictureUrl: picture, removeOpen: true },
  play: async ({ args, canvas, canvasElement }) => {
    await canvas.findByRole("img", { name: "Your profile picture", hidden: true });
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("alertdialog", {
      name: "Remove your profile picture?",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove picture" }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** A file chosen: its preview, Upload and Cancel. */
export const Chosen: Story = {
  args: { pictureUrl: picture, previewUrl: preview, selectedName: "holiday.png" },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole("img", { name: "Preview of the chosen picture" })).toBeVisible();
    await expect(canvas.getByText("Chosen: holiday.png")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Upload picture" }));
    await expect(args.onUpload).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(args.onClearSelection).toHaveBeenCalledOnce();
  },
};

/** Uploading: the button keeps its size and says it is busy. */
export const Uploading: Story = {
  args: { previewUrl: preview, selectedName: "holiday.png", uploading: true },
  play: async ({ canvas }) => {
    await canvas.findByRole("img", { name: "Preview of the chosen picture" });
    await expect(canvas.getByRole("button", { name: /Upload picture/ })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByLabelText("Choose a picture")).toBeDisabled();
  },
};

/** A file of another type: the onboarding's message, tied to the control, which takes the focus. */
export const FileError: Story = {
  args: { error: "Files must be JPEG, PNG or WebP" },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Choose a picture");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(/Files must be JPEG, PNG or WebP/);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Files must be JPEG, PNG or WebP");
    await expect(input).toHaveFocus();
  },
};

/** Uploading failed for another reason than the file. */
export const ApiError: Story = {
  args: { previewUrl: preview, selectedName: "holiday.png", apiError: "Network Error" },
  play: async ({ canvas }) => {
    await canvas.findByRole("img", { name: "Preview of the chosen picture" });
    await expect(canvas.getByText("Network Error")).toBeVisible();
  },
};

/** Saved: the status says so. */
export const Saved: Story = {
  args: { pictureUrl: picture, savedMessage: "Profile picture saved." },
  play: async ({ canvas }) => {
    await canvas.findByRole("img", { name: "Your profile picture" });
    await expect(canvas.getByRole("status")).toHaveTextContent("Profile picture saved.");
  },
};

export const Mobile: Story = {
  args: { pictureUrl: picture },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("img", { name: "Your profile picture" })).toBeVisible();
  },
};
