import { HEALTH_DATA_MESSAGES, type HealthHistory, type HealthHistoryResponse } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, within } from "storybook/test";

import { restPage } from "../../onboarding/stories/story-helpers";
import { inPageMain, press } from "../shared/story-helpers";
import {
  emptyHistory,
  fullHistory,
  oneEntryHistory,
  STORY_TIME_ZONE,
  STORY_TODAY,
} from "./health-history.fixtures";
import {
  HEALTH_HISTORY_SAVED,
  HealthHistoryScreen,
  type HealthHistoryScreenProps,
} from "./health-history-screen";

type HistoryStoryProps = HealthHistoryScreenProps & {
  /** What the page's save does in the story: succeed, or fail as a lost connection would. */
  saveOutcome?: "saved" | "failed";
};

const SAVE_FAILED = "Your health history was not saved. Check your connection and try again.";

/** Saves as the page's container does: the saved history comes back, or the error shows and the form stays. */
function HistoryStory({ saveOutcome, ...props }: HistoryStoryProps) {
  const [history, setHistory] = React.useState<HealthHistoryResponse | null>(props.history);
  const [status, setStatus] = React.useState(props.status);
  const [saveError, setSaveError] = React.useState(props.saveError);
  return (
    <HealthHistoryScreen
      {...props}
      history={history}
      status={status}
      saveError={saveError}
      onSave={(data: HealthHistory) => {
        props.onSave(data);
        if (saveOutcome === "failed") {
          setSaveError(SAVE_FAILED);
        } else if (saveOutcome === "saved") {
          setSaveError(null);
          setHistory({ ...data, updatedAt: "2026-05-12T09:30:00.000Z" });
          setStatus("saved");
        }
      }}
    />
  );
}

const meta = {
  title: "Screens/Health/HealthHistoryScreen",
  component: HealthHistoryScreen,
  parameters: { layout: "padded" },
  render: (args) => <HistoryStory {...args} />,
  decorators: [inPageMain],
  afterEach: restPage,
  args: {
    history: fullHistory,
    onSave: fn(),
    timeZone: STORY_TIME_ZONE,
    today: STORY_TODAY,
  },
} satisfies Meta<HistoryStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing saved yet: a first condition, saved as a whole. */
export const Empty: Story = {
  args: { history: emptyHistory, saveOutcome: "saved" },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByText("Not saved yet.")).toBeVisible();
    await press(canvas.getByRole("button", { name: "Add a condition" }), user.keyboard);
    const condition = canvas.getByRole("textbox", { name: "Condition 1" });
    await expect(condition).toHaveFocus();
    await user.keyboard("Asthma");
    canvas.getByRole("checkbox", { name: "Osteoporosis" }).focus();
    await user.keyboard(" ");
    await user.type(canvas.getByRole("textbox", { name: "Height (cm)" }), "162");
    await press(canvas.getByRole("button", { name: "Save health history" }), user.keyboard);
    await expect(args.onSave).toHaveBeenCalledWith({
      conditions: ["Asthma"],
      medications: [],
      allergies: [],
      surgeries: { hysterectomy: false, other: [] },
      familyHistory: { breastCancer: false, heartDisease: false, osteoporosis: true },
      heightCm: 162,
    });
    await expect(canvas.getByRole("status")).toHaveTextContent(HEALTH_HISTORY_SAVED);
    await expect(canvas.getByText("Last updated May 12, 2026.")).toBeVisible();
  },
};

/** One condition and one medication. */
export const OneEntry: Story = {
  args: { history: oneEntryHistory },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Last updated April 2, 2026.")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Name of medication 1" })).toHaveValue("Levothyroxine");
    await expect(canvas.getByRole("checkbox", { name: "Hormone therapy of medication 1" })).not.toBeChecked();
  },
};

/** A full history: hormone therapy with its type and route, surgeries, family, habits and body. */
export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Hormone therapy of medication 2" })).toBeChecked();
    await expect(
      canvas.getByRole("combobox", { name: /Type of hormone therapy of medication 2/ }),
    ).toHaveTextContent("Estrogen only");
    await expect(canvas.getByRole("combobox", { name: /How it is taken of medication 3/ })).toHaveTextContent(
      "Tablet",
    );
    await expect(canvas.getByRole("radio", { name: "Former smoker" })).toBeChecked();
    await expect(canvas.getByRole("textbox", { name: "Weight (kg)" })).toHaveValue("68.5");
  },
};

