import { expect, fn, within } from "storybook/test";

import { press } from "../../health/shared/story-helpers";

/**
 * The plays every administration list shares (People, Audit log, Mail, Sources, Reported answers):
 * the pager, loading, nothing to show, a failed load and the phone width. Each list's own stories
 * keep what is particular to it.
 */

type Canvas = ReturnType<typeof within>;
type Keyboard = (text: string) => Promise<unknown>;
type PlayContext<Args> = { args: Args; canvas: Canvas; userEvent: { keyboard: Keyboard } };

/** What a failed load reads, the same in each list. */
export const LOAD_ERROR = "We could not reach the server. Check your connection.";

/** Next in the pager named `pagerName` asks for page 2; with `total`, the count is announced first. */
export function playNextPage(pagerName: string, total?: string) {
  return async ({ args, canvas, userEvent }: PlayContext<{ onPageChange: (page: number) => void }>) => {
    if (total !== undefined) await expect(canvas.getByRole("status")).toHaveTextContent(total);
    const pager = canvas.getByRole("navigation", { name: pagerName });
    await press(within(pager).getByRole("button", { name: "Next" }), userEvent.keyboard);
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  };
}

/** The list's skeleton is named for what loads. */
export function playLoading(label: string) {
  return async ({ canvas }: { canvas: Canvas }) => {
    await expect(canvas.getByLabelText(label)).toBeVisible();
  };
}

/** Nothing to show: the empty state's own heading says why. */
export function playEmpty(heading: string) {
  return async ({ canvas }: { canvas: Canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: heading })).toBeVisible();
  };
}

/** A failed load's args: no page, the reason, and a fresh retry spy. */
export function loadFailedArgs() {
  return { loadError: LOAD_ERROR, onRetry: fn() };
}

/** The alert names what could not be loaded, and 'Try again' retries once. */
export function playLoadFailed(alert: string) {
  return async ({ args, canvas, userEvent }: PlayContext<{ onRetry?: () => void }>) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(alert);
    await press(canvas.getByRole("button", { name: "Try again" }), userEvent.keyboard);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  };
}

/** At 375 px the table scrolls sideways inside its frame; the page never grows wider than the screen. */
export const mobileTableStory = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }: { canvas: Canvas }) => {
    await expect(canvas.getByRole("table")).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
