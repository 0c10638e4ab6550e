import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { RegisterScreen, type RegisterScreenProps } from "./register-screen";
import { useSignUpForm, type SignUpData, type UseSignUpFormOptions } from "./use-sign-up-form";

type RegisterStoryProps = UseSignUpFormOptions &
  Pick<RegisterScreenProps, "submitting" | "apiError" | "invite" | "loadingInvitation" | "loginHref"> & {
    /** Called with the valid form when Proceed is pressed on the form. */
    onRegister: (data: SignUpData) => void;
  };

/** The screen with its form hook, as the web app's route wires it. */
function RegisterStory({
  initialStep,
  initialValues,
  initialErrors,
  onRegister,
  ...props
}: RegisterStoryProps) {
  const form = useSignUpForm({ initialStep, initialValues, initialErrors });
  return <RegisterScreen {...form} {...props} onSubmit={form.handleSubmit(onRegister)} />;
}

const filledValues = {
  accountType: "practitioner",
  name: "Dr. Maya Rivera",
  email: "maya.rivera@example.com",
  phone: "15551234567",
  password: "calm-waters-42",
  newPassword: "calm-waters-42",
} as const;

const meta = {
  title: "Screens/Auth/Register",
  component: RegisterStory,
  parameters: { layout: "fullscreen" },
  args: { onRegister: fn(), loginHref: "/auth" },
} satisfies Meta<typeof RegisterStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account-type choice: Proceed turns blue (primary) only once a card is chosen. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Select Your Type of Account:" })).toBeVisible();
    const proceed = canvas.getByRole("button", { name: "Proceed" });
    await expect(proceed).toHaveAttribute("data-variant", "secondary");
    await expect(canvas.getByText("Real answers for symptoms when they happen.")).toBeVisible();
    await expect(
      canvas.getByText("An AI-powered partner for fast, evidence-based menopause care."),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/auth");
  },
};

/** Choosing a card clears the error and makes Proceed primary; Proceed then shows the 'Sign Up' form. */
export const AccountTypeChosen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Proceed" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Account type is required");
    await userEvent.click(canvas.getByRole("radio", { name: /Practitioner/ }));
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
    const proceed = await canvas.findByRole("button", { name: "Proceed" });
    await expect(proceed).toHaveAttribute("data-variant", "primary");
    await userEvent.click(proceed);
    await expect(await canvas.findByRole("heading", { name: "Sign Up" })).toBeVisible();
  },
};

/** Proceed without a choice names the missing account type. */
export const AccountTypeRequired: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Proceed" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Account type is required");
    await expect(canvas.getByRole("group")).toHaveAttribute("aria-invalid", "true");
  },
};

/** Every field filled: Proceed is enabled, both passwords can be shown, and the form is sent. */
export const Filled: Story = {
  args: { initialStep: "form", initialValues: filledValues },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Phone number" })).toHaveValue("+1 (555) 123-4567");
    const [showPassword, showRepeat] = canvas.getAllByRole("button", { name: "Show password" });
    await userEvent.click(showPassword!);
    await userEvent.click(showRepeat!);
    await expect(await canvas.findAllByRole("button", { name: "Hide password" })).toHaveLength(2);
    const proceed = canvas.getByRole("button", { name: "Proceed" });
    await expect(proceed).toBeEnabled();
    await userEvent.click(proceed);
    await waitFor(() => expect(args.onRegister).toHaveBeenCalledWith(filledValues));
  },
};

