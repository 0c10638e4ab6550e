import type { Meta, StoryObj } from "@storybook/react-vite";
import { Leaf } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";

import { StepHeader } from "./step-header";

const meta = {
  title: "UI/StepHeader",
  component: StepHeader,
  args: {
    steps: 6,
    current: 2,
    roleLabel: "Coach admin",
    productName: "Haven",
    logo: <Leaf />,
    onLogoClick: fn(),
  },
  argTypes: {
    steps: { control: { type: "number", min: 2, max: 10 } },
    current: { control: { type: "number", min: 0, max: 9 } },
    roleLabel: { control: "inline-radio", options: ["Your menopause health assistant", "Coach admin"] },
    logo: { control: false },
    help: { control: "text" },
  },
  globals: { viewport: { value: "desktop" } },
} satisfies Meta<typeof StepHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bar's filled part as a fraction of its track, from the rendered sizes. */
function filledFraction(root: HTMLElement): number {
  const bar = root.querySelector<HTMLElement>("[data-slot=step-header-progress-bar]");
  const track = bar?.parentElement;
  if (!bar || !track) throw new Error("the progress bar is missing");
  return bar.getBoundingClientRect().width / track.getBoundingClientRect().width;
}

function stepStates(root: HTMLElement): (string | null)[] {
  return [...root.querySelectorAll("[data-slot=step-header-step]")].map((step) =>
    step.getAttribute("data-state"),
  );
}

/** Six steps, the third current: two completed, three upcoming, the bar at 2 / 5 = 40 %. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole("list", { name: "Progress" });
    const items = within(list).getAllByRole("listitem");
    await expect(items).toHaveLength(6);
    await expect(stepStates(canvasElement)).toEqual([
      "completed",
      "completed",
      "current",
      "upcoming",
      "upcoming",
      "upcoming",
    ]);
    await expect(items[2]).toHaveAttribute("aria-current", "step");
    await expect(items[2]).toHaveTextContent("Step 3 of 6, current");
    await expect(items[0]).toHaveTextContent("Step 1 of 6, completed");
    await expect(items[5]).toHaveTextContent("Step 6 of 6, upcoming");
    await expect(filledFraction(canvasElement)).toBeCloseTo(0.4, 3);
  },
};

/** Pressing the logo calls `onLogoClick` (the app goes to '/'). */
export const LogoClick: Story = {
  play: async ({ args, canvas }) => {
    const logo = canvas.getByRole("button", { name: "Haven" });
    await expect(logo).toHaveAttribute("type", "button");
    await userEvent.click(logo);
    await expect(args.onLogoClick).toHaveBeenCalledTimes(1);
  },
};

/** The product name is a setting: it names the logo button. */
export const ProductName: Story = {
  args: { productName: "Evergreen" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Evergreen" })).toBeVisible();
  },
};

export const FirstStep: Story = {
  args: { current: 0 },
  play: async ({ canvasElement }) => {
    await expect(stepStates(canvasElement)[0]).toBe("current");
    await expect(filledFraction(canvasElement)).toBe(0);
  },
};

export const LastStep: Story = {
  args: { current: 5 },
  play: async ({ canvasElement }) => {
    await expect(stepStates(canvasElement)).toEqual([
      "completed",
      "completed",
      "completed",
      "completed",
      "completed",
      "current",
    ]);
    await expect(filledFraction(canvasElement)).toBeCloseTo(1, 3);
  },
};

/** The client flow: eight steps (0 to 7) and the client role label. */
export const ClientFlow: Story = {
  args: { steps: 8, current: 3, roleLabel: "Your menopause health assistant" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Your menopause health assistant")).toBeVisible();
    await expect(within(canvas.getByRole("list")).getAllByRole("listitem")).toHaveLength(8);
    await expect(filledFraction(canvasElement)).toBeCloseTo(3 / 7, 3);
  },
};

export const CoachFlow: Story = {
  args: { roleLabel: "Coach admin", current: 4 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Coach admin")).toBeVisible();
    await expect(filledFraction(canvasElement)).toBeCloseTo(0.8, 3);
  },
};

/** Without a role label (the default) the logo stands alone. */
export const WithoutRoleLabel: Story = {
  args: { roleLabel: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=step-header-role]")).toBeNull();
  },
};

/** The help tooltip opens after 200 ms. */
export const WithHelp: Story = {
  args: { help: "This will help match your clients to you." },
  decorators: [
    (Story) => (
      <div className="pb-24">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole("button", { name: "Help" }));
    const tooltip = await within(document.body).findByRole("tooltip", {}, { timeout: 600 });
    await expect(tooltip).toHaveTextContent("This will help match your clients to you.");
  },
};

export const Mobile: Story = {
  args: { steps: 8, current: 1, roleLabel: "Your menopause health assistant" },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    await expect(filledFraction(canvasElement)).toBeCloseTo(1 / 7, 3);
  },
};

export const Dark: Story = {
  ...Playground,
  globals: { viewport: { value: "desktop" }, theme: "dark" },
};
