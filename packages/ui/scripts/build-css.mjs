/**
 * Builds the package's stylesheets into dist/:
 * - styles.css: precompiled Tailwind output with the tokens, the font and every class the
 *   components use (a consumer needs no Tailwind);
 * - tokens.css: the CSS variables and the font faces only;
 * - theme.css: the Tailwind v4 preset for consumers that run their own Tailwind.
 * The @fontsource font files are copied to dist/fonts and their URLs pointed there.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(packageDir, "dist");
const require = createRequire(import.meta.url);
const tailwindPackage = require.resolve("@tailwindcss/cli/package.json");
const tailwindCli = path.join(
  path.dirname(tailwindPackage),
  JSON.parse(readFileSync(tailwindPackage, "utf8")).bin.tailwindcss,
);
const fontFiles = path.join(path.dirname(require.resolve("@fontsource-variable/inter/wght.css")), "files");
mkdirSync(path.join(dist, "fonts"), { recursive: true });

/** Compiles one stylesheet with Tailwind (which also inlines its @imports) and localises fonts. */
function compile(source, target, minify) {
  const output = path.join(dist, target);
  const args = [tailwindCli, "-i", path.join(packageDir, "src/styles", source), "-o", output];
  if (minify) args.push("--minify");
  execFileSync(process.execPath, args, { cwd: packageDir, stdio: ["ignore", "ignore", "inherit"] });
  const css = readFileSync(output, "utf8").replace(
    /url\((["']?)\.\/files\/([^)"']+)\1\)/g,
    (_, _quote, file) => {
      copyFileSync(path.join(fontFiles, file), path.join(dist, "fonts", file));
      return `url(./fonts/${file})`;
    },
  );
  writeFileSync(output, css);
}

compile("styles.css", "styles.css", true);
compile("tokens.css", "tokens.css", false);
// The preset stays source: the consumer's Tailwind reads its @theme; it imports ./tokens.css.
copyFileSync(path.join(packageDir, "src/styles/theme.css"), path.join(dist, "theme.css"));
console.log("@pkg/ui: built dist/styles.css, dist/tokens.css, dist/theme.css and dist/fonts/");
