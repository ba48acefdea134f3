import { FolderSearch, House } from "lucide-react";
import { Link } from "wouter";
import { t } from "../lib/i18n";
import { Screen } from "./layout/screen";
import { buttonClasses } from "./ui/button";

/** A friendly stand-in for a signed-in screen that later work fills in. */
export function ComingSoon({
  emoji,
  title,
  description,
}: {
  emoji: string;
  title: string;
  description: string;
}) {
  return (
    <Screen>
      <h1 className="flex items-center gap-3 text-3xl font-black sm:text-4xl">
        <span aria-hidden="true" className="font-emoji">
          {emoji}
        </span>
        {title}
      </h1>
      <section
        aria-labelledby="coming-soon-heading"
        className="relative mt-6 overflow-hidden rounded-[2rem] border-[3px] border-ink bg-paper p-6 text-center shadow-card sm:p-10"
      >
        <span
          aria-hidden="true"
          className="absolute top-4 -right-10 rotate-12 bg-sunny-400 px-12 py-1 text-xs font-black tracking-widest text-ink uppercase"
        >
          {t("ui.topSecret")}
        </span>
        <span
          aria-hidden="true"
          className="mx-auto grid size-24 place-items-center rounded-full bg-brand-100 text-brand-700 motion-safe:animate-float"
        >
          <FolderSearch className="size-12" strokeWidth={2.25} />
        </span>
        <h2 id="coming-soon-heading" className="mt-5 text-2xl font-black">
          {t("ui.comingSoon")}
        </h2>
        <p className="mx-auto mt-2 max-w-md text-lg font-semibold text-ink-soft">{description}</p>
        <Link href="/app" className={buttonClasses({ size: "lg", className: "mt-6" })}>
          <House aria-hidden="true" className="size-5" strokeWidth={2.5} />
          {t("ui.backHomeBase")}
        </Link>
      </section>
    </Screen>
  );
}
