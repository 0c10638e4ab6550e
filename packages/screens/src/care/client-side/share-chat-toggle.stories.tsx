import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn } from "storybook/test";

import { restPage } from "../../onboarding/stories/story-helpers";
import { PRACTITIONER_NAME } from "./care-client-side.fixtures";
import { ShareChatToggle, type ShareChatToggleProps } from "./share-chat-toggle";

/** Keeps the chat's shared state, as the page's container does once the API answered. */
function ShareChatToggleStory(props: ShareChatToggleProps) {
  const [shared, setShared] = React.useState(props.shared);
  return (
    <ShareChatToggle
      {...props}
      shared={shared}
      onChange={(next) => {
        props.onChange(next);
        setShared(next);
      }}
    />
  );
}

const meta = {
  title: "Screens/Care/ShareChatToggle",
  component: ShareChatToggle,
  parameters: { layout: "padded" },
  render: (args) => <ShareChatToggleStory {...args} />,
  afterEach: restPage,
  args: {
    practitionerName: PRACTITIONER_NAME,
    shared: false,
    onChange: fn(),
  },
} satisfies Meta<typeof ShareChatToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not shared: 'Share with …' shares it, and the focus moves to 'Stop sharing', which stops it again. */
export const NotShared: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      `Only you can read this chat. Sharing lets ${PRACTITIONER_NAME} read it.`,
    );
    canvas.getByRole("button", { name: `Share with ${PRACTITIONER_NAME}` }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    const stop = await canvas.findByRole("button", { name: "Stop sharing" });
    await expect(stop).toHaveFocus();
    await expect(canvas.getByText(`Shared with ${PRACTITIONER_NAME}`)).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent(`${PRACTITIONER_NAME} can read this chat.`);

    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(
      await canvas.findByRole("button", { name: `Share with ${PRACTITIONER_NAME}` }),
    ).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Shared: who can read it, and 'Stop sharing'. */
export const Shared: Story = {
  args: { shared: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`Shared with ${PRACTITIONER_NAME}`)).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent(`${PRACTITIONER_NAME} can read this chat.`);
    await expect(canvas.getByRole("button", { name: "Stop sharing" })).toBeEnabled();
    await expect(
      canvas.queryByRole("button", { name: `Share with ${PRACTITIONER_NAME}` }),
    ).not.toBeInTheDocument();
  },
};

/** The change is being saved: the button keeps its size and says it is busy. */
export const Busy: Story = {
  args: { shared: true, busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Stop sharing" })).toHaveAttribute("aria-busy", "true");
  },
};

export const SaveError: Story = {
  name: "Error",
  args: { error: "You do not have a practitioner" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("You do not have a practitioner");
  },
};
