import { ShieldAlert, X } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { Link } from "wouter";
import { t } from "../lib/i18n";

const HEIGHT_VAR = "--safari-notice-h";

/**
 * A sentence cut around the words of its link (SPEC 2 quotes the notice as one sentence, link
 * included): the link's words as the catalogue has them, or after the sentence when a
 * translation words them apart.
 */
export function aroundLink(sentence: string, link: string) {
  const at = sentence.lastIndexOf(link);
  if (at < 0) return { before: `${sentence} `, link, after: "" };
  return { before: sentence.slice(0, at), link, after: sentence.slice(at + link.length) };
}

/**
 * The Safari notice itself (SPEC 2), loaded only when a Safari visitor is to see it, so no other
 * browser downloads it with the landing page (ADR 043). iOS users get the Settings path.
 */
export function SafariBanner({ isIOS, onDismiss }: { isIOS: boolean; onDismiss: () => void }) {
  const bannerRef = useRef<HTMLElement>(null);

  // Publishes the banner height so the spacer and sticky headers sit below the fixed banner.
  useLayoutEffect(() => {
    const banner = bannerRef.current;
    const root = document.documentElement;
    if (!banner) return;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(HEIGHT_VAR, `${banner.offsetHeight}px`);
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_VAR);
    };
  }, []);

  const { before, link, after } = aroundLink(
    t(isIOS ? "shell.safariNoticeIosText" : "shell.safariNoticeMacText"),
    t("shell.safariLoginLink"),
  );

  return (
    <>
      <section
        ref={bannerRef}
        aria-label={t("shell.safariNoticeLabel")}
        className="fixed inset-x-0 top-0 z-50 border-b-[3px] border-ink bg-sunny-300 text-ink"
      >
        <div className="mx-auto flex max-w-5xl items-start gap-3 px-4 py-3">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0" strokeWidth={2.5} />
          <p className="flex-1 text-sm leading-snug font-bold sm:text-base">
            {before}
            <Link
              href={isIOS ? "/mobile-safari-login" : "/safari-login"}
              className="underline underline-offset-2"
            >
              {link}
            </Link>
            {after}
          </p>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={t("shell.closeSafariNotice")}
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
