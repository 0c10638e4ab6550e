import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { HighlightedText } from "./highlighted-text";

const meta = {
  title: "UI/HighlightedText",
  component: HighlightedText,
  args: {
    text: "Hot flushes and night sweats: what they are and what helps",
    marks: [
      [0, 3],
      [4, 11],
    ],
  },
} satisfies Meta<typeof HighlightedText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The words a search matched, each in a `<mark>`; the rest is plain text. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll("mark")].map((mark) => mark.textContent);
    await expect(marks).toEqual(["Hot", "flushes"]);
    await expect(canvasElement.querySelector("[data-slot=highlighted-text]")).toHaveTextContent(
      "Hot flushes and night sweats: what they are and what helps",
    );
  },
};

/** Marks out of order, overlapping, touching and past the end are tidied into whole, separate marks. */
export const UntidyMarks: Story = {
  args: {
    text: "Night sweats wake many people.",
    marks: [
      [6, 12],
      [0, 3],
      [2, 5],
      [13, 17],
      [28, 80],
      [9, 4],
    ],
  },
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll("mark")].map((mark) => mark.textContent);
    await expect(marks).toEqual(["Night", "sweats", "wake", "e."]);
  },
};

/** Inside a heading's link, as the library's cards use it: the link's name is the whole title. */
export const InALink: Story = {
  render: (args) => (
    <h2 className="text-lg font-semibold">
      <a href="#article" className="text-primary underline-offset-4 hover:underline">
        <HighlightedText {...args} />
      </a>
    </h2>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", {
      name: "Hot flushes and night sweats: what they are and what helps",
    });
    await expect(within(link).getByText("flushes").tagName).toBe("MARK");
  },
};

/** In muted body text and at caption size: the mark keeps its own text colour and contrast. */
export const InBodyText: Story = {
  render: () => (
    <div className="flex max-w-md flex-col gap-2">
      <p className="text-sm text-muted-foreground">
        <HighlightedText
          text="A hot flush is a sudden feeling of heat in the face, neck and chest. It often comes with sweating."
          marks={[
            [2, 5],
            [6, 11],
            [89, 97],
          ]}
        />
      </p>
      <p className="text-caption text-muted-foreground">
        <HighlightedText text="Treatments that help 🔥 flushes" marks={[[24, 31]]} />
      </p>
    </div>
  ),
};

/** The dark theme's highlight: a deep amber with light text. */
export const Dark: Story = {
  globals: { theme: "dark" },
  render: InBodyText.render,
};
