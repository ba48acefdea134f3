import { ChevronRight } from "lucide-react";
import { Link } from "wouter";
import { t } from "../../../lib/i18n";

/** The way to today's Daily Report, shown once a meal or tummy check exists today. */
export function DailyReportLink() {
  return (
    <Link
      href="/app/daily-review"
      className="pressable flex min-h-16 items-center gap-3 rounded-3xl border-[3px] border-ink bg-pink-200 p-4 shadow-pop-ink"
    >
      <span aria-hidden="true" className="font-emoji text-3xl">
        📋
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-lg leading-tight font-black">{t("dashboard.dailyReport")}</span>
        <span className="block text-sm font-bold text-ink-soft">{t("dashboard.powerMeter")}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-7 shrink-0" strokeWidth={3} />
    </Link>
  );
}
