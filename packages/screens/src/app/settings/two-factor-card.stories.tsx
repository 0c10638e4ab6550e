import { TWO_FACTOR_MESSAGES, type TwoFactorState } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { TwoFactorCard } from "./two-factor-card";

const off: TwoFactorState = {
  enabled: false,
  method: null,
  enabledAt: null,
  recoveryCodesLeft: 0,
  smsAvailable: false,
  onboardingChoice: null,
};

const on: TwoFactorState = {
  ...off,
  enabled: true,
  method: "totp",
  enabledAt: "2026-03-01T09:00:00.000Z",
  recoveryCodesLeft: 9,
};

/** A fixed secret and a small fixed image stand in for the server's QR code. */
const totpSetup = {
  secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  otpauthUrl:
    "otpauth://totp/Haven:carmen%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Haven",
  qrDataUrl:
    "data:image/svg+xml;utf8," +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 3" shape-rendering="crispEdges"><rect width="3" height="3" fill="#fff"/><path d="M0 0h1v1H0zM2 0h1v1H2zM1 1h1v1H1zM0 2h1v1H0zM2 2h1v1H2z"/></svg>',
    ),
};

const recoveryCodes = [
  "ABCDE-FGHJK",
  "MNPQR-STUVW",
  "XYZ23-45678",
  "9ABCD-EFGHJ",
  "KMNPQ-RSTUV",
  "WXYZ2-34567",
  "89ABC-DEFGH",
  "JKMNP-QRSTU",
  "VWXYZ-23456",
  "789AB-CDEFG",
];

const meta = {
  title: "Screens/App/SettingsTwoFactor",
  component: TwoFactorCard,
  parameters: { layout: "padded" },
  args: {
    state: off,
    onSetUpTotp: fn(),
    onSetUpEmail: fn(),
    onSetUpSms: fn(),
    onAddPhone: fn(),
    onConfirmCode: fn(),
    onCancelSetup: fn(),
    onRecoveryCodesSaved: fn(),
    onTurnOff: fn(),
  },
} satisfies Meta<typeof TwoFactorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: the Authenticator App and Email can be set up; SMS says why it is unavailable. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
    await expect(canvas.getByRole("listitem", { name: "SMS" })).toHaveTextContent(
      "SMS codes need an SMS provider, and none is set up on this server.",
    );
    const app = canvas.getByRole("listitem", { name: "Authenticator App" });
    await userEvent.click(app.querySelector("button")!);
    await expect(args.onSetUpTotp).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { state: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Loading two-factor sign-in")).toBeVisible();
  },
};

/** The QR step: the image, the key as text for manual entry, and the code field. */
export const TotpSetup: Story = {
  args: { totpSetup },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    await expect(canvas.getByTestId("totp-secret")).toHaveTextContent(totpSetup.secret);
    await userEvent.type(canvas.getByRole("textbox", { name: "Code from the app" }), "123456");
    await userEvent.click(canvas.getByRole("button", { name: "Turn on" }));
    await expect(args.onConfirmCode).toHaveBeenCalledWith("totp", "123456");
  },
};

export const ValidationErrors: Story = {
  args: { totpSetup },
  play: async ({ args, canvas }) => {
    const code = canvas.getByRole("textbox", { name: "Code from the app" });
    await userEvent.type(code, "12a");
    await userEvent.click(canvas.getByRole("button", { name: "Turn on" }));
    await expect(await canvas.findByText("The code has 6 digits")).toBeVisible();
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await expect(args.onConfirmCode).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { totpSetup, busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Turn on" })).toHaveAttribute("aria-busy", "true");
  },
};

/** The server refused the code. */
export const ApiError: Story = {
  args: { totpSetup, fieldError: "That code is not right. Check it and try again." },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("That code is not right. Check it and try again.")).toBeVisible();
  },
};

export const EmailCode: Story = {
  args: { emailCodeSent: true },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Code from the email" }), "654321");
    await userEvent.click(canvas.getByRole("button", { name: "Turn on" }));
    await expect(args.onConfirmCode).toHaveBeenCalledWith("email", "654321");
  },
};

/** Shown once, until the person says they saved them. */
export const RecoveryCodes: Story = {
  args: { state: on, recoveryCodes },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("list", { name: "Recovery codes" })).toHaveTextContent("ABCDE-FGHJK");
    await userEvent.click(canvas.getByRole("button", { name: "I have saved them" }));
    await expect(args.onRecoveryCodesSaved).toHaveBeenCalledOnce();
  },
};

