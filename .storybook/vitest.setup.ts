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
  const target =
    visual.target === "page" ? page.elementLocator(document.documentElement) : page.elementLocator(canvas);
  await expect.element(target).toMatchScreenshot();
});
