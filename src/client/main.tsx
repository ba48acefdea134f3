import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppShell } from "./app/app-shell";
import { AppProvider } from "./app/provider";
import { AppRouter } from "./app/router";
import { startLocale } from "./lib/i18n";
import { LocaleRoot } from "./lib/i18n-root";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("The #root element is missing from index.html");

const mount = root;
// The landing page's words in the family's language first (English is already here).
void startLocale().then(() =>
  createRoot(mount).render(
    <StrictMode>
      <AppProvider>
        <LocaleRoot>
          <AppShell>
            <AppRouter />
          </AppShell>
        </LocaleRoot>
      </AppProvider>
    </StrictMode>,
  ),
);
