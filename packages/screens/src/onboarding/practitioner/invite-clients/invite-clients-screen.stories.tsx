import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { inPageMain } from "../../../health/shared/story-helpers";
import { stepStory } from "../../stories/step-story";
import { pressNext, restPage } from "../../stories/story-helpers";
import { InviteClientsScreen } from "./invite-clients-screen";
import { useInviteClientsForm, type InviteClientsValues } from "./use-invite-clients-form";

const InviteClientsStory = stepStory(useInviteClientsForm, InviteClientsScreen);

const csv = new File(["name,email,phone\nAda Lovelace,ada@example.com,\n"], "clients.csv", {
  type: "text/csv",
  lastModified: 1,
});

const filled: InviteClientsValues = {
  invitees: [
    { name: "Ada Lovelace", contact: "ada@example.com" },
    { name: "Grace Hopper", contact: "+1 (555) 010-2030" },
  ],
};

const meta = {
  title: "Screens/Onboarding/Practitioner/InviteClients",
  component: InviteClientsStory,
  parameters: { layout: "fullscreen" },
  afterEach: restPage,
  args: {
    onSave: fn(),
    onBack: fn(),
    onSkip: fn(),
    onImportFile: fn(),
    onImportFileRemove: fn(),
    templateHref: "/template.pdf",
  },
} satisfies Meta<typeof InviteClientsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One empty row to type in, the import and the template; Next waits for a complete row. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("textbox", { name: /Email or phone of invitee 1/ })).toHaveAttribute(
      "placeholder",
      "Email or phone number",
    );
    const template = canvas.getByRole("link", { name: "Download the template (PDF)" });
    await expect(template).toHaveAttribute("href", "/template.pdf");
    await expect(template).toHaveAttribute("download");
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Skip" }));
    await expect(args.onSkip).toHaveBeenCalledOnce();
  },
};

/** Two people: Next saves them trimmed. */
export const Filled: Story = {
  args: { initialValues: filled },
  play: async ({ args, canvas }) => {
    await pressNext(canvas, userEvent.keyboard);
    await expect(args.onSave).toHaveBeenCalledWith(filled);
  },
};

/** Rows added and removed; the new row's name takes the focus; a blank field disables Next. */
export const AddAndRemoveRows: Story = {
  args: { initialValues: filled },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Add another client" }));
    const name = await canvas.findByRole("textbox", { name: /Name of invitee 3/ });
    await expect(name).toHaveFocus();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
    await userEvent.type(name, "Joan Clarke");
    await userEvent.type(canvas.getByRole("textbox", { name: /Email or phone of invitee 3/ }), "   ");
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Remove invitee 3" }));
    await expect(canvas.queryByRole("textbox", { name: /Name of invitee 3/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeEnabled();
  },
};

/** A contact that is neither an e-mail address nor a phone number gets the contracts' message. */
export const ValidationErrors: Story = {
  args: {
    initialValues: {
      invitees: [
        { name: "Ada Lovelace", contact: "ada@example" },
        { name: "Grace Hopper", contact: "555" },
      ],
    },
  },
  play: async ({ args, canvas }) => {
    await pressNext(canvas, userEvent.keyboard);
    await expect(await canvas.findByText("The email format is incorrect")).toBeVisible();
    await expect(canvas.getByText("Phone number is too short")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Email or phone of invitee 1/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(canvas.getByRole("textbox", { name: /Email or phone of invitee 2/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * A mistyped address (no @) gets the e-mail message, not a phone one; correcting it clears the
 * message at once, while the other row's message stays until that row is edited.
 */
export const MistypedEmail: Story = {
  args: {
    initialValues: {
      invitees: [
        { name: "Ada Lovelace", contact: "ada.example.com" },
        { name: "Grace Hopper", contact: "555" },
      ],
    },
  },
  play: async ({ args, canvas }) => {
    await pressNext(canvas, userEvent.keyboard);
    const email = canvas.getByRole("textbox", { name: /Email or phone of invitee 1/ });
    await expect(email).toHaveAccessibleDescription("The email format is incorrect");
    await expect(
      canvas.getByRole("textbox", { name: /Email or phone of invitee 2/ }),
    ).toHaveAccessibleDescription("Phone number is too short");
    await userEvent.clear(email);
    await userEvent.type(email, "ada@example.com");
    await expect(email).not.toHaveAttribute("aria-invalid");
    await expect(canvas.queryByText("The email format is incorrect")).not.toBeInTheDocument();
    await expect(canvas.getByText("Phone number is too short")).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A chosen file goes to the caller, which reads it. */
export const ChooseFile: Story = {
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, csv);
    await expect(args.onImportFile).toHaveBeenCalledWith(csv);
  },
};

/** The import read two people: the file is listed with its size and the rows are there to review. */
export const Imported: Story = {
  args: {
    initialValues: filled,
    importFile: csv,
    importMessage: "2 clients added from clients.csv. Check them before you continue.",
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText("clients.csv")).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("2 clients added from clients.csv");
    await userEvent.click(canvas.getByRole("button", { name: /Remove clients\.csv/ }));
    await expect(args.onImportFileRemove).toHaveBeenCalledOnce();
  },
};

export const Importing: Story = {
  args: { importFile: csv, importing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Reading clients.csv…");
  },
};

export const ImportError: Story = {
  args: { importFile: csv, importError: "No clients were found in clients.csv" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("No clients were found in clients.csv");
  },
};

export const Submitting: Story = {
  args: { initialValues: filled, submitting: true },
};

export const ApiError: Story = {
  args: { initialValues: filled, apiError: "Something went wrong. Please try again." },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("alert")[0]).toHaveTextContent(
      "Something went wrong. Please try again.",
    );
  },
};

export const Mobile: Story = {
  args: { initialValues: filled },
  globals: { viewport: { value: "mobile" } },
};

/**
 * The same form on a page of the app frame (`/coaches/invite`): no step header and no Skip, its own
 * wording, 'Send invitations'; a full plan's message shows as the API wrote it and keeps the rows.
 */
export const InAppFrame: Story = {
  args: {
    initialValues: filled,
    hideSteps: true,
    nextLabel: "Send invitations",
    description: "Each person gets an e-mail invitation with a link to join you.",
    onSkip: undefined,
    apiError:
      "Your Starter plan allows up to 3 active clients (pending invitations and client records count). You have no places left.",
  },
  parameters: { layout: "padded" },
  decorators: [inPageMain],
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole("list", { name: "Onboarding progress" })).not.toBeInTheDocument();
    await expect(canvas.queryByText("Coach admin")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Skip" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 1, name: "Invite your clients" })).toBeVisible();
    await expect(canvas.getAllByRole("alert")[0]).toHaveTextContent(
      "Your Starter plan allows up to 3 active clients (pending invitations and client records count). You have no places left.",
    );
    await expect(canvas.getByRole("textbox", { name: /Name of invitee 2/ })).toHaveValue("Grace Hopper");
    canvas.getByRole("button", { name: "Send invitations" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSave).toHaveBeenCalledWith(filled);
    canvas.getByRole("button", { name: /Back/ }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