/** Errors show under each field on submit, with the spec's messages, and clear as fields are edited. */
export const ValidationErrors: Story = {
  args: { initialStep: "form", initialValues: { accountType: "client" } },
  play: async ({ args, canvas }) => {
    const proceed = canvas.getByRole("button", { name: "Proceed" });
    await expect(proceed).toBeDisabled();
    const email = canvas.getByRole("textbox", { name: "Email" });
    await userEvent.type(canvas.getByRole("textbox", { name: "Full name" }), " ");
    await userEvent.type(email, "maya@");
    await userEvent.type(canvas.getByRole("textbox", { name: "Phone number" }), "555123");
    await userEvent.type(canvas.getByLabelText("Create password"), "short");
    await userEvent.type(canvas.getByLabelText("Repeat password"), "shorter1");
    await userEvent.click(proceed);

    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(await canvas.findByText("Full name is required")).toBeVisible();
    await expect(await canvas.findByText("The email format is incorrect")).toBeVisible();
    await expect(await canvas.findByText("Phone number is too short")).toBeVisible();
    await expect(await canvas.findByText("Password must be at least 8 characters")).toBeVisible();
    await expect(await canvas.findByText("Passwords do not match")).toBeVisible();
    await expect(canvas.getByLabelText("Repeat password")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("button", { name: "Proceed" })).toBeDisabled();
    await expect(args.onRegister).not.toHaveBeenCalled();

    // Editing a field clears its error; editing the password clears the repeat error too.
    await userEvent.type(email, "example.com");
    await expect(canvas.queryByText("The email format is incorrect")).not.toBeInTheDocument();
    await expect(email).not.toHaveAttribute("aria-invalid");
    await userEvent.type(canvas.getByLabelText("Create password"), "-and-longer");
    await expect(canvas.queryByText("Passwords do not match")).not.toBeInTheDocument();
    await expect(canvas.getByText("Full name is required")).toBeVisible();
  },
};

/** Digits only: letters and symbols typed into the phone field are dropped. */
export const PhoneMask: Story = {
  args: { initialStep: "form", initialValues: { accountType: "client" } },
  play: async ({ canvas }) => {
    const phone = canvas.getByRole("textbox", { name: "Phone number" });
    await userEvent.type(phone, "1a555-123x4567");
    await expect(phone).toHaveValue("+1 (555) 123-4567");
  },
};

/** Ten digits are a North American number: shown as the placeholder shows one, `+1 (555) 123-4567`. */
export const TenDigitPhone: Story = {
  args: { initialStep: "form", initialValues: { accountType: "client" } },
  play: async ({ canvas }) => {
    const phone = canvas.getByRole("textbox", { name: "Phone number" });
    await expect(phone).toHaveAttribute("placeholder", "+1 (555) 123-4567");
    await userEvent.type(phone, "5551234567");
    await expect(phone).toHaveValue("+1 (555) 123-4567");
  },
};

/** Registration under way: Proceed shows a spinner and keeps its name. */
export const Submitting: Story = {
  args: { initialStep: "form", initialValues: filledValues, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Proceed" })).toHaveAttribute("aria-busy", "true");
  },
};

/** A failure that belongs to no field shows above the form. */
export const ApiError: Story = {
  args: {
    initialStep: "form",
    initialValues: filledValues,
    apiError: "Too many attempts. Wait a minute, then try again.",
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Too many attempts");
  },
};

/** From an invitation link: prefilled, shown directly as a client, with no way back to the type. */
export const InvitePrefilled: Story = {
  args: {
    invite: true,
    initialStep: "form",
    initialValues: {
      accountType: "client",
      name: "Carmen Ortiz",
      email: "carmen@example.com",
      phone: "15557654321",
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Sign Up" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Full name" })).toHaveValue("Carmen Ortiz");
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveValue("carmen@example.com");
    await expect(canvas.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Proceed" })).toBeDisabled();
  },
};

/** While the invitation's details load, the fields wait. */
export const InviteLoading: Story = {
  args: {
    invite: true,
    initialStep: "form",
    initialValues: { accountType: "client" },
    loadingInvitation: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Full name" })).toBeDisabled();
  },
};

/** Below 768 px the branded panel hides. */
export const Mobile: Story = {
  args: { initialStep: "form", initialValues: filledValues },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Sign Up" })).toBeVisible();
    await expect(canvas.queryByRole("complementary")).not.toBeInTheDocument();
  },
};

/** The account-type choice on a phone. */
export const MobileAccountType: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Select Your Type of Account:" })).toBeVisible();
  },
};
