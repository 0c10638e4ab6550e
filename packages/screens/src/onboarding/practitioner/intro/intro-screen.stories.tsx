import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { restPage } from "../../stories/story-helpers";
import {
  PRACTITIONER_INFO_PAGES,
  PractitionerIntroScreen,
  type PractitionerIntroScreenProps,
} from "./intro-screen";

/** The screen with its page held as the app holds it. */
function IntroStory({ page: initialPage, onPageChange, ...props }: PractitionerIntroScreenProps) {
  const [page, setPage] = React.useState(initialPage);
  return (
    <PractitionerIntroScreen
      page={page}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
      {...props}
    />
  );
}

const meta = {
  title: "Screens/Onboarding/Practitioner/Intro",
  component: IntroStory,
  parameters: { layout: "fullscreen" },
  afterEach: restPage,
  args: { page: 0, onPageChange: fn(), onFinish: fn(), onLogoClick: fn() },
} satisfies Meta<typeof IntroStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The welcome: the product's name, why it asks, and 'Get started' to the first info page. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole("heading", {
        name: "Welcome to Haven, your AI-powered assistant for functional and holistic practice",
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText("Let's get to know your specialty so we can tailor your dashboard and content"),
    ).toBeVisible();
    await expect(canvas.getByText("Coach admin")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Get started" }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
    const heading = await canvas.findByRole("heading", { name: "Your Account is Secure!" });
    // The new page's heading takes the focus once it is shown.
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole("button", { name: "Continue" })).toBeVisible();
  },
};

/** Each info page in turn; one press past the last goes on (onFinish). */
export const ThroughEveryPage: Story = {
  args: { page: 1 },
  play: async ({ args, canvas }) => {
    for (const [index, info] of PRACTITIONER_INFO_PAGES.entries()) {
      await expect(await canvas.findByRole("heading", { name: info.title })).toBeVisible();
      await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
      if (index < PRACTITIONER_INFO_PAGES.length - 1)
        await expect(args.onPageChange).toHaveBeenLastCalledWith(index + 2);
    }
    await expect(args.onFinish).toHaveBeenCalledOnce();
  },
};

/** The last page, 'You're in control!'. */
export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "You're in control!" })).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "Page 6 of 6" })).toHaveAttribute("aria-selected", "true");
  },
};

/** The step header's help says why the questions are asked. */
export const Help: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole("button", { name: "Help" }));
    const tooltip = await within(document.body).findByRole("tooltip", {}, { timeout: 600 });
    await expect(tooltip).toHaveTextContent("This will help match your clients to you.");
  },
};

/** 'Sign out' under the header, for someone who leaves in the middle. */
export const WithSignOut: Story = {
  args: { onSignOut: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Sign out" }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
