import type { Meta, StoryObj } from "@storybook/react-vite";
import { FileLock2, HandHeart, LockKeyhole, ShieldCheck, SlidersHorizontal, Sparkles } from "lucide-react";
import * as React from "react";
import { expect, fn, userEvent, within } from "storybook/test";

import { Carousel, CarouselPage, type CarouselProps } from "./carousel";

/** The practitioner intro: a welcome, then five info pages (product spec, section 2). */
const introPages = [
  {
    icon: Sparkles,
    title: "Welcome to Haven, your AI-powered assistant for functional and holistic practice",
    text: "Let's get to know your specialty so we can tailor your dashboard and content.",
  },
  {
    icon: LockKeyhole,
    title: "Your Account is Secure!",
    text: "Your data is encrypted and access is role-based.",
  },
  {
    icon: ShieldCheck,
    title: "HIPAA-Compliant!",
    text: "Your clients' health information is safeguarded.",
  },
  {
    icon: FileLock2,
    title: "Your Content is Yours!",
    text: "Storefront activity and commissions are tracked privately.",
  },
  {
    icon: HandHeart,
    title: "We Don't Share Your Data!",
    text: "No third parties without consent, unless the law requires it.",
  },
  {
    icon: SlidersHorizontal,
    title: "You're in control!",
    text: "Update or delete your information, or ask for support, at any time.",
  },
];

/** The pages as separate children: the Carousel makes one page of each child. */
function introPageElements() {
  return introPages.map(({ icon: Icon, title, text }) => (
    <CarouselPage key={title} className="items-center text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon aria-hidden className="size-8" />
      </span>
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="text-muted-foreground">{text}</p>
    </CarouselPage>
  ));
}

const meta = {
  title: "UI/Carousel",
  component: Carousel,
  args: {
    "aria-label": "Introduction",
    size: "md",
    continueLabel: (page: number) => (page === 0 ? "Get started" : "Continue"),
    onPageChange: fn(),
    onContinue: fn(),
    onFinish: fn(),
    children: null,
  },
  argTypes: {
    size: { control: "select", options: ["sm", "md"] },
    page: { control: { type: "number", min: 0, max: 5 } },
    defaultPage: { control: { type: "number", min: 0, max: 5 } },
    continueLabel: { control: false },
    children: { control: false },
    footer: { control: false },
  },
  render: (args) => (
    <Carousel {...args} className="max-w-md">
      {introPageElements()}
    </Carousel>
  ),
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

function dots(canvas: ReturnType<typeof within>) {
  return within(canvas.getByRole("tablist", { name: "Pages" })).getAllByRole("tab");
}

/** Each press of Continue advances one page; the dots follow; a press on the last page finishes. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("group", { name: "Introduction" })).toHaveAttribute(
      "aria-roledescription",
      "carousel",
    );
    const pageDots = dots(canvas);
    await expect(pageDots).toHaveLength(6);
    await expect(pageDots[0]).toHaveAccessibleName("Page 1 of 6");
    await expect(pageDots[0]).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel", { name: "Page 1 of 6" })).toHaveTextContent("Welcome to Haven");

    await userEvent.click(canvas.getByRole("button", { name: "Get started" }));
    await expect(await canvas.findByRole("tabpanel", { name: "Page 2 of 6" })).toHaveTextContent(
      "Your Account is Secure!",
    );
    await expect(args.onContinue).toHaveBeenLastCalledWith(0);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(pageDots[1]).toHaveAttribute("aria-selected", "true");

    const next = canvas.getByRole("button", { name: "Continue" });
    for (let press = 0; press < 4; press += 1) await userEvent.click(next);
    await expect(await canvas.findByRole("tabpanel", { name: "Page 6 of 6" })).toHaveTextContent(
      "You're in control!",
    );
    await expect(args.onFinish).not.toHaveBeenCalled();

    await userEvent.click(next);
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
    await expect(args.onContinue).toHaveBeenLastCalledWith(5);
    await expect(args.onPageChange).toHaveBeenCalledTimes(5);
  },
};

/**
 * Tab stops on the page (a tab panel, so its text can be read and scrolled), then on the current
 * dot; arrow keys and End move the page; Continue comes last.
 */
export const KeyboardDots: Story = {
  play: async ({ args, canvas }) => {
    const pageDots = dots(canvas);
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel", { name: "Page 1 of 6" })).toHaveFocus();
    await userEvent.tab();
    await expect(pageDots[0]).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(pageDots[1]).toHaveFocus();
    await expect(await canvas.findByRole("tabpanel", { name: "Page 2 of 6" })).toBeVisible();
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard("{End}");
    await expect(await canvas.findByRole("tabpanel", { name: "Page 6 of 6" })).toBeVisible();
    await expect(pageDots[5]).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Continue" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
  },
};

/** A dot can be clicked to jump to its page. */
export const ChooseADot: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "Page 4 of 6" }));
    await expect(await canvas.findByRole("tabpanel", { name: "Page 4 of 6" })).toHaveTextContent(
      "Your Content is Yours!",
    );
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

/** On the last page Continue calls `onFinish` and leaves the page where it is. */
export const LastPage: Story = {
  args: { defaultPage: 5 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("tab", { name: "Page 6 of 6" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole("tabpanel", { name: "Page 6 of 6" })).toBeVisible();
  },
};

function ControlledIntro(props: CarouselProps) {
  const [page, setPage] = React.useState(2);
  return (
    <div className="flex max-w-md flex-col gap-4">
      <p data-testid="page-read-out">{`Parent sees page ${page}`}</p>
      <Carousel
        {...props}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          props.onPageChange?.(next);
        }}
      >
        {introPageElements()}
      </Carousel>
    </div>
  );
}

/** Controlled by `page` and `onPageChange`: the parent owns the position. */
export const Controlled: Story = {
  render: (args) => <ControlledIntro {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("tabpanel", { name: "Page 3 of 6" })).toHaveTextContent("HIPAA-Compliant!");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(await canvas.findByText("Parent sees page 3")).toBeVisible();
    await expect(canvas.getByRole("tabpanel", { name: "Page 4 of 6" })).toBeVisible();
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

/** A page the parent holds still stays put: Continue only reports the press. */
export const ControlledHeld: Story = {
  args: { page: 1 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole("tabpanel", { name: "Page 2 of 6" })).toBeVisible();
  },
};

export const Small: Story = { args: { size: "sm" } };

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};

export const Dark: Story = {
  args: { defaultPage: 2 },
  globals: { theme: "dark" },
};
