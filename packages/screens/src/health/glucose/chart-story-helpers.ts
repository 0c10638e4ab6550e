import { expect, waitFor } from "storybook/test";

import { restPage } from "../../onboarding/stories/story-helpers";

/** Waits until every chart on the page has its lazily loaded drawing, so screenshots never catch a placeholder. */
export async function chartsDrawn(root: HTMLElement): Promise<void> {
  await waitFor(
    () => {
      for (const plot of root.querySelectorAll("[data-slot=chart-plot]")) {
        expect(plot.querySelector(".recharts-surface")).not.toBeNull();
      }
    },
    { timeout: 10_000 },
  );
}

/** A story's `afterEach`: the charts drawn, then the page at rest (top, no focus ring, no transition). */
export async function chartsAtRest({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  await chartsDrawn(canvasElement.ownerDocument.body);
  await restPage();
}
