import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { AppFrame } from "./app-frame";

/** An inline picture, so the story loads nothing from the network. */
const picture = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#fde68a"/><circle cx="32" cy="25" r="12" fill="#92400e"/><path d="M8 64c2-15 12-22 24-22s22 7 24 22z" fill="#92400e"/></svg>`,
)}`;

function PageBody({ title }: { title: string }) {
  return (
    <section className="flex flex-col gap-2">
      <h1 className="text-display font-semibold">{title}</h1>
      <p className="text-muted-foreground">The page shows here, beside the navigation.</p>
    </section>
  );
}

const meta = {
  title: "Screens/App/AppFrame",
  component: AppFrame,
  parameters: { layout: "fullscreen" },
  decorators: [
    // Links stay on this page in Storybook (following one would leave the story); React's click
    // still reaches the frame, also from the menu sheet's portal.
    (Story) => (
      <div
        onClickCapture={(event) => {
          if (event.target instanceof Element && event.target.closest("a")) event.preventDefault();
        }}
      >
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: "laptop" } },
  args: {
    userName: "Dr. Maya Rivera",
    roleLabel: "Super Admin",
    navItems: [
      { label: "Library", to: "/content-manager/library", current: true },
      { label: "Administration", to: "/admin" },
    ],
    settingsHref: "/settings",
    onSignOut: fn(),
    children: <PageBody title="Content library" />,
  },
} satisfies Meta<typeof AppFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From 1024 px: the role's pages in a side bar, the current one marked, and the page beside it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Main" });
    await expect(within(nav).getByRole("link", { name: "Library" })).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("link", { name: "Administration" })).not.toHaveAttribute(
      "aria-current",
    );
    // The menu button is for narrow screens only.
    await expect(canvas.queryByRole("button", { name: "Menu" })).toBeNull();
    await expect(canvas.getByRole("heading", { level: 1, name: "Content library" })).toBeVisible();
  },
};

/** The avatar menu: the person, Settings and Sign out, reached with the keyboard. */
export const AccountMenu: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: /^Account menu/ });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await waitFor(() => expect(within(menu).getByText("Dr. Maya Rivera")).toBeVisible());
    await expect(within(menu).getByRole("menuitem", { name: "Settings" })).toHaveAttribute(
      "href",
      "/settings",
    );
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Sign out" }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  },
};

/** While signing out, Sign out cannot be chosen twice. */
export const SigningOut: Story = {
  args: { signingOut: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^Account menu/ }));
    const item = await screen.findByRole("menuitem", { name: "Sign out" });
    await expect(item).toHaveAttribute("aria-disabled", "true");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onSignOut).not.toHaveBeenCalled();
    await userEvent.keyboard("{Escape}");
  },
};

/** A client's pages; the picture they gave shows in the avatar. */
export const ClientWithPicture: Story = {
  args: {
    userName: "Carmen Ortiz",
    roleLabel: "Client",
    avatarUrl: picture,
    navItems: [
      { label: "Health snapshot", to: "/health-snapshot", current: true },
      { label: "Library", to: "/library" },
    ],
    children: <PageBody title="Health snapshot" />,
  },
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole("navigation", { name: "Main" });
    await expect(within(nav).getAllByRole("link")).toHaveLength(2);
    await waitFor(() =>
      expect(canvasElement.querySelector("[data-slot='avatar-image']")).toHaveAttribute("src", picture),
    );
  },
};

/** Below 1024 px the navigation is a menu sheet: it opens from 'Menu' and closes on a choice. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
    const menuButton = canvas.getByRole("button", { name: "Menu" });
    await userEvent.click(menuButton);
    const sheet = await screen.findByRole("dialog");
    const nav = within(sheet).getByRole("navigation", { name: "Main" });
    await expect(within(nav).getByRole("link", { name: "Library" })).toHaveAttribute("aria-current", "page");
    // Links in stories do not navigate: the click alone must close the sheet.
    await userEvent.click(within(nav).getByRole("link", { name: "Administration" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};

/** The sheet closes with Escape and hands focus back to 'Menu'. */
export const MobileMenuEscape: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    const menuButton = canvas.getByRole("button", { name: "Menu" });
    await userEvent.click(menuButton);
    await screen.findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};
