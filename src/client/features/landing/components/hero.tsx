import { ArrowDown, Search } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../../components/ui/button";
import { t } from "../../../lib/i18n";
import { SampleDashboard } from "./sample-dashboard";

/** The landing hero: promise, main calls to action and the sample dashboard. */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="mx-auto grid max-w-6xl items-center gap-12 [&>*]:min-w-0 px-4 pt-8 pb-14 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:pt-14 lg:pb-20"
    >
      <div className="text-center lg:text-left">
        <p className="inline-flex flex-wrap items-center justify-center gap-2 text-sm font-black">
          <span className="rounded-full border-2 border-ink bg-white px-3 py-1">
            {t("landing.betaSoon")}
          </span>
          <span className="rounded-full border-2 border-ink bg-emerald-100 px-3 py-1">
            {t("landing.freeToStart")}
          </span>
        </p>
        <h1
          id="hero-heading"
          className="mt-5 text-[2.35rem] leading-[1.05] font-black tracking-tight text-balance sm:text-6xl"
        >
          {t("landing.heroTitle")}{" "}
          <span className="relative isolate text-brand-600 sm:whitespace-nowrap">
            <span
              aria-hidden="true"
              className="absolute inset-x-0 bottom-1 -z-10 h-4 -rotate-1 rounded-full bg-sunny-300"
            />
            {t("landing.heroTitleMark")}
          </span>
        </h1>
        <p className="mx-auto mt-5 max-w-xl text-lg font-semibold text-ink-soft sm:text-xl lg:mx-0">
          {t("landing.heroText")}
        </p>
        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:justify-center lg:justify-start">
          <Link
            href="/signup"
            className={buttonClasses({
              variant: "sunny",
              size: "lg",
              className: "whitespace-nowrap",
            })}
          >
            <Search aria-hidden="true" className="size-6" strokeWidth={3} />
            {t("landing.startSolving")}
          </Link>
          <a
            href="#how-it-works"
            className={buttonClasses({
              variant: "outline",
              size: "lg",
              className: "whitespace-nowrap",
            })}
          >
            {t("landing.seeHow")}
            <ArrowDown aria-hidden="true" className="size-6" strokeWidth={2.75} />
          </a>
        </div>
        <p className="mt-5 text-sm font-bold text-ink-soft">
          {t("landing.forAges")}{" "}
          <Link href="/signup/grown-up" className="text-ink underline underline-offset-2">
            {t("landing.imGrownUp")}
          </Link>
        </p>
      </div>
      <SampleDashboard />
    </section>
  );
}
