import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { ForgotPasswordScreen, type ForgotPasswordScreenProps } from "./forgot-password-screen";
import { useForgotPasswordForm, type UseForgotPasswordFormOptions } from "./use-forgot-password-form";

type ForgotPasswordStoryProps = UseForgotPasswordFormOptions &
  Pick<
    ForgotPasswordScreenProps,
    "onBack" | "onResend" | "resendCooldown" | "sending" | "resending" | "notice" | "apiError" | "loginHref"
  > & {
    /** Called with a well-formed e-mail. */
    onSend: (email: string) => void;
    /** Called when Send is pressed with no e-mail (the web app shows the 'Missing email' toast). */
    onMissingEmail: () => void;
  };

function ForgotPasswordStory({
  initialEmail,
  initialError,
  onSend,
  onMissingEmail,
  ...props
}: ForgotPasswordStoryProps) {
  const form = useForgotPasswordForm({ initialEmail, initialError });
  return <ForgotPasswordScreen {...form} {...props} onSubmit={form.handleSubmit(onSend, onMissingEmail)} />;
}

const meta = {
  title: "Screens/Auth/ForgotPassword",
  component: ForgotPasswordStory,
  parameters: { layout: "fullscreen" },
  args: { onSend: fn(), onMissingEmail: fn(), onBack: fn(), onResend: fn(), loginHref: "/auth" },
} satisfies Meta<typeof ForgotPasswordStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: Send does not look active; pressing it reports the missing e-mail. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const send = canvas.getByRole("button", { name: "Send" });
    await expect(send).toHaveAttribute("data-variant", "secondary");
    await userEvent.click(send);
    await expect(args.onMissingEmail).toHaveBeenCalledOnce();
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "Back" }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/auth");
  },
};

/** With an e-mail, Send looks active and sends it. */
export const Filled: Story = {
  args: { initialEmail: "maya.rivera@example.com" },
  play: async ({ args, canvas }) => {
    const send = canvas.getByRole("button", { name: "Send" });
    await expect(send).toHaveAttribute("data-variant", "primary");
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith("maya.rivera@example.com");
  },
};

/** A malformed e-mail shows the shared message under the field. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole("textbox", { name: "Email" });
    await userEvent.type(email, "maya@");
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(await canvas.findByText("The email format is incorrect")).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(email, "example.com");
    await expect(canvas.queryByText("The email format is incorrect")).not.toBeInTheDocument();
  },
};

export const Submitting: Story = {
  args: { initialEmail: "maya.rivera@example.com", sending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Send" })).toHaveAttribute("aria-busy", "true");
  },
};

export const ApiError: Story = {
  args: {
    initialEmail: "maya.rivera@example.com",
    apiError: "We couldn't send the reset email. Please try again.",
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("We couldn't send the reset email.");
  },
};

/** Resend sends the link again. */
export const Resend: Story = {
  args: { initialEmail: "maya.rivera@example.com" },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Resend" }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

/** After a resend, Resend waits out its 30 s cooldown, shown on it. */
export const ResendCooldown: Story = {
  args: {
    initialEmail: "maya.rivera@example.com",
    resendCooldown: 30,
    notice: "We sent a new link to maya.rivera@example.com.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Resend in 30s" })).toBeDisabled();
    await expect(canvas.getByRole("status")).toHaveTextContent("We sent a new link");
  },
};

export const Mobile: Story = {
  args: { initialEmail: "maya.rivera@example.com" },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
  },
};
