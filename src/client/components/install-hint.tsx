import { Download, Share, X } from "lucide-react";
import { useEffect, useState } from "react";
import { readBrowserInfo } from "../lib/browser";
import { t } from "../lib/i18n";
import { Button } from "./ui/button";

const DISMISSED = "tummy-detective:install-hint-dismissed";

/** Chrome's install prompt event (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
}

function installed(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone;
  return window.matchMedia("(display-mode: standalone)").matches || standalone === true;
}

function onPhone(): boolean {
  return window.matchMedia("(pointer: coarse)").matches;
}

/**
 * "Add to home screen" on phones (ADR 058): the browser's own install button where it offers one
 * (Android), the Share → Add to Home Screen steps on iPhone and iPad, where Safari also keeps
 * an installed app's diary past its 7-day limit for websites. Hidden once installed or dismissed.
 */
export function InstallHint() {
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);
  const [hidden, setHidden] = useState(
    () => installed() || !onPhone() || localStorage.getItem(DISMISSED) === "1",
  );
  useEffect(() => {
    const keep = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPromptEvent);
    };
    window.addEventListener("beforeinstallprompt", keep);
    return () => window.removeEventListener("beforeinstallprompt", keep);
  }, []);
  if (hidden || (!prompt && !readBrowserInfo().isIOS)) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED, "1");
    setHidden(true);
  };
  return (
    <aside
      aria-label={t("ui.installLabel")}
      className="mx-auto mt-3 flex w-[calc(100%-2rem)] max-w-3xl items-start gap-3 rounded-3xl border-[3px] border-ink bg-brand-50 p-4"
    >
      <div className="min-w-0 flex-1">
        <p className="text-lg font-black">{t("ui.installTitle")}</p>
        {prompt ? (
          <Button
            size="sm"
            className="mt-2"
            onClick={() => void prompt.prompt().finally(() => setPrompt(null))}
          >
            <Download aria-hidden="true" className="size-5" strokeWidth={2.5} />
            {t("ui.installButton")}
          </Button>
        ) : (
          <p className="mt-1 text-base font-semibold">
            {t("ui.installTap")}{" "}
            <Share aria-label={t("ui.share")} className="inline size-5 align-text-bottom" />{" "}
            {t("ui.installShareThen")} <strong>{t("ui.installAddToHome")}</strong>.{" "}
            {t("ui.installWorksOffline")}
          </p>
        )}
      </div>
      <button
        type="button"
        aria-label={t("ui.hideTip")}
        onClick={dismiss}
        className="grid size-12 shrink-0 place-items-center rounded-2xl hover:bg-brand-100"
      >
        <X aria-hidden="true" className="size-6" strokeWidth={2.75} />
      </button>
    </aside>
  );
}
