import { ADMIN_MESSAGES } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { restPage } from "../../onboarding/stories/story-helpers";
import {
  activePerson,
  deactivatedPerson,
  superAdminPerson,
  unverifiedPerson,
} from "../administration.fixtures";
import { PersonDialog } from "./person-dialog";

const meta = {
  title: "Screens/Admin/PersonDialog",
  component: PersonDialog,
  parameters: { layout: "padded", visual: { target: "page" } },
  afterEach: restPage,
  args: {
    person: activePerson,
    onClose: fn(),
    onChangeRole: fn(),
    onDeactivate: fn(),
    onReactivate: fn(),
    onResendVerification: fn(),
    timeZone: "Europe/London",
  },
} satisfies Meta<typeof PersonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once its opening animation has let it show. */
async function dialogOf(element: HTMLElement): Promise<HTMLElement> {
  const dialog = await within(element.ownerDocument.body).findByRole("dialog");
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** An active practitioner: their facts; making them a Reviewer. */
export const Default: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole("heading", { name: "Maya Fernández" })).toBeVisible();
    const save = within(dialog).getByRole("button", { name: "Save role" });
    await expect(save).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Role" }));
    await userEvent.click(await within(document.body).findByRole("option", { name: "Reviewer" }));
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onChangeRole).toHaveBeenCalledWith(4);
    await expect(within(dialog).queryByRole("button", { name: "Resend verification e-mail" })).toBeNull();
  },
};

/** Deactivate asks first; the question takes the focus. */
export const ConfirmDeactivate: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    const question = await within(dialog).findByText(/^Deactivate Maya Fernández\?/);
    await waitFor(() => expect(question).toHaveFocus());
    await expect(args.onDeactivate).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes, deactivate" }));
    await expect(args.onDeactivate).toHaveBeenCalledOnce();
  },
};

/** A deactivated person: Reactivate, asked first. */
export const Deactivated: Story = {
  args: { person: deactivatedPerson },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByText("Deactivated", { selector: "dt" })).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Reactivate" }));
    await userEvent.click(await within(dialog).findByRole("button", { name: "Yes, reactivate" }));
    await expect(args.onReactivate).toHaveBeenCalledOnce();
  },
};

/** Not verified yet: a new verification e-mail can be sent. */
export const Unverified: Story = {
  args: { person: unverifiedPerson },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole("button", { name: "Resend verification e-mail" }));
    await expect(args.onResendVerification).toHaveBeenCalledOnce();
  },
};

/** While an action runs, the others wait. */
export const Pending: Story = {
  args: { person: unverifiedPerson, pending: "resend" },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole("button", { name: "Deactivate" })).toBeDisabled();
  },
};

/** The last active Super Admin keeps their role: the server's message. */
export const ApiError: Story = {
  args: { person: superAdminPerson, error: ADMIN_MESSAGES.lastSuperAdmin },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole("alert")).toHaveTextContent(ADMIN_MESSAGES.lastSuperAdmin);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole("button", { name: "Save role" })).toBeVisible();
  },
};
