import { ShieldAlert, X } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { canSetTestCookie, readBrowserInfo } from "../lib/browser";
import { t } from "../lib/i18n";

const DISMISSED_KEY = "td:safari-notice-dismissed";
const HEIGHT_VAR = "--safari-notice-h";

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * SPEC 2: a notice fixed at the top for Safari (not Chrome, not Android) when the banner was not
 * dismissed and a test cookie cannot be set. iOS users get the Settings path.
 */
export function SafariNotice() {
  const [visible, setVisible] = useState(false);
  const [isIOS, setIsIOS] = useState(false);
  const bannerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const info = readBrowserInfo();
    setIsIOS(info.isIOS);
    setVisible(info.isSafari && !wasDismissed() && !canSetTestCookie());
  }, []);

  // Publishes the banner height so the spacer and sticky headers sit below the fixed banner.
  useLayoutEffect(() => {
    const banner = bannerRef.current;
    const root = document.documentElement;
    if (!visible || !banner) return;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(HEIGHT_VAR, `${banner.offsetHeight}px`);
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_VAR);
    };
  }, [visible]);

  if (!visible) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Private browsing may refuse storage; the banner still closes for this visit.
    }
    setVisible(false);
  };

  return (
    <>
      <section
        ref={bannerRef}
        aria-label={t("common.safariNoticeLabel")}
        className="fixed inset-x-0 top-0 z-50 border-b-[3px] border-ink bg-sunny-300 text-ink"
      >
        <div className="mx-auto flex max-w-5xl items-start gap-3 px-4 py-3">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0" strokeWidth={2.5} />
          <p className="flex-1 text-sm leading-snug font-bold sm:text-base">
            {isIOS ? (
              <>
                {t("common.safariNoticeIos")}{" "}
                <Link href="/mobile-safari-login" className="underline underline-offset-2">
                  {t("common.safariLoginLink")}
                </Link>
                .
              </>
            ) : (
              <>
                {t("common.safariNoticeMac")}{" "}
                <Link href="/safari-login" className="underline underline-offset-2">
                  {t("common.safariLoginLink")}
                </Link>
                .
              </>
            )}
          </p>
          <button
            type="button"
            onClick={dismiss}
            aria-label={t("common.closeSafariNotice")}
            className="-my-1.5 grid size-12 shrink-0 place-items-center rounded-2xl hover:bg-black/10"
          >
            <X aria-hidden="true" className="size-6" strokeWidth={2.5} />
          </button>
        </div>
      </section>
      {/* Keeps the page from sliding under the fixed banner. */}
      <div aria-hidden="true" className="h-[var(--safari-notice-h,6rem)]" />
    </>
  );
}
