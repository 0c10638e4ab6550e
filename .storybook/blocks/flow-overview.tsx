import { Unstyled } from "@storybook/addon-docs/blocks";
import type { Meta } from "@storybook/react-vite";
import * as React from "react";
import { isExportStory, storyNameFromExport, toId } from "storybook/internal/csf";

/** A stories file as `import * as Stories from "./x.stories"` gives it. */
type StoriesModule = { default: Meta; __namedExportsOrder?: string[] } & Record<string, unknown>;

export type FlowScreen = {
  /** The step's name as the flow shows it, e.g. 'Register'. */
  name: string;
  /** The screen's stories. */
  stories: StoriesModule;
  /** The story to show (its export name); `Default`, else the file's first story. */
  story?: string;
};

/** The widths a flow is reviewed at: a laptop and a phone (the viewport presets of the toolbar). */
const frames = [
  { label: "Desktop", width: 1280, height: 800 },
  { label: "Mobile", width: 375, height: 812 },
] as const;

/** The frames are drawn at this fraction of their size, so a whole step fits in one column. */
const scale = 0.25;

/** The story id of a screen's chosen story, as Storybook derives it from the title and export. */
export function flowStoryId({ stories, story }: FlowScreen): string {
  const title = stories.default.title;
  if (!title) throw new Error("a flow's stories need a title");
  // The build lists the exports in source order; without it, module keys are alphabetical.
  const exports = (stories.__namedExportsOrder ?? Object.keys(stories)).filter(
    (key) => key !== "default" && !key.startsWith("__") && isExportStory(key, stories.default),
  );
  const chosen = story ?? (exports.includes("Default") ? "Default" : exports[0]);
  if (!chosen || !exports.includes(chosen)) throw new Error(`${title} has no story '${story ?? "Default"}'`);
  return toId(title, storyNameFromExport(chosen));
}

/**
 * One flow at a glance: every screen in the order a person meets it, each rendered live at
 * desktop and mobile width side by side. A frame is the story itself (its own preview page), so
 * media queries and breakpoints behave as they do on a real screen of that width. Frames are
 * embedded: the stories' play functions (their interaction tests) do not run there. Each frame is
 * a whole preview, so they load one after the other, in the flow's order: the first screens show
 * at once instead of every frame competing for the processor.
 */
export function FlowOverview({ screens }: { screens: FlowScreen[] }) {
  const [loaded, setLoaded] = React.useState(0);
  return (
    <Unstyled>
      <ol className="m-0 flex list-none flex-wrap gap-6 p-0" data-testid="flow-overview">
        {screens.map((screen, index) => {
          const id = flowStoryId(screen);
          return (
            <li key={id} className="flex flex-col gap-2" data-story-id={id}>
              <a
                href={`./?path=/story/${id}`}
                target="_top"
                className="text-sm font-semibold text-foreground underline-offset-4 hover:underline"
              >
                {index + 1}. {screen.name}
              </a>
              <div className="flex items-start gap-3">
                {frames.map((frame, frameIndex) => (
                  <figure key={frame.label} className="m-0 flex flex-col gap-1">
                    <div
                      className="overflow-hidden rounded-md border border-border bg-background"
                      style={{ width: frame.width * scale, height: frame.height * scale }}
                    >
                      <iframe
                        title={`${screen.name}, ${frame.label.toLowerCase()} (${frame.width} px)`}
                        src={
                          index * frames.length + frameIndex <= loaded
                            ? `iframe.html?id=${id}&viewMode=story&embed=true`
                            : undefined
                        }
                        onLoad={(event) => {
                          if (event.currentTarget.getAttribute("src")) setLoaded((count) => count + 1);
                        }}
                        width={frame.width}
                        height={frame.height}
                        className="pointer-events-none origin-top-left border-0"
                        style={{ transform: `scale(${scale})` }}
                        tabIndex={-1}
                      />
                    </div>
                    <figcaption className="text-caption text-muted-foreground">
                      {frame.label} · {frame.width} px
                    </figcaption>
                  </figure>
                ))}
              </div>
            </li>
          );
        })}
      </ol>
    </Unstyled>
  );
}