/** Rows are added and removed by keyboard; the focus goes to the new row, or to the row that took the removed one's place. */
export const AddRemoveRows: Story = {
  play: async ({ canvas, userEvent: user }) => {
    const medications = canvas.getByRole("list", { name: "Medications" });
    await press(canvas.getByRole("button", { name: "Add a medication" }), user.keyboard);
    await expect(within(medications).getAllByRole("listitem")).toHaveLength(4);
    await expect(canvas.getByRole("textbox", { name: "Name of medication 4" })).toHaveFocus();
    await press(canvas.getByRole("button", { name: "Remove medication 2" }), user.keyboard);
    await expect(within(medications).getAllByRole("listitem")).toHaveLength(3);
    const second = canvas.getByRole("textbox", { name: "Name of medication 2" });
    await expect(second).toHaveValue("Micronised progesterone");
    await expect(second).toHaveFocus();

    await press(canvas.getByRole("button", { name: "Remove allergy 1" }), user.keyboard);
    await expect(canvas.queryByRole("list", { name: "Allergies" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Add an allergy" })).toHaveFocus();
  },
};

/** Checked as the API checks: each message on its field, the focus on the first. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, userEvent: user }) => {
    await press(canvas.getByRole("button", { name: "Add a condition" }), user.keyboard);
    const height = canvas.getByRole("textbox", { name: "Height (cm)" });
    await user.type(height, "0");
    await press(canvas.getByRole("button", { name: "Save health history" }), user.keyboard);
    await expect(args.onSave).not.toHaveBeenCalled();
    const condition = canvas.getByRole("textbox", { name: "Condition 3" });
    await expect(condition).toHaveAccessibleDescription(HEALTH_DATA_MESSAGES.textRequired);
    await expect(condition).toHaveFocus();
    await expect(height).toHaveAccessibleDescription(HEALTH_DATA_MESSAGES.height);
    await user.type(height, "{Backspace}");
    await expect(height).not.toHaveAttribute("aria-invalid");
  },
};

/** Hormone therapy needs its type and how it is taken. */
export const HormoneTherapyRequired: Story = {
  args: { history: oneEntryHistory },
  play: async ({ args, canvas, userEvent: user }) => {
    canvas.getByRole("checkbox", { name: "Hormone therapy of medication 1" }).focus();
    await user.keyboard(" ");
    await press(canvas.getByRole("button", { name: "Save health history" }), user.keyboard);
    await expect(args.onSave).not.toHaveBeenCalled();
    const type = canvas.getByRole("combobox", { name: /Type of hormone therapy of medication 1/ });
    await expect(type).toHaveAccessibleDescription(HEALTH_DATA_MESSAGES.hormoneType);
    await expect(type).toHaveFocus();
    await expect(
      canvas.getByRole("combobox", { name: /How it is taken of medication 1/ }),
    ).toHaveAccessibleDescription(HEALTH_DATA_MESSAGES.hormoneRoute);
  },
};

/** The server refused a field: its message on the field. */
export const ServerFieldErrors: Story = {
  args: {
    fieldErrors: {
      weightKg: HEALTH_DATA_MESSAGES.weight,
      "medications.1.startDate": HEALTH_DATA_MESSAGES.pastDate,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Start date of medication 2/)).toHaveAccessibleDescription(
      HEALTH_DATA_MESSAGES.pastDate,
    );
    await expect(canvas.getByLabelText(/^Start date of medication 2/)).toHaveFocus();
    await expect(canvas.getByRole("textbox", { name: "Weight (kg)" })).toHaveAccessibleDescription(
      HEALTH_DATA_MESSAGES.weight,
    );
  },
};

/** Saving failed: the message, and what was typed is still there to save again. */
export const SaveFailed: Story = {
  args: { saveOutcome: "failed" },
  play: async ({ args, canvas, userEvent: user }) => {
    await press(canvas.getByRole("button", { name: "Add an allergy" }), user.keyboard);
    await user.keyboard("Latex");
    await press(canvas.getByRole("button", { name: "Save health history" }), user.keyboard);
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(await canvas.findByText(SAVE_FAILED)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Allergy 2" })).toHaveValue("Latex");
    await expect(canvas.getByText("Last updated May 10, 2026.")).toBeVisible();
  },
};

export const Saving: Story = {
  args: { status: "saving" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Save health history" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const Loading: Story = {
  args: { history: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Loading your health history")).toHaveAttribute("aria-busy", "true");
  },
};

export const LoadFailed: Story = {
  args: { history: null, loadError: "We could not reach the server. Check your connection.", onRetry: fn() },
  play: async ({ args, canvas, userEvent: user }) => {
    await press(canvas.getByRole("button", { name: "Try again" }), user.keyboard);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
