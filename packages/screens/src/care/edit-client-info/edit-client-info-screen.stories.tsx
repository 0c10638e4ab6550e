import { CARE_LIMITS, CARE_MESSAGES, type EditClientInfoRequest } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";

import { inPageMain } from "../../health/shared/story-helpers";
import { restPage } from "../../onboarding/stories/story-helpers";
import { blankClientInfo, carmenInfo } from "../care-clients.fixtures";
import { EditClientInfoScreen, type EditClientInfoScreenProps } from "./edit-client-info-screen";
import {
  editClientInfoValuesFrom,
  useEditClientInfoForm,
  type UseEditClientInfoFormOptions,
} from "./use-edit-client-info-form";

type EditClientInfoStoryProps = Omit<
  EditClientInfoScreenProps,
  "values" | "errors" | "errorFocusKey" | "onChange" | "onSubmit"
> &
  UseEditClientInfoFormOptions & {
    /** Called with the checked request when the values pass. */
    onSave: (request: EditClientInfoRequest) => void;
  };

/** The screen with its form hook, as the web app's route wires it. */
function EditClientInfoStory({ initialValues, initialErrors, onSave, ...props }: EditClientInfoStoryProps) {
  const form = useEditClientInfoForm({ initialValues, initialErrors });
  return (
    <EditClientInfoScreen
      {...props}
      values={form.values}
      errors={form.errors}
      errorFocusKey={form.errorFocusKey}
      onChange={form.onChange}
      onSubmit={form.handleSubmit((request) => onSave(request))}
    />
  );
}

const meta = {
  title: "Screens/Care/EditClientInfo",
  component: EditClientInfoStory,
  parameters: { layout: "padded" },
  decorators: [inPageMain],
  afterEach: restPage,
  args: {
    info: carmenInfo,
    initialValues: editClientInfoValuesFrom(carmenInfo),
    onSave: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof EditClientInfoStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A client with nothing of the practitioner's own yet; their account shows read-only. */
export const Default: Story = {
  args: { info: blankClientInfo, initialValues: editClientInfoValuesFrom(blankClientInfo) },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Edit client details" })).toBeVisible();
    await expect(canvas.getByText("Carmen Ortiz").closest("p")).toHaveTextContent(
      "Their account: Carmen Ortiz, carmen.ortiz@example.com — only they can change it.",
    );
    await expect(canvas.getByText("No tags yet.")).toBeVisible();
    await user.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** A saved record: a tag added with Enter, one removed, and saved. */
export const Filled: Story = {
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByRole("textbox", { name: "Display name" })).toHaveValue("Carmen O.");
    await user.type(canvas.getByRole("textbox", { name: "Add a tag" }), "Hot flushes{Enter}");
    await expect(await canvas.findByRole("button", { name: "Remove tag Hot flushes" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Add a tag" })).toHaveValue("");
    await user.click(canvas.getByRole("button", { name: "Remove tag Sleep" }));
    await waitFor(() => expect(canvas.queryByRole("button", { name: "Remove tag Sleep" })).toBeNull());
    await expect(canvas.getByRole("textbox", { name: "Add a tag" })).toHaveFocus();
    canvas.getByRole("button", { name: "Save" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onSave).toHaveBeenCalledWith({
      displayName: "Carmen O.",
      phone_number: "15555550123",
      notes: carmenInfo.notes,
      tags: ["Perimenopause", "Hot flushes"],
    });
  },
};

/** A tag too long is refused as it is added; notes too long are refused on Save, with the contracts' messages. */
export const ValidationErrors: Story = {
  args: {
    initialValues: { ...editClientInfoValuesFrom(carmenInfo), notes: "n".repeat(CARE_LIMITS.notesMax + 1) },
  },
  play: async ({ args, canvas, userEvent: user }) => {
    const tag = canvas.getByRole("textbox", { name: "Add a tag" });
    await user.type(tag, `${"t".repeat(CARE_LIMITS.tagMax + 1)}{Enter}`);
    await expect(await canvas.findByText(CARE_MESSAGES.tagTooLong)).toBeVisible();
    await expect(tag).toHaveAttribute("aria-invalid", "true");
    await user.clear(tag);
    await expect(canvas.queryByText(CARE_MESSAGES.tagTooLong)).toBeNull();

    canvas.getByRole("button", { name: "Save" }).focus();
    await user.keyboard("{Enter}");
    await expect(await canvas.findByText(CARE_MESSAGES.notesTooLong)).toBeVisible();
    const notes = canvas.getByRole("textbox", { name: "Notes" });
    await expect(notes).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(notes).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Saving: the button shows it. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Save" })).toHaveAttribute("aria-busy", "true");
  },
};

/** Saving failed: why, the values kept. */
export const ApiError: Story = {
  args: { apiError: "No such client" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("No such client");
    await expect(canvas.getByRole("textbox", { name: "Display name" })).toHaveValue("Carmen O.");
  },
};

/** The record is loading. */
export const Loading: Story = {
  args: { info: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading the client's details" })).toBeVisible();
  },
};

/** The record could not be loaded: why, and Try again. */
export const LoadError: Story = {
  args: { info: null, loadError: "The server did not answer. Check your connection and try again." },
  play: async ({ args, canvas, userEvent: user }) => {
    await user.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** At 375 px. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
