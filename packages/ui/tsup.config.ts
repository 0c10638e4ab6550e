import { defineConfig, type Options } from "tsup";

const shared: Options = {
  sourcemap: true,
  // dist/ is emptied by the package's prebuild script: the two builds below run side by side.
  clean: false,
  target: "es2022",
  external: ["react", "react-dom", "react/jsx-runtime"],
  // Components use hooks and browser APIs: mark the output as client code for React Server Components hosts.
  banner: { js: '"use client";' },
};

export default defineConfig([
  {
    ...shared,
    // ESM, for bundlers and `import`: one entry per component (plus the package index), split into
    // shared chunks. With `sideEffects` limited to CSS, a consumer's bundler then drops every module
    // it does not import, including the top-level `cva()` calls and stores of the components it
    // never uses. A single bundled file kept all of them, so importing Button alone carried the
    // whole package's setup code.
    // `charts/index` is the `@pkg/ui/charts` entry: the chart library stays out of the main one.
    entry: ["src/index.ts", "src/components/*/index.ts", "src/charts/index.ts"],
    format: ["esm"],
    splitting: true,
    dts: true,
  },
  {
    ...shared,
    // CommonJS, for `require('@pkg/ui')` (Jest, older tools): the package index as one file, so
    // stores such as the toasts' exist once, as they do in the ESM build. Its type declarations
    // are the ESM build's, copied beside it (scripts/build-cjs-types.mjs): bundling them a second
    // time would double the slowest part of the build.
    entry: ["src/index.ts", "src/charts/index.ts"],
    outDir: "dist/cjs",
    format: ["cjs"],
    splitting: false,
    dts: false,
  },
]);
