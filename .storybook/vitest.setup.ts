/**
 * Visual regression for every story: after a story's test has rendered it, run its play function
 * and passed axe, the element the story rendered into is compared with the committed reference
 * screenshot. Update references with `npm run test:visual:update`.
 *
 * A story can opt out with `parameters: { visual: { disable: true } }` (say why beside it), or ask
 * for the whole viewport with `visual: { target: "page" }` when it renders into a portal (dialogs,
 * toasts, menus) that lives outside its own element.
 */
import { afterEach, expect } from "vitest";
import { page } from "vitest/browser";

type VisualParameters = { disable?: boolean; target?: "canvas" | "page" };
type StoryContext = { story?: { parameters?: { layout?: string; visual?: VisualParameters } } };

afterEach(async (context) => {
  const { story } = context as typeof context & StoryContext;
  if (!story || context.task.result?.errors?.length) return;
  const visual = story.parameters?.visual ?? {};
  if (visual.disable) return;

  // The portable story renders into a plain <div> appended to <body> after Storybook's hidden
  // wrappers (`.sb-wrapper`); portals opened by the story come after it.
  const canvas = [...document.body.children].find(
    (element): element is HTMLDivElement =>
      element instanceof HTMLDivElement && !element.classList.contains("sb-wrapper"),
  );
  if (!canvas) throw new Error("the story rendered no element to compare");
  if (story.parameters?.layout !== "fullscreen") canvas.style.padding = "1rem";

  await document.fonts.ready;
  await chartsDrawn();
  const target = visual.target === "page" ? page.elementLocator(document.body) : page.elementLocator(canvas);
  const settled = settleMotion();
  // A page taller than the viewport is captured whole: the viewport grows to fit it (Chromium
  // paints only what is in view), and is put back after.
  const { innerWidth: width, innerHeight: height } = window;
  const needed = Math.ceil(
    visual.target === "page" ? document.documentElement.scrollHeight : canvas.getBoundingClientRect().height,
  );
  const grow = needed > height;
  try {
    if (grow) await page.viewport(width, needed);
    window.scrollTo(0, 0);
    await nextFrames(2);
    // A chart fitted to its box draws again when the viewport grows.
    await chartsDrawn();
    await expect.element(target).toMatchScreenshot();
  } finally {
    settled.remove();
    if (grow) await page.viewport(width, height);
  }
});

/**
 * Charts draw once their library has loaded (lazily, on first use): wait until every chart on the
 * page has drawn its plot, so a screenshot never catches the loading placeholder or a half-drawn
 * chart. The first chart of a run waits for the dev server to prepare the library (over 10 s on a
 * loaded CI machine); the project's hook timeout is a minute.
 */
async function chartsDrawn(timeout = 30_000): Promise<void> {
  // Most stories draw no chart: nothing to wait for (the stillness check below costs 150 ms).
  if (!document.querySelector('[data-slot="chart-plot"]')) return;
  const started = performance.now();
  const pending = () =>
    [...document.querySelectorAll('[data-slot="chart-plot"]')].some(
      (plot) => plot.querySelector('[data-slot="chart-loading"]') || !plot.querySelector(".recharts-surface"),
    );
  const drawing = () =>
    [...document.querySelectorAll('[data-slot="chart-plot"]')].map((plot) => plot.innerHTML).join("");
  // Drawn, and no longer changing (the chart measures its box and draws again once it knows it).
  let previous = "";
  let still = 0;
  while (pending() || still < 3) {
    if (performance.now() - started > timeout)
      throw new Error("a chart was not drawn in time for its screenshot");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const current = drawing();
    still = current === previous ? still + 1 : 0;
    previous = current;
  }
}

/**
 * Jumps every running transition and animation to its end state for the screenshot, so that a
 * focus ring or border still easing in (after a play function's last click) cannot be captured
 * half-way. The states compared are the ones a person sees once the page is at rest.
 */
function settleMotion(): HTMLStyleElement {
  const style = document.createElement("style");
  style.dataset.visualTest = "settle-motion";
  style.textContent = `*, *::before, *::after {
    transition-duration: 0s !important;
    transition-delay: 0s !important;
    animation-duration: 0s !important;
    animation-delay: 0s !important;
  }`;
  document.head.append(style);
  return style;
}

function nextFrames(count: number): Promise<void> {
  return new Promise((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(count);
  });
}
