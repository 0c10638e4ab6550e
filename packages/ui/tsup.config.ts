import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm"],
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  // ESM with `sideEffects` limited to CSS lets consumers' bundlers drop every unused component.
  external: ["react", "react-dom", "react/jsx-runtime"],
  // Components use hooks and browser APIs: mark the bundle as client code for React Server Components hosts.
  banner: { js: '"use client";' },
});
