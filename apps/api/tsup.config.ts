import { defineConfig } from "tsup";

export default defineConfig({
  entry: { main: "src/main.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  // Workspace packages ship TypeScript sources: bundle them; npm dependencies stay external.
  noExternal: [/^@pkg\//],
});
