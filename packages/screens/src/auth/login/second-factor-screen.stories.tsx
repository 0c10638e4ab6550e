import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { SecondFactorScreen } from "./second-factor-screen";

const meta = {
  title: "Screens/Auth/LoginSecondFactor",
  component: SecondFactorScreen,
  parameters: { layout: "fullscreen" },
  args: { method: "totp", onSubmit: fn(), onStartOver: fn() },
} satisfies Meta<typeof SecondFactorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The authenticator app's code: spaces are allowed as people type them. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: "Code" }), "123 456");
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
    // The code check loads on its own after the first render: the call may come a moment later.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ code: "123456" }));
  },
};

export const EmailCode: Story = {
  args: { method: "email", email: "maya.rivera@example.com" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("We sent a 6-digit code to maya.rivera@example.com. It works for 10 minutes."),
    ).toBeVisible();
  },
};

/** The code went by text message to the profile's phone: its last two digits say which. */
export const SmsCode: Story = {
  args: { method: "sms", email: "maya.rivera@example.com", phoneEnding: "67" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        "We sent a 6-digit code by text message to your phone number ending in 67. It works for 10 minutes.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/maya\.rivera@example\.com/)).toBeNull();
    await expect(canvas.getByRole("textbox", { name: "Code" })).toHaveAttribute(
      "autocomplete",
      "one-time-code",
    );
  },
};

/** The texted code could not be sent: the step opens on a recovery code and says why. */
export const SmsNotSent: Story = {
  args: { method: "sms", codeNotSent: true },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByText(
        "We could not send the text message with your code. Use one of your recovery codes, or start over to try again.",
      ),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: "Recovery code" }), "ABCDE-FGHJK");
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ recoveryCode: "ABCDE-FGHJK" }));
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    const code = canvas.getByRole("textbox", { name: "Code" });
    await userEvent.type(code, "12");
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
    await expect(await canvas.findByText("The code has 6 digits")).toBeVisible();
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** "Use a recovery code" switches the field; the recovery code goes out as typed. */
export const RecoveryCode: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Use a recovery code" }));
    await userEvent.type(await canvas.findByRole("textbox", { name: "Recovery code" }), "ABCDE-FGHJK");
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ recoveryCode: "ABCDE-FGHJK" }));
    await userEvent.click(canvas.getByRole("button", { name: "Use a code instead" }));
    await expect(await canvas.findByRole("textbox", { name: "Code" })).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Verify" })).toHaveAttribute("aria-busy", "true");
  },
};

/** The server refused the code. */
export const ApiError: Story = {
  args: { codeError: "That code is not right. Check it and try again." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Code" })).toHaveAttribute("aria-invalid", "true");
    await expect(await canvas.findByText("That code is not right. Check it and try again.")).toBeVisible();
  },
};

/** Too many wrong codes: the person starts over. */
export const TooManyAttempts: Story = {
  args: { failure: "Too many wrong codes. Please wait a moment and sign in again." },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Too many wrong codes.");
    await userEvent.click(canvas.getByRole("button", { name: "Start over" }));
    await expect(args.onStartOver).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  },
};
