import { RefreshCw, WifiOff } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button";
import { MagnifierSpinner } from "../../../components/ui/spinner";
import { readBrowserInfo } from "../../../lib/browser";
import { t } from "../../../lib/i18n";

/** SPEC 2/9: help appears after 10 s, or 15 s on a phone where networks are slower. */
const SLOW_AFTER_MS = 10_000;
const SLOW_AFTER_MOBILE_MS = 15_000;

function SlowConnectionHelp() {
  return (
    <div className="mx-auto max-w-md space-y-5 text-center motion-safe:animate-pop-in">
      <span className="mx-auto grid size-20 place-items-center rounded-full bg-sunny-300 shadow-pop-sunny">
        <WifiOff aria-hidden="true" className="size-10 text-ink" strokeWidth={2.5} />
      </span>
      <h1 className="text-3xl font-black">{t("auth.slowTitle")}</h1>
      <p className="text-lg font-semibold text-ink-soft">{t("auth.slowText")}</p>
      <ul className="space-y-2 rounded-3xl border-[3px] border-ink/15 bg-white p-4 text-left font-semibold">
        <li>{t("auth.slowTip1")}</li>
        <li>{t("auth.slowTip2")}</li>
        <li>{t("auth.slowTip3")}</li>
      </ul>
      <Button size="lg" block onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" className="size-5" />
        {t("auth.refreshPage")}
      </Button>
    </div>
  );
}

/** The full-screen wait while the auth check runs, with help if it takes too long. */
export function AuthLoadingScreen() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const delay = readBrowserInfo().isMobile ? SLOW_AFTER_MOBILE_MS : SLOW_AFTER_MS;
    const timer = setTimeout(() => setSlow(true), delay);
    return () => clearTimeout(timer);
  }, []);

  return (
    <main id="main" className="grid min-h-dvh place-items-center p-6">
      {slow ? (
        <SlowConnectionHelp />
      ) : (
        <div role="status" className="flex flex-col items-center gap-5 text-center">
          <MagnifierSpinner className="size-24" />
          <p className="text-2xl font-black">{t("auth.loadingDashboard")}</p>
          <p className="font-semibold text-ink-soft">{t("auth.dusting")}</p>
        </div>
      )}
    </main>
  );
}
