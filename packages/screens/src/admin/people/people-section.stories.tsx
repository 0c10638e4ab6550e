import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";

import { inPageMain, press } from "../../health/shared/story-helpers";
import { restPage } from "../../onboarding/stories/story-helpers";
import {
  loadFailedArgs,
  mobileTableStory,
  playEmpty,
  playLoadFailed,
  playLoading,
  playNextPage,
} from "../stories/admin-list-plays";
import { activePerson, manyPeople, noPeople, peoplePage } from "../administration.fixtures";
import { PeopleSection } from "./people-section";

const meta = {
  title: "Screens/Admin/People",
  component: PeopleSection,
  parameters: { layout: "padded" },
  afterEach: restPage,
  decorators: [inPageMain],
  args: {
    people: peoplePage,
    search: "",
    onSearch: fn(),
    role: null,
    onRoleChange: fn(),
    state: null,
    onStateChange: fn(),
    onPageChange: fn(),
    onOpenPerson: fn(),
    backHref: "/admin",
    timeZone: "Europe/London",
  },
} satisfies Meta<typeof PeopleSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everyone, newest first: name, e-mail, role, state and when they joined; 'Open' shows a person. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "People" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Administration" })).toHaveAttribute("href", "/admin");
    const rows = within(canvas.getByRole("table", { name: "People, the newest first" })).getAllByRole("row");
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent("Not verified");
    await expect(rows[2]).toHaveTextContent("Maya Fernández");
    await expect(rows[2]).toHaveTextContent("Practitioner");
    await expect(rows[3]).toHaveTextContent("Deactivated");
    await press(canvas.getByRole("button", { name: "Open Maya Fernández" }), userEvent.keyboard);
    await expect(args.onOpenPerson).toHaveBeenCalledWith(activePerson);
  },
};

/** A search by name or e-mail, and the role and state filters. */
export const Filtering: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("searchbox", { name: "Name or e-mail" }), "  maya ");
    await press(canvas.getByRole("button", { name: "Search" }), userEvent.keyboard);
    await expect(args.onSearch).toHaveBeenCalledWith("maya");
    await press(canvas.getByRole("combobox", { name: "Role" }), userEvent.keyboard);
    await userEvent.click(await within(document.body).findByRole("option", { name: "Reviewer" }));
    await expect(args.onRoleChange).toHaveBeenCalledWith(4);
    await press(canvas.getByRole("combobox", { name: "State" }), userEvent.keyboard);
    await userEvent.click(await within(document.body).findByRole("option", { name: "Deactivated" }));
    await expect(args.onStateChange).toHaveBeenCalledWith("deactivated");
  },
};

/** More than a page: the total and the pager. */
export const ManyPages: Story = {
  args: { people: manyPeople },
  play: playNextPage("Pages of people", "137 people"),
};

export const Loading: Story = {
  args: { people: undefined, loading: true },
  play: playLoading("Loading the people"),
};

/** Nobody has signed up yet. */
export const Empty: Story = {
  args: { people: noPeople },
  play: playEmpty("Nobody yet"),
};

/** Filters that match nobody say how to widen them. */
export const NoMatches: Story = {
  args: { people: noPeople, search: "zzz", role: 4, state: "deactivated" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Nobody matches" })).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "Name or e-mail" })).toHaveValue("zzz");
  },
};

export const LoadFailed: Story = {
  args: { people: undefined, ...loadFailedArgs() },
  play: playLoadFailed("The people could not be loaded"),
};

/** At 375 px the filters stack and the table scrolls inside its frame; the page does not. */
export const Mobile: Story = mobileTableStory;
