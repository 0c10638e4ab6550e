import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

import { workspaceAliases } from "../../scripts/vite-shared.mjs";
import { precompress } from "./scripts/precompress";

// The product name is a build-time setting (decisions.md): PRODUCT_NAME, default Haven.
process.env.VITE_PRODUCT_NAME = process.env.PRODUCT_NAME || "Haven";
// Where the Support links lead (a mailto: address or a help page): SUPPORT_URL.
if (process.env.SUPPORT_URL) process.env.VITE_SUPPORT_URL = process.env.SUPPORT_URL;
const apiDevPort = Number(process.env.API_DEV_PORT || 3001);

export default defineConfig({
  // precompress() runs last: it compresses what the others wrote.
  plugins: [react(), tailwindcss(), precompress()],
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
    // Every browser the app supports preloads modules itself: no polyfill in the first load.
    modulePreload: { polyfill: false },
  },
});
