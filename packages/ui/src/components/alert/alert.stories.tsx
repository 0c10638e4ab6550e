import type { Meta, StoryObj } from "@storybook/react-vite";
import { BellRing } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";

import { Button } from "../button";
import { Alert, AlertDescription, AlertTitle, Banner, type AlertProps } from "./alert";

const meta = {
  title: "UI/Alert",
  component: Alert,
  subcomponents: { AlertTitle, AlertDescription, Banner },
  args: {
    variant: "default",
    layout: "inline",
  },
  argTypes: {
    variant: { control: "select", options: ["default", "info", "success", "warning", "destructive"] },
    layout: { control: "inline-radio", options: ["inline", "banner"] },
    icon: { control: false },
    onDismiss: { control: false },
  },
  render: (args) => (
    <Alert {...args} className="max-w-lg">
      <AlertTitle>Your profile is almost done</AlertTitle>
      <AlertDescription>Add a profile picture so your clients recognise you.</AlertDescription>
    </Alert>
  ),
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A polite status with a title, a description and the variant's icon. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("Your profile is almost done");
    await expect(status).toHaveAttribute("data-variant", "default");
    await expect(canvasElement.querySelector("[data-slot=alert-icon]")).toHaveAttribute(
      "aria-hidden",
      "true",
    );
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const Info: Story = {
  args: { variant: "info" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveAttribute("data-variant", "info");
  },
};

export const Success: Story = {
  args: { variant: "success" },
  render: (args) => (
    <Alert {...args} className="max-w-lg">
      <AlertTitle>Invitations sent</AlertTitle>
      <AlertDescription>3 clients will get an e-mail with a link to join.</AlertDescription>
    </Alert>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Invitations sent");
  },
};

export const Warning: Story = {
  args: { variant: "warning" },
  render: (args) => (
    <Alert {...args} className="max-w-lg">
      <AlertTitle>2 of 3 active clients used</AlertTitle>
      <AlertDescription>The Starter plan allows up to 3 active clients.</AlertDescription>
    </Alert>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveAttribute("data-variant", "warning");
  },
};

/** Only the destructive variant interrupts: `role="alert"`. */
export const Destructive: Story = {
  args: { variant: "destructive" },
  render: (args) => (
    <Alert {...args} className="max-w-lg">
      <AlertTitle>Error during onboarding</AlertTitle>
      <AlertDescription>Your answers are saved. Try again in a moment.</AlertDescription>
    </Alert>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Error during onboarding");
    await expect(canvas.queryByRole("status")).toBeNull();
  },
};

/** Each variant and the role it is announced with. */
export const AllVariants: Story = {
  render: () => (
    <div className="flex max-w-lg flex-col gap-3">
      {(["default", "info", "success", "warning", "destructive"] as const).map((variant) => (
        <Alert key={variant} variant={variant}>
          <AlertTitle className="capitalize">{variant}</AlertTitle>
          <AlertDescription>{`Announced as ${variant === "destructive" ? "an alert" : "a status"}.`}</AlertDescription>
        </Alert>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("status")).toHaveLength(4);
    await expect(canvas.getAllByRole("alert")).toHaveLength(1);
  },
};

/** A close button, named 'Dismiss', calls `onDismiss`. */
export const Dismissible: Story = {
  args: { variant: "info", onDismiss: fn() },
  play: async ({ args, canvas }) => {
    const dismiss = canvas.getByRole("button", { name: "Dismiss" });
    await expect(dismiss).toHaveAttribute("type", "button");
    await userEvent.tab();
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const CustomIcon: Story = {
  args: { variant: "info", icon: <BellRing /> },
};

export const NoIcon: Story = {
  args: { icon: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=alert-icon]")).toBeNull();
  },
};

/** Title only, with an action in the description. */
export const WithAction: Story = {
  args: { variant: "warning" },
  render: (args: AlertProps) => (
    <Alert {...args} className="max-w-lg">
      <AlertTitle>Your e-mail is not verified yet</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-2">
        <p>Check your inbox for the link we sent.</p>
        <Button size="sm" variant="outline">
          Resend the link
        </Button>
      </AlertDescription>
    </Alert>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Resend the link" })).toBeVisible();
  },
};

/** A full-width strip for page-wide notices. */
export const BannerLayout: Story = {
  parameters: { layout: "fullscreen" },
  render: () => (
    <Banner variant="warning" onDismiss={() => undefined}>
      <AlertTitle>Scheduled maintenance on Sunday, 06:00–07:00 UTC</AlertTitle>
    </Banner>
  ),
  play: async ({ canvas }) => {
    const banner = canvas.getByRole("status");
    await expect(banner).toHaveAttribute("data-slot", "banner");
    await expect(banner).toHaveAttribute("data-layout", "banner");
  },
};

export const Dark: Story = {
  ...AllVariants,
  globals: { theme: "dark" },
};
