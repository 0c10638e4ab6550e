import { defineConfig } from "tsup";

export default defineConfig({
  // The PDF reader's worker is its own file, found next to main.js (see src/lib/pdf-text.ts).
  // `create-admin` is the command that makes an install's first Super Admin; `rotate-jwt-key`
  // adds a signing key to those the instances share in PostgreSQL; `migrate` applies the
  // migrations ahead of a deploy.
  entry: {
    main: "src/main.ts",
    "create-admin": "src/create-admin.ts",
    "rotate-jwt-key": "src/rotate-jwt-key.ts",
    migrate: "src/migrate.ts",
    "pdf-text-worker": "src/lib/pdf-text-worker.js",
  },
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  // Workspace packages ship TypeScript sources: bundle them; npm dependencies stay external.
  noExternal: [/^@pkg\//],
});
