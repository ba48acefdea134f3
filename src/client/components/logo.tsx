import { Search } from "lucide-react";
import { Link } from "wouter";

// The product's name is the same in every language: the wordmark sets its two words apart.
const [FIRST_WORD, SECOND_WORD] = "Tummy Detective".split(" ");

/** The Tummy Detective wordmark; links home. */
export function Logo({ tone = "ink" }: { tone?: "ink" | "white" }) {
  return (
    <Link
      href="/"
      className={`inline-flex min-h-12 shrink-0 items-center gap-2 rounded-2xl pr-1 font-black tracking-tight ${tone === "white" ? "text-white" : "text-ink"}`}
    >
      <span
        aria-hidden="true"
        className="grid size-9 -rotate-6 sm:size-11 place-items-center rounded-2xl bg-sunny-400 shadow-pop-sunny"
      >
        <Search className="size-5 text-ink sm:size-6" strokeWidth={3} />
      </span>
      <span className="flex flex-col text-base leading-[1.05] sm:flex-row sm:gap-1.5 sm:text-xl">
        <span>{FIRST_WORD}</span>
        <span className={tone === "white" ? "text-sunny-300" : "text-brand-600"}>
          {SECOND_WORD}
        </span>
      </span>
    </Link>
  );
}
