import "./styles.css";

import { type ReactNode, startTransition, StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

import { App, firstPageReady, nextTask, signedIn } from "./app/app";
import { applyStoredTheme } from "./app/theme";

// public/boot.js painted the stored theme before the first paint (the CSP allows no inline
// script); this takes it over, so 'system' follows the device from here on.
applyStoredTheme();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
/** A page the build prerendered for visitors (src/prerender.tsx), when this is one. */
const prerendered = container.querySelector<HTMLElement>("[data-prerendered]");

/** The prerendered page, once the app has taken it over: interactive, and the only thing shown. */
function reveal() {
  if (!prerendered?.hasAttribute("data-prerendered")) return;
  prerendered.removeAttribute("inert");
  prerendered.removeAttribute("data-prerendered");
  container?.querySelector("[data-signed-in-only]")?.remove();
}

function Revealed({ children }: { children: ReactNode }) {
  useEffect(reveal, []);
  return children;
}

// What the page holds (a prerendered page, or the loading screen) stays on screen until the app
// can draw the page itself. A visitor's prerendered page is hydrated, in a transition: the app
// adopts the markup already shown, in short slices that leave the page responsive. Otherwise the
// app draws the page over the loading screen at once.
void firstPageReady().then(async () => {
  // The first render in a task of its own.
  await nextTask();
  if (prerendered && !signedIn()) {
    startTransition(() => {
      hydrateRoot(
        prerendered,
        <StrictMode>
          <Revealed>
            <App />
          </Revealed>
        </StrictMode>,
      );
    });
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
