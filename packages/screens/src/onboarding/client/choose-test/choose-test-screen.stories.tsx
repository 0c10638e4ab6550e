import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent } from "storybook/test";

import { ChooseTestScreen, type ChooseTestScreenProps, type PersonalityTestId } from "./choose-test-screen";
import { pressContinue, restFocus } from "../../stories/story-rest";

type StoryProps = Omit<ChooseTestScreenProps, "openedTest"> & { initiallyOpened?: PersonalityTestId };

/**
 * Holds which test was opened, as the app's route does. The test links stay on this page in
 * Storybook: following one would open a real tab in the test browser.
 */
function ChooseTestStory({ initiallyOpened, onOpenTest, ...props }: StoryProps) {
  const [opened, setOpened] = React.useState<PersonalityTestId | null>(initiallyOpened ?? null);
  return (
    <div
      onClickCapture={(event) => {
        if (event.target instanceof Element && event.target.closest("a")) event.preventDefault();
      }}
    >
      <ChooseTestScreen
        openedTest={opened}
        onOpenTest={(test) => {
          setOpened(test);
          onOpenTest(test);
        }}
        {...props}
      />
    </div>
  );
}

const meta = {
  title: "Screens/Onboarding/Client/ChooseTest",
  component: ChooseTestStory,
  parameters: { layout: "fullscreen" },
  afterEach: restFocus,
  args: { onOpenTest: fn(), onContinue: fn(), onBack: fn(), onSkip: fn() },
} satisfies Meta<typeof ChooseTestStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both tests open in a new tab, without giving the test site access to this page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Take a quick personality test" }),
    ).toBeVisible();
    const sixteen = canvas.getByRole("link", { name: /The 16 personalities test/ });
    const enneagram = canvas.getByRole("link", { name: /The enneagram test/ });
    for (const link of [sixteen, enneagram]) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)/);
    }
    await expect(sixteen).toHaveAttribute("href", "https://www.16personalities.com/free-personality-test");
    await expect(canvas.getByRole("button", { name: "Continue" })).toHaveAttribute(
      "data-variant",
      "secondary",
    );
  },
};

/** A test opened: the page says so, and the next click continues to readiness. */
export const TestOpened: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("link", { name: /The enneagram test/ }));
    await expect(args.onOpenTest).toHaveBeenCalledWith("enneagram");
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "The enneagram test opened in a new tab. When you are done, continue to the next step.",
    );
    await expect(canvas.getByRole("button", { name: "Continue" })).toHaveAttribute("data-variant", "primary");
    await pressContinue(canvas, userEvent.keyboard);
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** Skip and Back are there as on every step. */
export const SkipAndBack: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Skip this for now" }));
    await expect(args.onSkip).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: /Back/ }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { initiallyOpened: "16-personalities" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "The 16 personalities test opened in a new tab.",
    );
  },
};
