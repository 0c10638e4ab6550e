import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";

import { Avatar, AvatarFallback, AvatarImage } from "./avatar";

/** A small inline portrait, so that the stories load no file from the network. */
const portrait = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#c7d2fe"/><circle cx="40" cy="31" r="15" fill="#1e3a8a"/><path d="M12 80c3-18 14-27 28-27s25 9 28 27z" fill="#1e3a8a"/></svg>`,
)}`;

/** Not a picture: the browser fails to decode it at once, as it would a broken link. */
const broken = "data:image/png;base64,bm90IGFuIGltYWdl";

type DemoProps = {
  /** The picture's address; leave empty for the initials. */
  src?: string;
  /** The person's name: the picture's alt text and the fallback's name and initials. */
  name: string;
  /** The avatar's size. */
  size?: "sm" | "md" | "lg" | "xl";
  /** Wait this long before showing the initials, so a fast picture does not flash them. */
  delayMs?: number;
  /** Called as the picture moves from loading to loaded or error. */
  onLoadingStatusChange?: (status: "idle" | "loading" | "loaded" | "error") => void;
};

function AvatarDemo({ src, name, size, delayMs, onLoadingStatusChange }: DemoProps) {
  return (
    <Avatar size={size}>
      {src ? <AvatarImage src={src} alt={name} onLoadingStatusChange={onLoadingStatusChange} /> : null}
      <AvatarFallback name={name} delayMs={delayMs} />
    </Avatar>
  );
}

const meta = {
  title: "UI/Avatar",
  component: AvatarDemo,
  subcomponents: { Avatar, AvatarImage, AvatarFallback },
  args: {
    src: portrait,
    name: "Jane Cooper",
    size: "md",
    onLoadingStatusChange: fn(),
  },
  argTypes: {
    size: { control: "select", options: ["sm", "md", "lg", "xl"] },
    src: { control: "text" },
  },
} satisfies Meta<typeof AvatarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picture replaces the initials once it has loaded; its alt text names the person. */
export const Playground: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const image = await canvas.findByAltText("Jane Cooper", {}, { timeout: 3000 });
    await expect(image).toHaveRole("img");
    await expect(image).toHaveAttribute("data-slot", "avatar-image");
    await expect(args.onLoadingStatusChange).toHaveBeenLastCalledWith("loaded");
    await expect(canvasElement.querySelector("[data-slot=avatar-fallback]")).toBeNull();
  },
};

/** No picture: the initials, named by the person's full name. */
export const Initials: Story = {
  args: { src: undefined },
  play: async ({ canvas }) => {
    const fallback = canvas.getByRole("img", { name: "Jane Cooper" });
    await expect(fallback).toHaveTextContent("JC");
    await expect(fallback).toHaveAttribute("data-slot", "avatar-fallback");
  },
};

/** A picture that fails to load leaves the initials in place. */
export const BrokenImage: Story = {
  args: { src: broken },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(args.onLoadingStatusChange).toHaveBeenLastCalledWith("error"));
    const fallback = await canvas.findByRole("img", { name: "Jane Cooper" });
    await expect(fallback).toHaveTextContent("JC");
    await expect(canvas.queryByAltText("Jane Cooper")).toBeNull();
  },
};

/** A single-word name gives one initial. */
export const SingleName: Story = {
  args: { src: undefined, name: "Madonna" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Madonna" })).toHaveTextContent("M");
  },
};

export const Sizes: Story = {
  args: { src: undefined },
  render: (args) => (
    <div className="flex items-center gap-3">
      <AvatarDemo {...args} size="sm" name="Ada Byron" />
      <AvatarDemo {...args} size="md" name="Bea Ortiz" />
      <AvatarDemo {...args} size="lg" name="Cleo Park" />
      <AvatarDemo {...args} size="xl" name="Dana Wu" />
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = ["Ada Byron", "Bea Ortiz", "Cleo Park", "Dana Wu"].map(
      (name) => canvas.getByRole("img", { name }).getBoundingClientRect().width,
    );
    await expect(sizes).toEqual([32, 40, 56, 80]);
  },
};

/** A row of clients, overlapping, each ringed in the page colour. */
export const Group: Story = {
  args: { src: undefined },
  render: () => (
    <ul aria-label="Clients" className="flex -space-x-2">
      {["Jane Cooper", "Lena Ruiz", "Priya Shah"].map((name, index) => (
        <li key={name}>
          <Avatar className="ring-2 ring-background">
            {index === 0 ? <AvatarImage src={portrait} alt={name} /> : null}
            <AvatarFallback name={name} />
          </Avatar>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByAltText("Jane Cooper", {}, { timeout: 3000 })).toBeVisible();
    await expect(canvas.getByRole("img", { name: "Lena Ruiz" })).toHaveTextContent("LR");
  },
};

export const Dark: Story = {
  ...Sizes,
  globals: { theme: "dark" },
};
