import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";

import { ScrollArea, SCROLL_HIDE_DELAY_MS } from "./scroll-area";

const symptoms = [
  "Hot flushes",
  "Night sweats",
  "Sleep problems",
  "Heart discomfort",
  "Joint and muscle discomfort",
  "Depressive mood",
  "Irritability",
  "Anxiety",
  "Physical and mental exhaustion",
  "Sexual problems",
  "Bladder problems",
  "Vaginal dryness",
  "Brain fog",
  "Headaches",
  "Weight changes",
  "Hair thinning",
];

function SymptomList() {
  return (
    <ul className="flex flex-col divide-y divide-border px-4 text-sm">
      {symptoms.map((symptom) => (
        <li key={symptom} className="py-2">
          {symptom}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: "UI/ScrollArea",
  component: ScrollArea,
  args: {
    type: "hover",
    scrollHideDelay: SCROLL_HIDE_DELAY_MS,
    orientation: "vertical",
    focusable: true,
    "aria-label": "Symptoms",
    className: "h-48 w-64 rounded-md border border-border",
    children: <SymptomList />,
  },
  argTypes: {
    type: { control: "select", options: ["hover", "scroll", "auto", "always"] },
    orientation: { control: "inline-radio", options: ["vertical", "horizontal", "both"] },
    scrollHideDelay: { control: "number" },
    focusable: { control: "boolean" },
    children: { control: false },
    viewportProps: { control: false },
  },
} satisfies Meta<typeof ScrollArea>;

export default meta;
type Story = StoryObj<typeof meta>;

function viewport(root: HTMLElement): HTMLElement {
  const element = root.querySelector<HTMLElement>("[data-slot=scroll-area-viewport]");
  if (!element) throw new Error("the viewport is missing");
  return element;
}

function scrollbar(root: HTMLElement): Element | null {
  return root.querySelector("[data-slot=scroll-area-scrollbar]");
}

/**
 * The list scrolls inside its box. The keyboard reaches the box (so arrow keys scroll it), and it
 * scrolls natively.
 */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const box = viewport(canvasElement);
    await expect(box).toHaveRole("region");
    await expect(box).toHaveAccessibleName("Symptoms");
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    await userEvent.tab();
    await expect(box).toHaveFocus();
    box.scrollTop = 80;
    await waitFor(() => expect(box.scrollTop).toBe(80));
  },
};

/**
 * The scroll bar shows while the pointer is over the box and hides 600 ms after it leaves: still
 * there at 300 ms, gone soon after 600 ms.
 */
export const HideDelay: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(scrollbar(canvasElement)).toBeNull();
    await userEvent.hover(canvas.getByText("Hot flushes"));
    await waitFor(() => expect(scrollbar(canvasElement)).toHaveAttribute("data-state", "visible"));
    await userEvent.unhover(canvas.getByText("Hot flushes"));
    await new Promise((resolve) => setTimeout(resolve, SCROLL_HIDE_DELAY_MS / 2));
    await expect(scrollbar(canvasElement)).toHaveAttribute("data-state", "visible");
    await waitFor(() => expect(scrollbar(canvasElement)).toBeNull(), { timeout: 3000 });
  },
};

/** `type="always"`: the bar is always drawn, its thumb sized to the share that is visible. */
export const AlwaysVisible: Story = {
  args: { type: "always" },
  play: async ({ canvasElement }) => {
    const box = viewport(canvasElement);
    const ratio = box.clientHeight / box.scrollHeight;
    // Radix draws the thumb once it has measured the content.
    await waitFor(() => {
      const thumb = canvasElement.querySelector("[data-slot=scroll-area-thumb]");
      const track = scrollbar(canvasElement)?.getBoundingClientRect().height ?? 0;
      if (!thumb || !track) throw new Error("the thumb is not drawn yet");
      return expect(thumb.getBoundingClientRect().height / track).toBeCloseTo(ratio, 1);
    });
  },
};

/** A row that scrolls sideways, with the horizontal bar. */
export const Horizontal: Story = {
  args: {
    type: "always",
    orientation: "horizontal",
    "aria-label": "Focus areas",
    className: "w-72 rounded-md border border-border",
    children: (
      <div className="flex w-max gap-2 p-3">
        {symptoms.slice(0, 8).map((symptom) => (
          <span
            key={symptom}
            className="rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground"
          >
            {symptom}
          </span>
        ))}
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const box = viewport(canvasElement);
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await expect(scrollbar(canvasElement)).toHaveAttribute("data-orientation", "horizontal");
  },
};

/** Content of focusable items needs no extra stop: `focusable={false}`. */
export const NotFocusable: Story = {
  args: {
    focusable: false,
    children: (
      <div className="flex flex-col gap-1 p-2">
        {symptoms.map((symptom) => (
          <a key={symptom} href={`#${symptom}`} className="rounded px-2 py-1 text-sm hover:bg-accent">
            {symptom}
          </a>
        ))}
      </div>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(viewport(canvasElement)).not.toHaveAttribute("tabindex");
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Hot flushes" })).toHaveFocus();
  },
};

export const Dark: Story = {
  args: { type: "always" },
  globals: { theme: "dark" },
};
