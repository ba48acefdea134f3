import { House } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button";
import { t } from "../../lib/i18n";
import { usePageMeta } from "../../lib/page-meta";

export function NotFoundRoute() {
  usePageMeta(t("shell.notFoundTitle"), t("shell.notFoundDescription"));
  return (
    <main id="main" className="grid min-h-[80dvh] place-items-center px-4 py-10">
      <div className="w-full max-w-md rounded-[2rem] border-[3px] border-ink bg-paper p-8 text-center shadow-card">
        <p aria-hidden="true" className="text-7xl font-black text-brand-600">
          4<span className="inline-block font-emoji motion-safe:animate-wiggle">🔍</span>4
        </p>
        <h1 className="mt-4 text-3xl font-black">{t("shell.notFoundTitle")}</h1>
        <p className="mt-2 text-lg font-semibold text-ink-soft">{t("shell.notFoundText")}</p>
        <Link href="/" className={buttonClasses({ size: "lg", block: true, className: "mt-6" })}>
          <House aria-hidden="true" className="size-5" strokeWidth={2.5} />
          {t("shell.backHome")}
        </Link>
      </div>
    </main>
  );
}
