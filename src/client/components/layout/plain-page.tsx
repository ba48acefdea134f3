import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { t } from "../../lib/i18n";
import { Logo } from "../logo";
import { buttonClasses } from "../ui/button";

/** A simple public page: wordmark, back link, a title block and the content. */
export function PlainPage({
  emoji,
  title,
  subtitle,
  children,
}: {
  emoji: string;
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 pt-3 pb-12 sm:px-6">
      <header className="flex items-center justify-between gap-2 py-2">
        <Logo />
        <Link href="/" className={buttonClasses({ variant: "ghost", className: "px-3" })}>
          <ArrowLeft aria-hidden="true" className="size-5" strokeWidth={2.5} />
          {t("ui.home")}
        </Link>
      </header>
      <main id="main" className="pt-4">
        <div className="text-center">
          <span
            aria-hidden="true"
            className="mx-auto grid size-20 -rotate-3 place-items-center rounded-3xl border-[3px] border-ink bg-sunny-300 font-emoji text-5xl shadow-pop-ink"
          >
            {emoji}
          </span>
          <h1 className="mt-4 text-3xl font-black sm:text-4xl">{title}</h1>
          <p className="mt-2 text-lg font-semibold text-ink-soft">{subtitle}</p>
        </div>
        <div className="mt-8 space-y-6">{children}</div>
      </main>
    </div>
  );
}
