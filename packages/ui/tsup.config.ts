import { defineConfig } from "tsup";

export default defineConfig({
  // One entry per component (plus the package index), split into shared chunks: with `sideEffects`
  // limited to CSS, a consumer's bundler then drops every module it does not import, including the
  // top-level `cva()` calls and stores of the components it never uses. A single bundled file kept
  // all of them, so importing Button alone carried the whole package's setup code.
  entry: ["src/index.ts", "src/components/*/index.ts"],
  format: ["esm"],
  splitting: true,
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  external: ["react", "react-dom", "react/jsx-runtime"],
  // Components use hooks and browser APIs: mark the output as client code for React Server Components hosts.
  banner: { js: '"use client";' },
});
