import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { pressNext, restPage } from "../../stories/story-helpers";
import { FocusAreasScreen, type FocusAreasScreenProps } from "./focus-areas-screen";
import { useFocusAreasForm, type FocusAreasData, type FocusAreasValues } from "./use-focus-areas-form";

type StoryProps = Pick<FocusAreasScreenProps, "onBack" | "submitting" | "apiError" | "tipDismissed"> & {
  initialValues?: FocusAreasValues;
  onSave: (data: FocusAreasData) => void;
};

function FocusAreasStory({ initialValues, onSave, ...props }: StoryProps) {
  const form = useFocusAreasForm(initialValues);
  return (
    <FocusAreasScreen
      values={form.values}
      errors={form.errors}
      onChange={form.setValue}
      onAddNiche={form.onAddNiche}
      continueEnabled={form.complete}
      onContinue={form.handleContinue(onSave)}
      {...props}
    />
  );
}

const values = (chips: string[], customNiches: string[] = []): FocusAreasValues => ({
  chips,
  customNiches,
  nicheText: "",
  search: "",
});

const meta = {
  title: "Screens/Onboarding/Practitioner/FocusAreas",
  component: FocusAreasStory,
  parameters: { layout: "fullscreen" },
  afterEach: restPage,
  args: { onSave: fn(), onBack: fn() },
} satisfies Meta<typeof FocusAreasStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 13 focus areas in rows of up to 3, the tip, and Next disabled until one is chosen. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "What are your primary focus areas?" })).toBeVisible();
    await expect(canvas.getAllByRole("button", { pressed: false }).length).toBeGreaterThanOrEqual(13);
    await expect(canvas.getByRole("button", { name: "Mold / Lyme / MCAS" })).toBeVisible();
    await expect(
      canvas.getByText("You can update your focus areas anytime from your dashboard."),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
  },
};

export const Filled: Story = {
  args: { initialValues: values(["Perimenopause & Menopause", "Gut Health"]), tipDismissed: true },
  play: async ({ args, canvas }) => {
    await pressNext(canvas, userEvent.keyboard);
    await expect(args.onSave).toHaveBeenCalledWith({
      primary_niches: ["Perimenopause & Menopause", "Gut Health"],
    });
  },
};

/** The search box filters the chips; 'Other' stays to add what it does not find. */
export const Search: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search focus areas" }), "health");
    await expect(await canvas.findByRole("button", { name: "Gut Health" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Weight & Metabolic Health" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Cancer Support" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Other" })).toBeVisible();
  },
};

/** Five chosen: the others are disabled until one is cleared. */
export const MaximumReached: Story = {
  args: {
    initialValues: values(["Gut Health", "Thyroid & Autoimmune", "Anxiety & Sleep", "Cancer Support"]),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Inflammation & Pain" }));
    await expect(await canvas.findByText(/You chose 5, the most you can choose/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Fertility & Hormones" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Gut Health" }));
    await expect(await canvas.findByRole("button", { name: "Fertility & Hormones" })).toBeEnabled();
  },
};

/** Four chips and 'Other': 'Other' holds the fifth place, so the count reads 5 of 5 as the chips are disabled. */
export const OtherTakesAPlace: Story = {
  args: {
    initialValues: values(["Gut Health", "Thyroid & Autoimmune", "Anxiety & Sleep", "Cancer Support"]),
    tipDismissed: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("4 of 5 chosen")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Other" }));
    await expect(await canvas.findByText(/You chose 5, the most you can choose/)).toBeVisible();
    await expect(canvas.queryByText("4 of 5 chosen")).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Fertility & Hormones" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Other" }));
    await expect(await canvas.findByText("4 of 5 chosen")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Fertility & Hormones" })).toBeEnabled();
    await userEvent.click(canvas.getByRole("button", { name: "Other" }));
  },
};

/** 'Other' asks for a niche; blank text is refused; the niche becomes a pill replacing 'Other'. */
export const OtherNiche: Story = {
  args: { initialValues: values(["Gut Health"]), tipDismissed: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Other" }));
    const niche = await canvas.findByRole("textbox", { name: /Please specify your niche/ });
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
    await userEvent.type(niche, "   ");
    await userEvent.click(canvas.getByRole("button", { name: "Add niche" }));
    await expect(await canvas.findByText("Please specify")).toBeVisible();
    await expect(niche).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(niche);
    await userEvent.type(niche, "  Sleep after 40 ");
    await userEvent.click(canvas.getByRole("button", { name: "Add niche" }));
    await expect(await canvas.findByText("Sleep after 40")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Other" })).toHaveAttribute("aria-pressed", "false");
    await expect(
      canvas.queryByRole("textbox", { name: /Please specify your niche/ }),
    ).not.toBeInTheDocument();
    await pressNext(canvas, userEvent.keyboard);
    await expect(args.onSave).toHaveBeenCalledWith({ primary_niches: ["Gut Health", "Sleep after 40"] });
  },
};

/** Three custom niches, the most: 'Other' is disabled; a pill can be removed. */
export const CustomNichesFull: Story = {
  args: {
    initialValues: values(["Gut Health"], ["Sleep after 40", "Hair loss", "Bone health"]),
    tipDismissed: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Other" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Remove Hair loss" }));
    await expect(await canvas.findByRole("button", { name: "Other" })).toBeEnabled();
  },
};

/** 'Got It' dismisses the tip. */
export const TipDismissed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Got It" }));
    await expect(
      canvas.queryByText("You can update your focus areas anytime from your dashboard."),
    ).not.toBeInTheDocument();
  },
};

export const Submitting: Story = {
  args: { initialValues: values(["Gut Health"]), submitting: true, tipDismissed: true },
};

export const ApiError: Story = {
  args: {
    initialValues: values(["Gut Health"]),
    apiError: "Something went wrong. Please try again.",
    tipDismissed: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Something went wrong. Please try again.");
  },
};

export const Mobile: Story = {
  args: { initialValues: values(["Perimenopause & Menopause", "Gut Health"]) },
  globals: { viewport: { value: "mobile" } },
};
