import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { restPage } from "../../onboarding/stories/story-helpers";
import { CARMEN_ID, careClients, DANA_ID } from "../care-clients.fixtures";
import { SwitchClientDialog } from "./switch-client-dialog";

const meta = {
  title: "Screens/Care/SwitchClient",
  component: SwitchClientDialog,
  parameters: { layout: "padded", visual: { target: "page" } },
  afterEach: restPage,
  args: {
    open: true,
    onOpenChange: fn(),
    clients: careClients,
    activeClientId: CARMEN_ID,
    onSwitch: fn(),
  },
} satisfies Meta<typeof SwitchClientDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once its opening animation has let it show. */
async function dialogOf(element: HTMLElement): Promise<HTMLElement> {
  const dialog = await within(element.ownerDocument.body).findByRole("dialog");
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** The clients and "No client", the one worked for now chosen; choosing another and Switch. */
export const Default: Story = {
  play: async ({ args, canvasElement, userEvent: user }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole("heading", { name: "Work for a client" })).toBeVisible();
    await expect(dialog.getByText("The assistant and sharing will use this client.")).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "Carmen Ortiz" })).toBeChecked();
    await expect(dialog.getAllByRole("radio")).toHaveLength(careClients.length + 1);
    await user.click(dialog.getByRole("radio", { name: "Dana Whitfield" }));
    await expect(dialog.getByRole("radio", { name: "Dana Whitfield" })).toBeChecked();
    await user.click(dialog.getByRole("button", { name: "Switch" }));
    await expect(args.onSwitch).toHaveBeenCalledWith(DANA_ID);
  },
};

/** "No client" switches to working for nobody. */
export const ChooseNoClient: Story = {
  play: async ({ args, canvasElement, userEvent: user }) => {
    const dialog = within(await dialogOf(canvasElement));
    await user.click(dialog.getByRole("radio", { name: "No client" }));
    await user.click(dialog.getByRole("button", { name: "Switch" }));
    await expect(args.onSwitch).toHaveBeenCalledWith(null);
  },
};

/** No clients yet: only "No client", and why. */
export const NoClients: Story = {
  args: { clients: [], activeClientId: null },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByText(/You have no active clients yet/)).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "No client" })).toBeChecked();
  },
};

/** Switching: the button shows it. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole("button", { name: "Switch" })).toHaveAttribute("aria-busy", "true");
  },
};

/** At 375 px. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole("button", { name: "Switch" })).toBeVisible();
  },
};
