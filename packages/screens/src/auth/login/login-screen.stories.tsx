import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { LoginScreen, type LoginScreenProps } from "./login-screen";
import { useLoginForm, type LoginValues, type UseLoginFormOptions } from "./use-login-form";

type LoginStoryProps = UseLoginFormOptions &
  Omit<LoginScreenProps, "values" | "errors" | "canSubmit" | "onFieldChange" | "onSubmit"> & {
    onLogIn: (values: LoginValues) => void;
  };

function LoginStory({ initialValues, initialErrors, onLogIn, ...props }: LoginStoryProps) {
  const form = useLoginForm({ initialValues, initialErrors });
  return <LoginScreen {...form} {...props} onSubmit={form.handleSubmit(onLogIn)} />;
}

const filled = { email: "maya.rivera@example.com", password: "calm-waters-42" };

const meta = {
  title: "Screens/Auth/Login",
  component: LoginStory,
  parameters: { layout: "fullscreen" },
  args: {
    onLogIn: fn(),
    onResendVerification: fn(),
    forgotPasswordHref: "/forgot-password",
    signUpHref: "/register",
  },
} satisfies Meta<typeof LoginStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Log in" })).toBeDisabled();
    await expect(canvas.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    await expect(canvas.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/register");
  },
};

/** Filled: the password can be shown, and Log in sends both fields. */
export const Filled: Story = {
  args: { initialValues: filled },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show password" }));
    await expect(await canvas.findByRole("textbox", { name: "Password" })).toHaveValue("calm-waters-42");
    await userEvent.click(canvas.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(args.onLogIn).toHaveBeenCalledWith(filled));
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole("textbox", { name: "Email" });
    await userEvent.type(email, "maya@");
    await userEvent.type(canvas.getByLabelText("Password"), "x");
    await userEvent.click(canvas.getByRole("button", { name: "Log in" }));
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(await canvas.findByText("The email format is incorrect")).toBeVisible();
    await expect(args.onLogIn).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { initialValues: filled, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Log in" })).toHaveAttribute("aria-busy", "true");
  },
};

/** Wrong e-mail or password. */
export const ApiError: Story = {
  args: { initialValues: filled, failure: { kind: "invalid-credentials" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Wrong email or password");
  },
};

/** Any other failure says what the server said. */
export const ServerError: Story = {
  args: {
    initialValues: filled,
    failure: { kind: "other", message: "Too many attempts. Wait a minute, then try again." },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Too many attempts.");
  },
};

/** An account whose e-mail is not verified yet can ask for a new verification e-mail. */
export const UnverifiedAccount: Story = {
  args: { initialValues: filled, failure: { kind: "unverified" } },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Verify your email first");
    await userEvent.click(canvas.getByRole("button", { name: "Resend verification email" }));
    await expect(args.onResendVerification).toHaveBeenCalledOnce();
  },
};

/** The verification e-mail went out; the button waits out its cooldown. */
export const VerificationResent: Story = {
  args: {
    initialValues: filled,
    failure: { kind: "unverified" },
    verificationSentTo: "maya.rivera@example.com",
    resendCooldown: 30,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "We sent a new verification link to maya.rivera@example.com.",
    );
    await expect(canvas.getByRole("button", { name: "Resend in 30s" })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { initialValues: filled },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Log in" })).toBeVisible();
  },
};
