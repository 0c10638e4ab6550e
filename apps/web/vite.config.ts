import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

import { workspaceAliases } from "../../scripts/vite-shared.mjs";
import { precompress } from "./scripts/precompress.ts";
import { prerender } from "./scripts/prerender.ts";
import { trimmedPreloads } from "./scripts/preload-deps.ts";

// The product name is a build-time setting (decisions.md): PRODUCT_NAME, default Haven.
process.env.VITE_PRODUCT_NAME = process.env.PRODUCT_NAME || "Haven";
// Where the Support links lead (a mailto: address or a help page): SUPPORT_URL.
if (process.env.SUPPORT_URL) process.env.VITE_SUPPORT_URL = process.env.SUPPORT_URL;
const apiDevPort = Number(process.env.API_DEV_PORT || 3001);
const preloads = trimmedPreloads();

export default defineConfig({
  // prerender() writes the visitors' pages beside index.html; precompress() runs last: it
  // compresses what the others wrote.
  plugins: [react(), tailwindcss(), preloads.plugin, prerender(), precompress()],
  resolve: { alias: workspaceAliases },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: `http://127.0.0.1:${apiDevPort}`, changeOrigin: false },
    },
  },
  build: {
    outDir: "dist",
    // Kept for developers and for the bench's breakdown of the bundle; the server refuses to
    // send them in production (apps/api/src/plugins/web-app.ts).
    sourcemap: true,
    // The bench script reads which chunks a route needs from the manifest.
    manifest: true,
    // Lazy chunks are named by their hash alone: every import statement and the entry's preload
    // lists spell these names, and the first load carries them (the manifest and the source maps
    // still say which source each chunk holds).
    rolldownOptions: { output: { chunkFileNames: "assets/[hash].js" } },
    // Every browser the app supports preloads modules itself: no polyfill in the first load; a
    // lazy chunk's preload list leaves out what its importer has loaded already.
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
  },
});
