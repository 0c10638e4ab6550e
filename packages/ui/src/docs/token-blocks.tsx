/**
 * The blocks of the Tokens docs page. Every value shown is read from the stylesheets themselves
 * (tokens.css and theme.css, as text) or measured on the rendered element, so the page cannot
 * drift from what the package ships. The docs theme's own type styles are kept off with
 * `Unstyled`, so the type scale renders at its true sizes.
 */
import { Unstyled } from "@storybook/addon-docs/blocks";
import * as React from "react";

import themeCss from "../styles/theme.css?raw";
import tokensCss from "../styles/tokens.css?raw";

/** The custom properties declared in the first rule block that `selector` opens. */
export function declarations(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no '${selector}' block in the stylesheet`);
  const body = css.slice(css.indexOf("{", start) + 1, css.indexOf("}", start));
  const values = new Map<string, string>();
  for (const [, name, value] of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    values.set(name!, value!.trim());
  }
  return values;
}

const light = declarations(tokensCss, ":root");
const dark = declarations(tokensCss, ".dark");
const theme = declarations(themeCss, "@theme inline");

/** A colour token and the token meant for text on it (`--primary` and `--primary-foreground`). */
type ColourToken = { name: string; on?: string };

/** Every colour of tokens.css with the colour for text on it, if it has one. */
export const colourTokens: ColourToken[] = [...light.keys()]
  .filter((name) => /^#|^rgb|^hsl|^oklch/.test(light.get(name)!) && !name.endsWith("-foreground"))
  .map((name) => ({ name, on: foregroundOf(name) }));

/** The variable for text on a colour: `--foreground` on the page, `--x-foreground` on `--x`. */
function foregroundOf(name: string): string | undefined {
  if (name === "--background") return "--foreground";
  return light.has(`${name}-foreground`) ? `${name}-foreground` : undefined;
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two #rrggbb colours, e.g. 4.5 for the body text minimum. */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

function Swatch({ token, values, mode }: { token: ColourToken; values: Map<string, string>; mode: string }) {
  const background = values.get(token.name)!;
  const foreground = token.on ? values.get(token.on) : undefined;
  const ratio =
    foreground && /^#[0-9a-f]{6}$/i.test(background) ? contrastRatio(background, foreground) : null;
  return (
    <div className="flex w-44 flex-col gap-1 text-caption" data-token={token.name} data-mode={mode}>
      <div
        className="flex h-14 items-end justify-between rounded-md border border-black/10 p-2 text-sm font-medium"
        style={{ background, color: foreground }}
      >
        {foreground ? <span>Aa</span> : null}
        {ratio ? <span className="text-caption">{ratio.toFixed(1)}:1</span> : null}
      </div>
      <code>{token.name}</code>
      <code className="text-muted-foreground">{background}</code>
      {token.on ? (
        <code className="text-muted-foreground">
          {token.on}: {foreground}
        </code>
      ) : null}
    </div>
  );
}

/** Each colour in light and in dark, with its variable, its value and (for pairs) the contrast of text on it. */
export function ColourTokens() {
  return (
    <Unstyled>
      <div className="flex flex-col gap-6 font-sans text-foreground">
        {[
          { mode: "Light (:root)", values: light },
          { mode: "Dark (.dark)", values: dark },
        ].map(({ mode, values }) => (
          <section key={mode} aria-label={mode} className="flex flex-col gap-3">
            <p className="m-0 text-base font-semibold">{mode}</p>
            <div className="flex flex-wrap gap-4">
              {colourTokens.map((token) => (
                <Swatch key={token.name} token={token} values={values} mode={mode} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </Unstyled>
  );
}

/** The computed values of some CSS properties of an element, read once it renders. */
function useComputedStyle(properties: readonly (keyof CSSStyleDeclaration)[]) {
  const ref = React.useRef<HTMLElement>(null);
  const [values, setValues] = React.useState<string[]>([]);
  React.useLayoutEffect(() => {
    if (!ref.current) return;
    const style = getComputedStyle(ref.current);
    setValues(properties.map((property) => String(style[property])));
  }, [properties]);
  return [ref, values] as const;
}

const typeProperties = ["fontSize", "lineHeight", "fontWeight"] as const;
const radiusProperties = ["borderTopLeftRadius"] as const;
const widthProperties = ["width"] as const;

const typeScale = [
  { role: "Display", className: "text-display font-semibold" },
  { role: "Heading", className: "text-2xl font-semibold" },
  { role: "Title", className: "text-lg font-medium" },
  { role: "Body", className: "text-base" },
  { role: "Small (controls)", className: "text-sm" },
  { role: "Caption", className: "text-caption" },
] as const;

function TypeSample({ role, className }: (typeof typeScale)[number]) {
  const [ref, [size, lineHeight, weight]] = useComputedStyle(typeProperties);
  return (
    <div className="flex items-baseline gap-6 border-b border-border py-3">
      <code className="w-56 shrink-0 text-caption text-muted-foreground">
        {className}
        <br />
        {size ? `${size} / ${lineHeight}, ${weight}` : null}
      </code>
      <p ref={ref as React.Ref<HTMLParagraphElement>} className={`m-0 text-foreground ${className}`}>
        {role}: a calmer menopause, one day at a time
      </p>
    </div>
  );
}

/** The type scale at its real sizes, each with its classes and its measured size, line height and weight. */
export function TypeScale() {
  return (
    <Unstyled>
      <div className="font-sans">
        {typeScale.map((sample) => (
          <TypeSample key={sample.role} {...sample} />
        ))}
      </div>
    </Unstyled>
  );
}

/** Written out whole so that Tailwind generates each class. */
const radii = {
  sm: "rounded-sm",
  md: "rounded-md",
  lg: "rounded-lg",
  xl: "rounded-xl",
} as const;

function RadiusSample({ step }: { step: keyof typeof radii }) {
  const [ref, [radius]] = useComputedStyle(radiusProperties);
  return (
    <div className="flex flex-col items-center gap-1 text-caption">
      <div
        ref={ref as React.Ref<HTMLDivElement>}
        className={`size-20 border-2 border-primary bg-muted ${radii[step]}`}
      />
      <code>{radii[step]}</code>
      <code className="text-muted-foreground">{theme.get(`--radius-${step}`)}</code>
      <code className="text-muted-foreground">= {radius}</code>
    </div>
  );
}

/** The corner radii, all derived from `--radius`. */
export function Radii() {
  return (
    <Unstyled>
      <div className="flex flex-wrap gap-6 font-sans text-foreground">
        {(Object.keys(radii) as (keyof typeof radii)[]).map((step) => (
          <RadiusSample key={step} step={step} />
        ))}
      </div>
      <p className="mt-3 font-sans text-sm text-muted-foreground">
        <code>--radius: {light.get("--radius")}</code>
      </p>
    </Unstyled>
  );
}

const spacingSteps = [1, 2, 3, 4, 5, 6, 8, 10, 12, 16] as const;

function SpacingSample({ step }: { step: number }) {
  const [ref, [width]] = useComputedStyle(widthProperties);
  return (
    <div className="flex items-center gap-3 text-caption">
      <code className="w-10 text-right">{step}</code>
      <div
        ref={ref as React.Ref<HTMLDivElement>}
        className="h-3 rounded-sm bg-primary"
        style={{ width: `calc(var(--spacing) * ${step})` }}
      />
      <code className="text-muted-foreground">{width}</code>
    </div>
  );
}

/** Tailwind's spacing scale (`p-4`, `gap-2`, `mt-6` …): each step is `--spacing` (0.25rem) times its number. */
export function Spacing() {
  return (
    <Unstyled>
      <div className="flex flex-col gap-2 font-sans text-foreground">
        {spacingSteps.map((step) => (
          <SpacingSample key={step} step={step} />
        ))}
      </div>
    </Unstyled>
  );
}

/** The font stack and the family the browser resolved for it. */
export function FontFamily() {
  return (
    <Unstyled>
      <p className="m-0 font-sans text-base text-foreground">
        <code className="text-sm">--font-sans: {light.get("--font-sans")}</code>
      </p>
    </Unstyled>
  );
}
