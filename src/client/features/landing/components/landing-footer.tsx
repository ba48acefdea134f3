import { Link } from "wouter";
import { Logo } from "../../../components/logo";
import { t } from "../../../lib/i18n";

/** Footer: wordmark and the short medical statement. */
export function LandingFooter() {
  return (
    <footer className="border-t-[3px] border-ink/10 bg-white/60">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 py-8 text-center sm:flex-row sm:justify-between sm:text-left">
        <Logo />
        <p className="max-w-md text-sm font-semibold text-ink-soft">
          {t("landing.footer", { year: String(new Date().getFullYear()) })}{" "}
          <Link href="/privacy" className="font-black text-ink underline underline-offset-2">
            {t("landing.privacy")}
          </Link>
        </p>
      </div>
    </footer>
  );
}
