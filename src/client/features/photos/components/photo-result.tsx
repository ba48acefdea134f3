import { RotateCcw, Sparkles } from "lucide-react";
import type { PhotoAnalysis } from "../../../../contracts/photos";
import { containerQuestionWords } from "../../../../i18n/words/food-names";
import { Button } from "../../../components/ui/button";
import { t } from "../../../lib/i18n";
import { ResultFoodItem } from "./result-food-item";

interface PhotoResultProps {
  preview: string;
  analysis: PhotoAnalysis;
  /** Detected foods the detective kept. */
  kept: PhotoAnalysis["foods"];
  onRemoveDetected: (name: string) => void;
  /** A question of the lab was tapped: the meal form's food box takes the answer. */
  onAskFood: () => void;
  onRetake: () => void;
}

/**
 * The result state: what the lab spotted, how sure, and questions about containers. Foods it
 * missed go in the meal form's one food box, below.
 */
export function PhotoResult({
  preview,
  analysis,
  kept,
  onRemoveDetected,
  onAskFood,
  onRetake,
}: PhotoResultProps) {
  const spotted = analysis.foods.length > 0;
  const empty = kept.length === 0;
  return (
    <div className="space-y-4 rounded-3xl border-[3px] border-ink bg-brand-50 p-4">
      <div className="flex items-center gap-3">
        <img
          src={preview}
          alt={t("photos.yourMeal")}
          className="size-20 shrink-0 rounded-2xl border-[3px] border-ink object-cover"
        />
        <div role="status" className="min-w-0 flex-1">
          <p className="flex items-center gap-1.5 text-sm font-black text-emerald-800">
            <Sparkles aria-hidden="true" className="size-4" strokeWidth={2.75} />
            {t("photos.analysisComplete")}
          </p>
          {spotted ? (
            <p className="text-base font-bold text-ink-soft">
              <span className="text-3xl font-black text-ink">{analysis.overallConfidence}%</span>{" "}
              {t("photos.sureOverall")}
            </p>
          ) : (
            <p className="text-base leading-snug font-bold text-ink-soft">{t("photos.noFoods")}</p>
          )}
        </div>
      </div>

      {empty ? null : (
        <div>
          <h3 className="mb-2 text-base font-black">
            <span aria-hidden="true" className="font-emoji">
              🔎
            </span>{" "}
            {t("photos.foodsSpotted")}
          </h3>
          <ul aria-label={t("photos.foodsFromPhoto")} className="space-y-2">
            {kept.map((food) => (
              <ResultFoodItem
                key={`lab-${food.name}`}
                name={food.name}
                confidence={food.confidence}
                onRemove={() => onRemoveDetected(food.name)}
              />
            ))}
          </ul>
          <p className="mt-2 text-sm font-bold text-ink-soft">{t("photos.somethingWrong")}</p>
        </div>
      )}

      {analysis.containers.length > 0 ? (
        <ul aria-label={t("photos.labQuestions")} className="space-y-2">
          {analysis.containers.map((container) => (
            <li key={container}>
              <button
                type="button"
                onClick={onAskFood}
                className="pressable flex min-h-12 w-full items-center gap-2 rounded-2xl rounded-bl-sm border-2 border-ink bg-sunny-200 px-3 py-2 text-left text-base font-black shadow-pop-ink"
              >
                <span aria-hidden="true" className="font-emoji text-xl">
                  🤔
                </span>
                <span className="flex-1">{containerQuestionWords(t, container)}</span>
                <span className="text-sm font-bold text-ink-soft">{t("photos.tellMeBelow")}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <Button variant="ghost" size="md" block onClick={onRetake}>
        <RotateCcw aria-hidden="true" className="size-5" strokeWidth={2.75} />
        {t("photos.takeAnother")}
      </Button>
    </div>
  );
}