/** On: turning it off asks for the password. */
export const Enabled: Story = {
  args: { state: on },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText("9 of 10 recovery codes left.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Turn off two-factor sign-in" }));
    await userEvent.type(await canvas.findByLabelText(/Your password/), "calm-waters-42");
    await userEvent.click(canvas.getByRole("button", { name: "Turn off" }));
    await expect(args.onTurnOff).toHaveBeenCalledWith("calm-waters-42");
  },
};

/** With an SMS provider: SMS can be set up; the code goes to the profile's number, shown masked. */
export const SmsAvailable: Story = {
  args: { state: { ...off, smsAvailable: true }, smsPhone: "14165550123" },
  play: async ({ args, canvas }) => {
    const sms = canvas.getByRole("listitem", { name: "SMS" });
    await expect(sms).toHaveTextContent("A code sent by text message to");
    await expect(canvas.getByTestId("sms-phone")).toHaveTextContent("+• (•••) •••-••23");
    await expect(sms).not.toHaveTextContent("4165550123");
    await userEvent.click(sms.querySelector("button")!);
    await expect(args.onSetUpSms).toHaveBeenCalledOnce();
  },
};

/** The texted code's step: the masked number it went to, the code field, confirm. */
export const SmsCode: Story = {
  args: { state: { ...off, smsAvailable: true }, smsPhone: "14165550123", smsCodeSent: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Confirm codes by text message" })).toBeVisible();
    await expect(canvas.getByTestId("sms-phone")).toHaveTextContent("+• (•••) •••-••23");
    await userEvent.type(canvas.getByRole("textbox", { name: "Code from the text message" }), "246 810");
    await userEvent.click(canvas.getByRole("button", { name: "Turn on" }));
    await expect(args.onConfirmCode).toHaveBeenCalledWith("sms", "246810");
  },
};

/** The server refused the texted code. */
export const SmsCodeWrong: Story = {
  args: {
    state: { ...off, smsAvailable: true },
    smsPhone: "14165550123",
    smsCodeSent: true,
    fieldError: TWO_FACTOR_MESSAGES.codeWrong,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(TWO_FACTOR_MESSAGES.codeWrong)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Code from the text message" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  },
};

/** The profile has no phone number: the server's message, and a way to the Profile card's field. */
export const SmsNoPhone: Story = {
  args: {
    state: { ...off, smsAvailable: true },
    smsPhone: "",
    error: TWO_FACTOR_MESSAGES.smsNoPhone,
    needsPhone: true,
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(TWO_FACTOR_MESSAGES.smsNoPhone)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Add your phone number" }));
    await expect(args.onAddPhone).toHaveBeenCalledOnce();
  },
};

/** The provider did not take the message: said in the card, SMS can be tried again. */
export const SmsNotSent: Story = {
  args: {
    state: { ...off, smsAvailable: true },
    smsPhone: "14165550123",
    error: TWO_FACTOR_MESSAGES.smsNotSent,
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(TWO_FACTOR_MESSAGES.smsNotSent)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Add your phone number" })).toBeNull();
    await userEvent.click(canvas.getByRole("listitem", { name: "SMS" }).querySelector("button")!);
    await expect(args.onSetUpSms).toHaveBeenCalledOnce();
  },
};

/** The server lost its SMS provider since the card loaded: its message, and SMS unavailable. */
export const SmsUnavailableAnswer: Story = {
  args: { state: off, error: TWO_FACTOR_MESSAGES.smsUnavailable },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(TWO_FACTOR_MESSAGES.smsUnavailable);
    await expect(canvas.getByRole("listitem", { name: "SMS" })).toHaveTextContent("Unavailable");
  },
};

/** On with SMS: codes go by text message to the profile's number. */
export const SmsEnabled: Story = {
  args: {
    state: { ...on, method: "sms", smsAvailable: true, recoveryCodesLeft: 10 },
    smsPhone: "14165550123",
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/You sign in with your password and a code sent by text message to/),
    ).toBeVisible();
    await expect(canvas.getByTestId("sms-phone")).toHaveTextContent("+• (•••) •••-••23");
    await expect(canvas.getByText("10 of 10 recovery codes left.")).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { totpSetup },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Set up your authenticator app" })).toBeVisible();
  },
};
