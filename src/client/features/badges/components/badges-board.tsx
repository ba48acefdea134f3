import { Lock, Star, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { BoardState } from "../../../components/ui/board-state";
import { t, useLocale } from "../../../lib/i18n";
import { useBadges } from "../api/get-badges";
import {
  type BadgeBoard,
  type BadgeCardView,
  badgeBoard,
  encouragement,
} from "../utils/badge-board";

/** An earned date as a child reads it, e.g. "23 Nov 2026" (or "Nov 23, 2026", "23 nov 2026"). */
export function formatEarnedDate(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(iso));
}

function StatTile({ emoji, value, label }: { emoji: string; value: string; label: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border-[3px] border-ink bg-white px-1 py-3 text-center">
      <dt className="order-last text-xs font-extrabold tracking-wide text-ink-soft uppercase">
        {label}
      </dt>
      <dd className="flex flex-col items-center text-2xl leading-tight font-black sm:text-3xl">
        <span aria-hidden="true" className="font-emoji text-2xl">
          {emoji}
        </span>
        {value}
      </dd>
    </div>
  );
}

function Stats({ board }: { board: BadgeBoard }) {
  const { formatLocale } = useLocale();
  const earned = board.earned.length;
  return (
    <section
      aria-label={t("badges.statsLabel")}
      className="mt-5 rounded-[2rem] border-[3px] border-ink bg-sunny-300 p-4 shadow-card sm:p-6"
    >
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <StatTile emoji="🏅" value={String(earned)} label={t("badges.badgesEarned")} />
        <StatTile
          emoji="⭐"
          value={board.totalPoints.toLocaleString(formatLocale)}
          label={t("badges.totalPoints")}
        />
        <StatTile emoji="📈" value={`${board.percent}%`} label={t("badges.complete")} />
      </dl>
      <p id="badge-progress-label" className="mt-4 text-base font-black">
        {t("badges.earnedOf", { earned, available: board.availableCount })}
      </p>
      <div
        role="progressbar"
        aria-labelledby="badge-progress-label"
        aria-valuemin={0}
        aria-valuemax={board.availableCount}
        aria-valuenow={earned}
        className="mt-1.5 h-5 overflow-hidden rounded-full border-[3px] border-ink bg-white"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-700"
          style={{ width: `${board.percent}%` }}
        />
      </div>
    </section>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-2xl font-black">
        {title}
      </h2>
      {children}
    </section>
  );
}

function EarnedCard({ badge }: { badge: BadgeCardView }) {
  const { formatLocale } = useLocale();
  const many = badge.timesEarned > 1 && badge.lastEarnedAt;
  return (
    <li className="relative flex flex-col items-center rounded-3xl border-[3px] border-ink bg-paper p-3 pt-4 text-center shadow-card">
      <span
        aria-hidden="true"
        className="grid size-16 place-items-center rounded-full border-[3px] border-ink bg-sunny-300 font-emoji text-4xl shadow-pop-sunny"
      >
        {badge.icon}
      </span>
      <h3 className="mt-2 text-lg leading-tight font-black">{badge.name}</h3>
      <p className="mt-1 text-sm leading-snug font-semibold text-ink-soft">{badge.description}</p>
      <p className="mt-auto pt-2 text-sm font-extrabold text-brand-700">
        {t("badges.earnedOn", { date: formatEarnedDate(badge.earnedAt ?? "", formatLocale) })}
      </p>
      {many ? (
        <p className="text-xs font-bold text-ink-soft">
          {t("badges.timesLast", {
            count: badge.timesEarned,
            date: formatEarnedDate(badge.lastEarnedAt ?? "", formatLocale),
          })}
        </p>
      ) : null}
      {badge.points > 0 ? (
        <span className="absolute -top-2.5 -right-2 flex items-center gap-0.5 rounded-full border-[3px] border-ink bg-white px-2 text-sm font-black">
          <Star aria-hidden="true" className="size-3.5 fill-sunny-400 text-sunny-700" />+
          {badge.points}
        </span>
      ) : null}
    </li>
  );
}

function ToEarnCard({ badge }: { badge: BadgeCardView }) {
  return (
    <li className="flex flex-col items-center rounded-3xl border-[3px] border-dashed border-ink/40 bg-white/70 p-3 pt-4 text-center">
      <span
        aria-hidden="true"
        className="relative grid size-16 place-items-center rounded-full bg-ink/10 font-emoji text-4xl grayscale"
      >
        <span className="opacity-50">{badge.icon}</span>
        <span className="absolute -right-1 -bottom-1 grid size-7 place-items-center rounded-full border-[3px] border-ink bg-white grayscale-0">
          <Lock className="size-3.5 text-ink" strokeWidth={3} />
        </span>
      </span>
      <h3 className="mt-2 text-lg leading-tight font-black">{badge.name}</h3>
      <p className="mt-1 text-sm leading-snug font-bold text-ink">{badge.requirement}</p>
      {badge.progressText !== undefined ? (
        <div className="mt-auto w-full pt-2">
          <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-ink/10">
            <div
              className="h-full rounded-full bg-emerald-500"
              style={{ width: `${badge.progressPercent ?? 0}%` }}
            />
          </div>
          <p className="mt-1 text-xs font-extrabold text-ink-soft">{badge.progressText}</p>
        </div>
      ) : null}
      {badge.points > 0 ? (
        <p className="mt-1 text-xs font-black text-sunny-800">
          {t("badges.worth", { points: badge.points })}
        </p>
      ) : null}
    </li>
  );
}

/** The Badges screen body (SPEC 2): stats, progress, achievements, badges to earn, cheer. */
export function BadgesBoard({ userId }: { userId: string }) {
  const query = useBadges(userId);
  if (!query.isSuccess) {
    return <BoardState query={query} loading={t("badges.loading")} failed={t("badges.failed")} />;
  }
  const board = badgeBoard(t, query.data);
  const cheer = encouragement(t, board);
  return (
    <>
      <Stats board={board} />
      {board.earned.length > 0 ? (
        <Section id="achievements-heading" title={t("badges.achievements")}>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {board.earned.map((badge) => (
              <EarnedCard key={badge.id} badge={badge} />
            ))}
          </ul>
        </Section>
      ) : null}
      {board.toEarn.length > 0 ? (
        <Section id="to-earn-heading" title={t("badges.toEarn")}>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {board.toEarn.map((badge) => (
              <ToEarnCard key={badge.id} badge={badge} />
            ))}
          </ul>
        </Section>
      ) : null}
      <aside className="mt-8 flex items-center gap-4 rounded-3xl border-[3px] border-ink bg-brand-600 p-5 text-white shadow-card">
        <Trophy aria-hidden="true" className="size-12 shrink-0 text-sunny-300" strokeWidth={2.25} />
        <div>
          <p className="text-xl font-black">{cheer.title}</p>
          <p className="font-semibold text-brand-100">{cheer.text}</p>
        </div>
      </aside>
    </>
  );
}
