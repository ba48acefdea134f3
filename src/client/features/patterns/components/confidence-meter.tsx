import { useId } from "react";
import { t } from "../../../lib/i18n";
import { clueStrength } from "../utils/pattern-look";

/**
 * How sure the lab is, as a chunky bar with a magnifier riding on it, the percentage and a
 * word ("Strong clue"). A real meter element for screen readers.
 */
export function ConfidenceMeter({
  confidence,
  compact = false,
}: {
  confidence: number;
  compact?: boolean;
}) {
  const id = useId();
  const strength = clueStrength(confidence);
  const value = Math.max(0, Math.min(100, confidence));
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <span id={id} className="text-sm font-extrabold text-ink-soft">
          {t("patterns.howSure")}
        </span>
        <span className="text-sm font-black">
          <span className={strength.text}>{strength.word}</span>{" "}
          <span className={compact ? "text-lg" : "text-2xl"}>{value}%</span>
        </span>
      </div>
      <meter
        aria-labelledby={id}
        aria-valuetext={t("patterns.meterValue", { value, strength: strength.word.toLowerCase() })}
        min={0}
        max={100}
        value={value}
        className="sr-only"
      />
      <div
        aria-hidden="true"
        className={`relative mt-1.5 rounded-full border-2 border-ink bg-white ${compact ? "h-3.5" : "h-5"}`}
      >
        <div
          className={`h-full rounded-full ${strength.bar} motion-safe:transition-[width] motion-safe:duration-700`}
          style={{ width: `${value}%` }}
        />
        {[25, 50, 75].map((tick) => (
          <span
            key={tick}
            aria-hidden="true"
            className="absolute top-0.5 bottom-0.5 w-0.5 rounded-full bg-ink/15"
            style={{ left: `${tick}%` }}
          />
        ))}
      </div>
    </div>
  );
}
