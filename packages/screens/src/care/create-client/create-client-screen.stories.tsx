import { planLimitMessage, VALIDATION_MESSAGES, type CreateClientRequest } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";

import { inPageMain } from "../../health/shared/story-helpers";
import { restPage } from "../../onboarding/stories/story-helpers";
import { CreateClientScreen, type CreateClientScreenProps } from "./create-client-screen";
import { useCreateClientForm, type UseCreateClientFormOptions } from "./use-create-client-form";

type CreateClientStoryProps = Omit<
  CreateClientScreenProps,
  "values" | "errors" | "errorFocusKey" | "onChange" | "onSubmit"
> &
  UseCreateClientFormOptions & {
    /** Called with the checked request when the values pass. */
    onSave: (request: CreateClientRequest) => void;
  };

/** The screen with its form hook, as the web app's route wires it. */
function CreateClientStory({ initialValues, initialErrors, onSave, ...props }: CreateClientStoryProps) {
  const form = useCreateClientForm({ initialValues, initialErrors });
  return (
    <CreateClientScreen
      {...props}
      values={form.values}
      errors={form.errors}
      errorFocusKey={form.errorFocusKey}
      onChange={form.onChange}
      onSubmit={form.handleSubmit((request) => onSave(request))}
    />
  );
}

const meta = {
  title: "Screens/Care/CreateClient",
  component: CreateClientStory,
  parameters: { layout: "padded" },
  decorators: [inPageMain],
  afterEach: restPage,
  args: { onSave: fn(), onCancel: fn() },
} satisfies Meta<typeof CreateClientStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  name: "Maria Santos",
  email: "maria.santos@example.com",
  phone_number: "5555550142",
  notes: "Met at the May workshop. Asked about sleep and night sweats.",
};

/** An empty record: name, e-mail, phone and notes; Save and Cancel. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Add a client record" })).toBeVisible();
    await expect(
      canvas.getByText(/A client record holds a place on your plan until you invite them or delete it\./),
    ).toBeVisible();
    await user.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Typed in and saved: the request carries the phone with its country code. */
export const Filled: Story = {
  play: async ({ args, canvas, userEvent: user }) => {
    await user.type(canvas.getByRole("textbox", { name: /Full name/ }), filled.name);
    await user.type(canvas.getByRole("textbox", { name: "Email" }), filled.email);
    await user.type(canvas.getByRole("textbox", { name: "Phone number" }), filled.phone_number);
    await user.type(canvas.getByRole("textbox", { name: "Notes" }), filled.notes);
    canvas.getByRole("button", { name: "Save client record" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onSave).toHaveBeenCalledWith({
      name: filled.name,
      email: filled.email,
      phone_number: `1${filled.phone_number}`,
      notes: filled.notes,
    });
  },
};

/** Saving without a name: the contracts' message under it, the field marked invalid and focused. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, userEvent: user }) => {
    canvas.getByRole("button", { name: "Save client record" }).focus();
    await user.keyboard("{Enter}");
    await expect(await canvas.findByText(VALIDATION_MESSAGES.nameRequired)).toBeVisible();
    const name = canvas.getByRole("textbox", { name: /Full name/ });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(name).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();

    await user.type(name, "Maria Santos");
    await user.type(canvas.getByRole("textbox", { name: "Email" }), "maria@");
    canvas.getByRole("button", { name: "Save client record" }).focus();
    await user.keyboard("{Enter}");
    await expect(await canvas.findByText(VALIDATION_MESSAGES.emailFormat)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Saving: the button shows it and a second press sends nothing. */
export const Submitting: Story = {
  args: { initialValues: filled, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Save client record" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

/** The plan is full: the API's message, the values kept. */
export const ApiError: Story = {
  args: { initialValues: filled, apiError: planLimitMessage("Starter", 3, 0) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(planLimitMessage("Starter", 3, 0));
    await expect(canvas.getByRole("textbox", { name: /Full name/ })).toHaveValue(filled.name);
  },
};

/** At 375 px. */
export const Mobile: Story = {
  args: { initialValues: filled },
  globals: { viewport: { value: "mobile" } },
};
