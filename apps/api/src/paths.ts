import { fileURLToPath } from "node:url";

// This module sits one level below the package root both as a source (`src/paths.ts`) and once
// bundled (`dist/main.js`), so these relative paths hold in development and in production.

/** The SQL migrations made by drizzle-kit (`apps/api/drizzle`). */
export const migrationsFolder = fileURLToPath(new URL("../drizzle", import.meta.url));

/**
 * The seed library's articles (`apps/api/src/seed/library`): Markdown files read at run time, in
 * development and from `dist/` alike, so they are never bundled.
 */
export const seedLibraryFolder = fileURLToPath(new URL("../src/seed/library", import.meta.url));

/** The built web app, beside this package in the workspace (`apps/web/dist`). */
export const defaultWebDistDir = fileURLToPath(new URL("../../web/dist", import.meta.url));

/**
 * The default data directory: `data/` at the repository root, whichever directory the server is
 * started from (`npm start` runs at the root, `npm run dev` inside `apps/api`).
 */
export const defaultDataDir = fileURLToPath(new URL("../../../data", import.meta.url));
