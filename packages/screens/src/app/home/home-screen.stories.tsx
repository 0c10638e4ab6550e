import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { HomeScreen } from "./home-screen";

const meta = {
  title: "Screens/App/HomeScreen",
  component: HomeScreen,
  parameters: { layout: "padded" },
  decorators: [
    (Story) => (
      <main className="flex flex-col gap-6">
        <Story />
      </main>
    ),
  ],
  args: {
    title: "Health snapshot",
    firstName: "Carmen",
    upcoming: "Your symptoms, glucose and mood will be gathered here as you log them.",
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in home page that says plainly what is still to come, greeting the person by name. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Health snapshot" })).toBeVisible();
    await expect(canvas.getByText("Welcome back, Carmen.")).toBeVisible();
    await expect(canvas.getByRole("region", { name: "This page is on its way" })).toHaveTextContent(
      "Your symptoms, glucose and mood will be gathered here as you log them.",
    );
  },
};

/** Right after the onboarding, the first visit is a welcome, not a welcome back. */
export const FirstVisit: Story = {
  args: { firstVisit: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Welcome, Carmen.")).toBeVisible();
    await expect(canvas.queryByText(/Welcome back/)).not.toBeInTheDocument();
  },
};

/** Without a first name there is no greeting, never an empty one. */
export const WithoutName: Story = {
  args: { firstName: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Welcome back/)).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
