import type { Pattern } from "../../../../contracts/patterns";
import { t } from "../../../lib/i18n";
import { countByStatus, statusWords } from "../utils/pattern-look";

const TILES = [
  { status: "confirmed", emoji: "✅", tint: "bg-emerald-100" },
  { status: "pending", emoji: "🔍", tint: "bg-orange-100" },
  { status: "dismissed", emoji: "🗄️", tint: "bg-ink/5" },
] as const satisfies ReadonlyArray<{ status: Pattern["status"]; emoji: string; tint: string }>;

/** SPEC 2 "Shows totals": confirmed, investigating and dismissed clues. */
export function PatternTotals({ patterns }: { patterns: readonly Pattern[] }) {
  const counts = countByStatus(patterns);
  return (
    <dl aria-label={t("patterns.totals")} className="grid grid-cols-3 gap-2.5 sm:gap-4">
      {TILES.map((tile) => (
        <div
          key={tile.status}
          className={`flex flex-col items-center rounded-3xl border-[3px] border-ink px-1 py-3 text-center shadow-pop-ink ${tile.tint}`}
        >
          <dt className="order-last text-[0.7rem] font-black text-ink-soft uppercase sm:text-sm sm:tracking-wide">
            {statusWords(tile.status)}
          </dt>
          <dd className="flex flex-col items-center text-3xl leading-tight font-black">
            <span aria-hidden="true" className="font-emoji text-2xl">
              {tile.emoji}
            </span>
            {counts[tile.status]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
