import "./styles.css";

import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { App } from "./app/app";
import { applyStoredTheme } from "./app/theme";

// The last theme this browser applied, before the first paint (the CSP allows no inline script).
applyStoredTheme();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
