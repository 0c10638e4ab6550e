import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { HomeScreen } from "../home";
import { AppFrame } from "./app-frame";

/** An inline picture, so the story loads nothing from the network. */
const picture = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#fde68a"/><circle cx="32" cy="25" r="12" fill="#92400e"/><path d="M8 64c2-15 12-22 24-22s22 7 24 22z" fill="#92400e"/></svg>`,
)}`;

const meta = {
  title: "Screens/App/AppFrame",
  component: AppFrame,
  parameters: { layout: "fullscreen" },
  args: {
    userName: "Dr. Maya Rivera",
    roleLabel: "Practitioner",
    navItems: [
      { label: "Content library", to: "/content-manager/library", current: true },
      { label: "Clients", to: "/coaches" },
    ],
    onSignOut: fn(),
    children: (
      <HomeScreen
        title="Content library"
        firstName="Maya"
        upcoming="The content library is coming soon: reviewed, published content will be listed here."
      />
    ),
  },
} satisfies Meta<typeof AppFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A practitioner's home: navigation for the role, the person, and Sign out. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("link", { name: "Content library" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByText("Dr. Maya Rivera")).toBeVisible();
    await expect(canvas.getByText("This page is on its way")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Sign out" }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

/** A client sees only their health snapshot. */
export const Client: Story = {
  args: {
    userName: "Carmen Ortiz",
    roleLabel: "Client",
    navItems: [{ label: "Health snapshot", to: "/health-snapshot", current: true }],
    children: (
      <HomeScreen
        title="Health snapshot"
        firstName="Carmen"
        upcoming="Your health snapshot is coming soon: your symptom check-ins, mood and glucose will show here."
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(1);
  },
};

/** A practitioner who gave a profile picture in the onboarding sees it beside their name. */
export const WithPicture: Story = {
  args: { avatarUrl: picture },
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector("[data-slot='avatar-image']")).toHaveAttribute("src", picture),
    );
    await expect(canvas.getByText("Dr. Maya Rivera")).toBeVisible();
  },
};

export const SigningOut: Story = {
  args: { signingOut: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Sign out" })).toHaveAttribute("aria-busy", "true");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "Main" })).toBeVisible();
  },
};
