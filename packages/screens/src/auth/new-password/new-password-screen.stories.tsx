import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { NewPasswordScreen, type NewPasswordScreenProps } from "./new-password-screen";
import {
  useNewPasswordForm,
  type NewPasswordValues,
  type UseNewPasswordFormOptions,
} from "./use-new-password-form";

type NewPasswordStoryProps = UseNewPasswordFormOptions &
  Pick<NewPasswordScreenProps, "submitting" | "apiError"> & {
    onCreate: (values: NewPasswordValues) => void;
  };

function NewPasswordStory({ initialValues, initialErrors, onCreate, ...props }: NewPasswordStoryProps) {
  const form = useNewPasswordForm({ initialValues, initialErrors });
  return <NewPasswordScreen {...form} {...props} onSubmit={form.handleSubmit(onCreate)} />;
}

const filled = { newPassword: "quiet-forest-7", newPasswordRepeat: "quiet-forest-7" };

const meta = {
  title: "Screens/Auth/NewPassword",
  component: NewPasswordStory,
  parameters: { layout: "fullscreen" },
  args: { onCreate: fn() },
} satisfies Meta<typeof NewPasswordStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: Create does not look active yet. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Create" })).toHaveAttribute("data-variant", "secondary");
  },
};

/** Both fields with 8 or more characters: Create looks active and sends the password. */
export const Filled: Story = {
  args: { initialValues: filled },
  play: async ({ args, canvas }) => {
    const create = canvas.getByRole("button", { name: "Create" });
    await expect(create).toHaveAttribute("data-variant", "primary");
    await userEvent.click(create);
    await expect(args.onCreate).toHaveBeenCalledWith(filled);
  },
};

/** Different passwords: 'Passwords do not match' under the confirmation; editing either clears it. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText("New Password"), "quiet-forest-7");
    const confirm = canvas.getByLabelText("Confirm New Password");
    await userEvent.type(confirm, "quiet-forest-8");
    await expect(canvas.getByRole("button", { name: "Create" })).toHaveAttribute("data-variant", "primary");
    await userEvent.click(canvas.getByRole("button", { name: "Create" }));
    await expect(confirm).toHaveAttribute("aria-invalid", "true");
    await expect(await canvas.findByText("Passwords do not match")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Create" })).toHaveAttribute("data-variant", "secondary");
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText("New Password"), "!");
    await expect(canvas.queryByText("Passwords do not match")).not.toBeInTheDocument();
  },
};

/** The mismatch as it shows after Create. */
export const Mismatch: Story = {
  args: {
    initialValues: { newPassword: "quiet-forest-7", newPasswordRepeat: "quiet-forest-8" },
    initialErrors: { newPasswordRepeat: "Passwords do not match" },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Passwords do not match");
  },
};

export const Submitting: Story = {
  args: { initialValues: filled, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Create" })).toHaveAttribute("aria-busy", "true");
  },
};

export const ApiError: Story = {
  args: {
    initialValues: filled,
    apiError: "Something went wrong while updating your password. Please try again.",
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Something went wrong");
  },
};

export const Mobile: Story = {
  args: { initialValues: filled },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Create new password" })).toBeVisible();
  },
};
