import type { ReactNode } from "react";
import { Logo } from "../../../components/logo";
import { t } from "../../../lib/i18n";

const clues = [
  { emoji: "🍎", text: "auth.clue1" },
  { emoji: "😊", text: "auth.clue2" },
  { emoji: "🏅", text: "auth.clue3" },
] as const;

function CluePanel() {
  return (
    <aside
      aria-label={t("auth.cluesLabel")}
      className="relative hidden overflow-hidden rounded-[2rem] border-[3px] border-ink bg-brand-600 p-10 text-white shadow-card lg:flex lg:flex-col lg:justify-between lg:gap-10"
    >
      <div
        aria-hidden="true"
        className="absolute -top-10 -right-10 size-56 rounded-full bg-brand-500 opacity-70"
      />
      <div className="relative space-y-4">
        <p className="inline-block rounded-full bg-sunny-400 px-4 py-1.5 text-sm font-black tracking-wide text-ink uppercase">
          {t("auth.caseNumber")}
        </p>
        <p className="text-4xl leading-tight font-black">{t("auth.mysteryTitle")}</p>
        <p className="text-lg font-semibold text-brand-100">{t("auth.mysteryText")}</p>
      </div>
      <div aria-hidden="true" className="relative grid flex-1 place-items-center">
        <div className="relative grid size-44 place-items-center rounded-full border-[3px] border-white/40 bg-white/10">
          <span className="font-emoji text-8xl motion-safe:animate-float">🔍</span>
          <span className="absolute -top-2 -left-6 font-emoji text-4xl">🍎</span>
          <span className="absolute -right-8 top-6 font-emoji text-4xl">🥛</span>
          <span className="absolute -bottom-3 left-2 font-emoji text-4xl">🏅</span>
          <span className="absolute -right-2 -bottom-4 font-emoji text-4xl">💤</span>
        </div>
      </div>
      <ul className="relative space-y-3">
        {clues.map((clue) => (
          <li
            key={clue.text}
            className="flex items-center gap-3 rounded-2xl bg-white/12 p-3 text-lg font-bold backdrop-blur"
          >
            <span
              aria-hidden="true"
              className="grid size-11 place-items-center rounded-xl bg-white font-emoji text-2xl"
            >
              {clue.emoji}
            </span>
            {t(clue.text)}
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** The frame of the login and sign-up screens: a form card, and a clue panel on desktop. */
export function AuthLayout({
  emoji,
  title,
  subtitle,
  children,
  footer,
}: {
  emoji: string;
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col px-4 pt-3 pb-8 sm:px-6">
      <header className="flex items-center justify-between py-2">
        <Logo />
      </header>
      <main
        id="main"
        className="grid flex-1 items-center gap-10 py-4 lg:grid-cols-2 lg:items-stretch lg:py-8"
      >
        <CluePanel />
        <div className="mx-auto w-full max-w-md lg:self-center">
          <div className="mb-6 text-center">
            <span
              aria-hidden="true"
              className="mx-auto mb-4 grid size-20 rotate-3 place-items-center rounded-3xl border-[3px] border-ink bg-sunny-300 font-emoji text-5xl shadow-pop-ink"
            >
              {emoji}
            </span>
            <h1 className="text-3xl leading-tight font-black sm:text-4xl">{title}</h1>
            <p className="mt-2 text-lg font-semibold text-ink-soft">{subtitle}</p>
          </div>
          <div className="rounded-[2rem] border-[3px] border-ink bg-paper p-5 shadow-card sm:p-7">
            {children}
          </div>
          <nav aria-label={t("auth.moreOptions")} className="mt-6 flex flex-col items-center gap-2">
            {footer}
          </nav>
        </div>
      </main>
    </div>
  );
}
