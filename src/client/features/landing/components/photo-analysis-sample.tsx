import { Camera, Sparkles } from "lucide-react";
import { t } from "../../../lib/i18n";

const groups = {
  fruits: "bg-rose-100 text-rose-800 border-rose-300",
  proteins: "bg-orange-100 text-orange-800 border-orange-300",
  grains: "bg-amber-100 text-amber-900 border-amber-300",
} as const;

const detected: {
  emoji: string;
  name: "strawberries" | "chicken" | "toast";
  group: keyof typeof groups;
  confidence: number;
}[] = [
  { emoji: "🍓", name: "strawberries", group: "fruits", confidence: 96 },
  { emoji: "🍗", name: "chicken", group: "proteins", confidence: 91 },
  { emoji: "🍞", name: "toast", group: "grains", confidence: 88 },
];

/** A static photo analysis: detected foods with confidence and their food groups. */
export function PhotoAnalysisSample() {
  return (
    <article
      aria-labelledby="photo-sample-heading"
      className="flex flex-col rounded-[2rem] border-[3px] border-ink bg-paper p-5 shadow-card sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="grid size-12 place-items-center rounded-2xl bg-sky-100">
          <Camera className="size-6 text-sky-800" strokeWidth={2.5} />
        </span>
        <div>
          <h3 id="photo-sample-heading" className="text-xl font-black">
            {t("landing.photoTitle")}
          </h3>
          <p className="text-sm font-bold text-ink-soft">{t("landing.photoText")}</p>
        </div>
      </div>
      <div className="mt-5 flex items-center gap-4">
        <div
          aria-hidden="true"
          className="relative grid size-28 shrink-0 place-items-center rounded-full border-[6px] border-white bg-sky-50 shadow-[0_0_0_3px_var(--color-ink)]"
        >
          <span className="absolute top-3 left-4 font-emoji text-3xl">🍓</span>
          <span className="absolute right-3 bottom-5 font-emoji text-3xl">🍗</span>
          <span className="absolute bottom-3 left-6 font-emoji text-3xl">🍞</span>
        </div>
        <div>
          <p className="flex items-center gap-1.5 text-sm font-black text-emerald-800">
            <Sparkles aria-hidden="true" className="size-4" strokeWidth={2.75} />
            {t("landing.analysisDone")}
          </p>
          <p className="text-4xl font-black">92%</p>
          <p className="text-sm font-bold text-ink-soft">{t("landing.overall")}</p>
        </div>
      </div>
      <ul className="mt-5 space-y-3">
        {detected.map((food) => (
          <li key={food.name} className="rounded-2xl bg-white p-3 ring-2 ring-ink/10">
            <div className="flex items-center gap-2">
              <span aria-hidden="true" className="font-emoji text-2xl">
                {food.emoji}
              </span>
              <span className="flex-1 font-extrabold">{t(`landing.${food.name}`)}</span>
              <span
                className={`rounded-full border-2 px-2 py-0.5 text-xs font-black ${groups[food.group]}`}
              >
                {t(`landing.${food.group}`)}
              </span>
              <span className="w-12 text-right font-black">{food.confidence}%</span>
            </div>
            <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-ink/10">
              <div
                className="h-full rounded-full bg-sky-500"
                style={{ width: `${food.confidence}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm font-semibold text-ink-soft">{t("landing.fixList")}</p>
    </article>
  );
}
