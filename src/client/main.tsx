import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppShell } from "./app/app-shell";
import { AppProvider } from "./app/provider";
import { AppRouter } from "./app/router";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("The #root element is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppShell>
        <AppRouter />
      </AppShell>
    </AppProvider>
  </StrictMode>,
);

// The service worker and its updates load after the first screen, off the landing's path.
if (import.meta.env.PROD) {
  window.addEventListener("load", () => {
    void import("./lib/app-updates").then((module) => module.startAppUpdates());
  });
}
