import { ChevronRight } from "lucide-react";
import { Link } from "wouter";

const cases = [
  {
    href: "/app/log-meal",
    emoji: "📸",
    title: "Log a Meal",
    note: "Snap your plate",
    tint: "bg-orange-100",
  },
  {
    href: "/app/tummy-check",
    emoji: "😊",
    title: "Tummy Check",
    note: "How do you feel?",
    tint: "bg-emerald-100",
  },
  { href: "/app/patterns", emoji: "🔍", title: "Patterns", note: "Food clues", tint: "bg-sky-100" },
  {
    href: "/app/daily-review",
    emoji: "📋",
    title: "Daily Report",
    note: "Food power meter",
    tint: "bg-pink-100",
  },
  {
    href: "/app/badges",
    emoji: "🏅",
    title: "Badges",
    note: "Your trophies",
    tint: "bg-sunny-100",
  },
  {
    href: "/app/parent",
    emoji: "👨‍👩‍👧",
    title: "Parent Corner",
    note: "Guides & reports",
    tint: "bg-brand-100",
  },
] as const;

/** Big thumb-sized tiles into each part of the case file. */
export function CaseFileGrid() {
  return (
    <section aria-labelledby="case-file-heading" className="mt-8">
      <h2 id="case-file-heading" className="flex items-center gap-2 text-2xl font-black">
        <span aria-hidden="true" className="font-emoji">
          🗂️
        </span>{" "}
        Today's Case File
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {cases.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className={`pressable group relative flex h-full min-h-32 gap-3 flex-col justify-between rounded-3xl border-[3px] border-ink p-4 shadow-pop-ink ${item.tint}`}
            >
              <ChevronRight
                aria-hidden="true"
                className="absolute top-4 right-3 size-6 transition-transform group-hover:translate-x-0.5"
                strokeWidth={3}
              />
              <span aria-hidden="true" className="font-emoji text-4xl">
                {item.emoji}
              </span>
              <span>
                <span className="block text-lg leading-tight font-black">{item.title}</span>
                <span className="block text-sm font-bold text-ink-soft">{item.note}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
