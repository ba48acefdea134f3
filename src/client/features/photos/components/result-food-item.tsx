import { X } from "lucide-react";
import { foodGroupName } from "../../../../i18n/words/advice";
import { foodLook } from "../../../lib/food-look";
import { t } from "../../../lib/i18n";

/**
 * One food of the photo result: its group's emoji and colour, the lab's confidence (or "added
 * by you" for a food typed by hand) and a big remove button.
 */
export function ResultFoodItem({
  name,
  confidence,
  onRemove,
}: {
  name: string;
  /** Null for a food the detective added by hand. */
  confidence: number | null;
  onRemove: () => void;
}) {
  const look = foodLook(name);
  return (
    <li className="flex items-center gap-3 rounded-2xl border-2 border-ink/15 bg-white p-2.5 pl-3 motion-safe:animate-pop-in">
      <span
        aria-hidden="true"
        className={`grid size-12 shrink-0 place-items-center rounded-xl font-emoji text-2xl ${look.tile}`}
      >
        {look.emoji}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-lg leading-tight font-black wrap-anywhere capitalize">{name}</span>
          <span
            className={`max-w-full rounded-full border-2 px-2 py-0.5 text-xs leading-tight font-black ${look.chip}`}
          >
            {foodGroupName(t, look.group.key)}
          </span>
        </div>
        {confidence === null ? (
          <p className="mt-1 text-sm font-bold text-ink-soft">
            <span aria-hidden="true" className="font-emoji">
              ✍️
            </span>{" "}
            {t("photos.addedByYou")}
          </p>
        ) : (
          <div className="mt-1.5 flex items-center gap-2">
            <div aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-ink/10">
              <div
                className={`h-full rounded-full ${look.bar}`}
                style={{ width: `${confidence}%` }}
              />
            </div>
            <span className="text-sm font-black tabular-nums">
              {t("photos.percentSure", { percent: confidence })}
            </span>
          </div>
        )}
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t("photos.removeFood", { name })}
        className="pressable grid size-12 shrink-0 place-items-center rounded-xl border-2 border-ink/20 bg-white text-ink hover:border-red-600 hover:bg-red-50 hover:text-red-700"
      >
        <X aria-hidden="true" className="size-6" strokeWidth={3} />
      </button>
    </li>
  );
}
