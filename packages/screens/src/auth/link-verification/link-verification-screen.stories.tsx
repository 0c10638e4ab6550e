import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { LinkVerificationScreen } from "./link-verification-screen";

const meta = {
  title: "Screens/Auth/LinkVerification",
  component: LinkVerificationScreen,
  parameters: { layout: "fullscreen" },
  args: {
    mode: "register",
    status: "check-inbox",
    email: "maya.rivera@example.com",
    onResend: fn(),
    restartHref: "/register",
    supportHref: "mailto:support@example.com",
  },
  argTypes: {
    mode: { control: "inline-radio", options: ["register", "reset"] },
    status: { control: "inline-radio", options: ["verifying", "check-inbox", "failed"] },
  },
} satisfies Meta<typeof LinkVerificationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After registering: check your inbox, with the spam and promotions advice and a Support link. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    await expect(canvas.getByText(/Check your spam or promotions folder/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Support" })).toHaveAttribute("href", args.supportHref);
    await userEvent.click(canvas.getByRole("button", { name: "Resend email" }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

/** The address is not known (the page was opened directly): no resend. */
export const Filled: Story = {
  args: { email: null, onResend: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/We sent a verification link to your email/)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Resend email" })).not.toBeInTheDocument();
  },
};

/** With token and e-mail in the link: 'Just a moment... We're verifying your link'. */
export const Verifying: Story = {
  args: { status: "verifying" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Just a moment..." })).toBeVisible();
    await expect(canvas.getByText("We're verifying your link")).toBeVisible();
    await expect(canvas.getByRole("status", { name: "Verifying your link" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Support" })).toBeVisible();
  },
};

/** After asking for a reset link. */
export const CheckInboxReset: Story = {
  args: { mode: "reset" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/We sent a link to reset your password to/)).toBeVisible();
  },
};

/** The link failed (expired or used): a way forward. */
export const ValidationErrors: Story = {
  args: { status: "failed" },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { name: "This link didn't work" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Resend email" }));
    await expect(args.onResend).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("link", { name: "Back to sign up" })).toHaveAttribute("href", "/register");
  },
};

/** A failed reset link sends the person back to Forgot Password. */
export const ApiError: Story = {
  args: { mode: "reset", status: "failed", onResend: undefined, restartHref: "/forgot-password" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Reset my password" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  },
};

/** A resend under way. */
export const Submitting: Story = {
  args: { resending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Resend email" })).toHaveAttribute("aria-busy", "true");
  },
};

/** After a resend the button waits out its cooldown. */
export const ResendCooldown: Story = {
  args: { resendCooldown: 30, notice: "We sent a new link to maya.rivera@example.com." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Resend in 30s" })).toBeDisabled();
  },
};

/**
 * A resend the server's cooldown held back (a link went out moments ago): the note says that
 * nothing was sent, in the neutral tone, and the button counts down what the server said.
 */
export const ResendHeldBack: Story = {
  args: {
    resendCooldown: 24,
    notice:
      "No new email was sent: we sent one to maya.rivera@example.com less than 30 seconds ago. You can ask for another when the countdown ends.",
    noticeTone: "info",
  },
  play: async ({ canvas }) => {
    const note = canvas.getByText(/No new email was sent/);
    await expect(note.closest("[data-slot='form-message']")).toHaveAttribute("data-tone", "info");
    await expect(canvas.getByRole("button", { name: "Resend in 24s" })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  },
};

export const MobileVerifying: Story = {
  args: { status: "verifying" },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Just a moment..." })).toBeVisible();
  },
};
