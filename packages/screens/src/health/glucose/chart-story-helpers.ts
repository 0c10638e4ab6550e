import { expect, waitFor } from "storybook/test";

import { restPage } from "../../onboarding/stories/story-helpers";

/**
 * How long a story waits for a chart's lazily loaded library. The first chart of a run has
 * Storybook's dev server prepare the library, which took over 10 s in a CI run with the load near
 * 10 on two cores. A bound on a load, not a timed assertion (the storybook project's test timeout
 * is a minute): a chart that never draws still fails.
 */
export const CHART_LOAD_TIMEOUT = 30_000;

/** Waits until every chart on the page has its lazily loaded drawing, so screenshots never catch a placeholder. */
export async function chartsDrawn(root: HTMLElement): Promise<void> {
  await waitFor(
    () => {
      for (const plot of root.querySelectorAll("[data-slot=chart-plot]")) {
        expect(plot.querySelector(".recharts-surface")).not.toBeNull();
      }
    },
    { timeout: CHART_LOAD_TIMEOUT },
  );
}

/** A story's `afterEach`: the charts drawn, then the page at rest (top, no focus ring, no transition). */
export async function chartsAtRest({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  await chartsDrawn(canvasElement.ownerDocument.body);
  await restPage();
}
